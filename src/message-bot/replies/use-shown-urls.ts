import { useMemo, useState } from 'react';
import type { ShownUrls } from '../../cards/shown-url';

/** The signed URLs that show the files uploaded on this page (src/cards/shown-url.tsx), kept while it is open. */
export function useShownUrlState(): ShownUrls {
  const [shownUrls, setShownUrls] = useState<Record<string, string>>({});
  return useMemo<ShownUrls>(() => ({
    shownUrl: (url) => shownUrls[url] ?? url,
    remember: (url, signedUrl) => setShownUrls((current) => ({ ...current, [url]: signedUrl })),
  }), [shownUrls]);
}
