import { useEffect } from 'react';
import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { useStoredUser } from '../auth/session-store';
import { useOrganizations } from '../org/organizations-context';
import { selectedIn } from '../org/selected-org';
import { NotificationSettingsSection } from '../pwa/NotificationSettingsSection';
import { useDocumentTitle } from '../ui/use-document-title';
import { fetchUser, storeFreshUser } from './account-api';
import { EmailSection } from './EmailSection';
import { PasswordSection } from './PasswordSection';
import { ProfileSection } from './ProfileSection';
import { SessionsSection } from './SessionsSection';
import { TwoStepSection } from './TwoStepSection';

/** /account-setting (01 §2, always allowed once signed in): profile, e-mail and security. */
export function AccountSettingsPage() {
  const { t } = useLingui();
  const user = useStoredUser();
  const { organizations } = useOrganizations();
  useDocumentTitle(t`Account settings`);

  // The stored user may predate a change made in another browser: refresh it once (the profile form
  // takes the new values into the fields not being edited).
  const userId = user?.objectId;
  useEffect(() => {
    if (userId) fetchUser(userId).then(storeFreshUser, () => undefined);
  }, [userId]);

  if (!user) return null;
  // A picture is uploaded into an organization's files: the selected one, else the first (the one
  // whose shell this page shows in, src/shell/SelectedOrgShell.tsx).
  const orgId = organizations ? selectedIn(organizations)?.objectId : undefined;
  return (
    <div className="h-full overflow-y-auto bg-slate-50">
      <div className="mx-auto max-w-xl space-y-6 px-8 py-6">
        <h1 className="text-xl font-semibold text-slate-900">{t`Account settings`}</h1>
        <div className="space-y-8 rounded-lg border border-slate-200 bg-white p-6">
          <ProfileSection user={user} orgId={orgId} />
          <EmailSection user={user} />
          <TwoStepSection user={user} />
          <PasswordSection user={user} />
          <SessionsSection />
          <NotificationSettingsSection userId={user.objectId} />
        </div>
        {/* Without an organization there is no shell to go on from (src/shell/SelectedOrgShell.tsx). */}
        {!orgId && (
          <p className="text-center text-sm">
            <Link to="/" className="font-medium text-indigo-600 hover:underline">{t`Back to the console`}</Link>
          </p>
        )}
      </div>
    </div>
  );
}
