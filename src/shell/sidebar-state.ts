import { useCallback, useEffect, useState } from 'react';

const STORAGE_KEY = 'parley.sidebarExpanded';

/** Whether the sidebar is open (256 px) or collapsed (80 px), remembered across reloads. */
export function useSidebarExpanded(): [boolean, () => void] {
  const [expanded, setExpanded] = useState(() => localStorage.getItem(STORAGE_KEY) !== 'false');
  useEffect(() => localStorage.setItem(STORAGE_KEY, String(expanded)), [expanded]);
  const toggle = useCallback(() => setExpanded((current) => !current), []);
  return [expanded, toggle];
}
