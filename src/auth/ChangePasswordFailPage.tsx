import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { FormError } from '../ui/FormError';
import { useDocumentTitle } from '../ui/use-document-title';
import { PublicLayout } from './PublicLayout';

/** /change-password-fail: the change did not go through. */
export function ChangePasswordFailPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Password not changed`);
  return (
    <PublicLayout title={t`Password not changed`}>
      <FormError message={t`Your password could not be changed. Your old password still works.`} />
      <div className="mt-6 flex justify-center gap-4 text-sm">
        <Link to="/changePassword" className="font-medium text-indigo-600 hover:underline">{t`Try again`}</Link>
        <Link to="/forget" className="font-medium text-indigo-600 hover:underline">{t`Forgot password?`}</Link>
      </div>
    </PublicLayout>
  );
}
