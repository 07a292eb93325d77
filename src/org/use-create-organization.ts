import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useStoredUser } from '../auth/session-store';
import { organizationQuota } from './organization-api';

/**
 * "Create organization" (01 §6): with quota left, on to /add-organization; with none, the
 * contact-sales dialog. When the quota cannot be read (offline) the page opens and the server decides.
 */
export function useCreateOrganization(): { start: () => void; checking: boolean; quotaUsedUp: boolean; closeQuotaDialog: () => void } {
  const user = useStoredUser();
  const navigate = useNavigate();
  const [checking, setChecking] = useState(false);
  const [quotaUsedUp, setQuotaUsedUp] = useState(false);
  const start = useCallback(() => {
    if (!user) return;
    setChecking(true);
    organizationQuota(user.objectId).then(
      (left) => {
        setChecking(false);
        if (left > 0) navigate('/add-organization');
        else setQuotaUsedUp(true);
      },
      () => {
        setChecking(false);
        navigate('/add-organization');
      },
    );
  }, [user, navigate]);
  const closeQuotaDialog = useCallback(() => setQuotaUsedUp(false), []);
  return { start, checking, quotaUsedUp, closeQuotaDialog };
}
