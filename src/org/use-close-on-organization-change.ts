import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';

/**
 * A modal belongs to the organization it was opened in: when the route's organization changes
 * (the top-bar switch, back and forward) an open one closes (01 §2).
 */
export function useCloseOnOrganizationChange(open: boolean, onClose: () => void): void {
  const { orgId } = useParams();
  const openedIn = useRef<{ orgId: string | undefined } | null>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    if (!open) {
      openedIn.current = null;
    } else if (!openedIn.current) {
      openedIn.current = { orgId };
    } else if (openedIn.current.orgId !== orgId) {
      openedIn.current = null;
      close.current();
    }
  }, [open, orgId]);
}
