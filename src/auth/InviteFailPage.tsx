import { Link, useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../ui/use-document-title';
import { PublicLayout } from './PublicLayout';
import { useStoredUser } from './session-store';

/** /invite-fail?org=…: the invitation is unknown, used or expired (01 §8), naming the organization. */
export function InviteFailPage() {
  const { t } = useLingui();
  const organizationName = useSearchParams()[0].get('org');
  const signedIn = useStoredUser() !== null;
  useDocumentTitle(t`Invitation not valid`);
  return (
    <PublicLayout title={t`Invitation not valid`}>
      <p className="text-sm text-slate-700">
        {organizationName
          ? t`This invitation to join ${organizationName} has expired or was already used. Ask an admin of ${organizationName} to invite you again.`
          : t`This invitation has expired or was already used. Ask an admin of the organization to invite you again.`}
      </p>
      <p className="mt-6 text-center text-sm">
        <Link to={signedIn ? '/' : '/login'} className="font-medium text-indigo-600 hover:underline">
          {signedIn ? t`Back to the console` : t`Log in`}
        </Link>
      </p>
    </PublicLayout>
  );
}
