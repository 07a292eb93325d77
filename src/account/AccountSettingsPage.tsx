import { useEffect } from 'react';
import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { fetchCurrentUser } from '../api/accounts';
import { PublicLayout } from '../auth/PublicLayout';
import { storeUser, useStoredUser } from '../auth/session-store';
import { useDocumentTitle } from '../ui/use-document-title';
import { TwoStepSection } from './TwoStepSection';

/** /account-setting (01 §2, always allowed once signed in): the account's security settings. */
export function AccountSettingsPage() {
  const { t } = useLingui();
  const user = useStoredUser();
  useDocumentTitle(t`Account settings`);

  // The stored user may predate a change made in another browser: refresh it once.
  const sessionToken = user?.sessionToken;
  useEffect(() => {
    if (!sessionToken) return;
    let cancelled = false;
    fetchCurrentUser(sessionToken).then((fresh) => {
      if (!cancelled) storeUser({ ...fresh, sessionToken });
    }).catch(() => undefined);
    return () => { cancelled = true; };
  }, [sessionToken]);

  if (!user) return null;
  return (
    <PublicLayout title={t`Account settings`}>
      <p className="mb-4 text-sm text-slate-600">{user.email}</p>
      <TwoStepSection user={user} />
      <p className="mt-6 text-center text-sm">
        <Link to="/" className="font-medium text-indigo-600 hover:underline">{t`Back to the console`}</Link>
      </p>
    </PublicLayout>
  );
}
