import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { ParseErrorCode } from '../../common/parse';
import { AccountErrorText, meetsPasswordPolicy } from '../../common/password-policy';
import { logIn } from '../api/accounts';
import { toApiError } from '../api/api-error';
import { errorText } from '../api/error-text';
import { FormError } from '../ui/FormError';
import { TextField } from '../ui/TextField';
import { primaryButton } from '../ui/buttons';
import { useDocumentTitle } from '../ui/use-document-title';
import { passwordPolicyText } from './account-errors';
import { changePassword } from './password-api';
import { PublicLayout } from './PublicLayout';
import { useStoredUser } from './session-store';

/**
 * /changePassword (signed in): the old password is checked first by logging in with it (01 §5, §7),
 * then the new one is set. The server signs out the account's other sessions.
 */
export function ChangePasswordPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const user = useStoredUser();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  useDocumentTitle(t`Change password`);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!user) return;
    setError(null);
    if (!meetsPasswordPolicy(newPassword)) return setError(passwordPolicyText());
    setBusy(true);
    try {
      await logIn({ username: user.username, password: oldPassword });
    } catch (cause) {
      const failure = await toApiError(cause);
      setError(failure.body.code === ParseErrorCode.OBJECT_NOT_FOUND ? t`The current password is incorrect.` : errorText(failure));
      return setBusy(false);
    }
    try {
      await changePassword({ username: user.username, oldPassword, newPassword });
      setDone(true);
    } catch (cause) {
      const failure = await toApiError(cause);
      if (failure.offline) setError(errorText(failure));
      // 01 §8: no toast for the policy answer; it is said next to the field instead.
      else if (failure.body.error === AccountErrorText.PASSWORD_POLICY) setError(passwordPolicyText());
      else return navigate('/change-password-fail', { replace: true });
    }
    setBusy(false);
  }

  return (
    <PublicLayout title={t`Change password`}>
      {done ? (
        <output className="block text-sm text-slate-700">{t`Your password has been changed. Other devices must log in again.`}</output>
      ) : (
        <form onSubmit={submit} className="space-y-4">
          <input type="hidden" name="username" autoComplete="username" value={user?.username ?? ''} />
          <TextField label={t`Current password`} name="oldPassword" type="password" autoComplete="current-password" required value={oldPassword} onChange={(e) => setOldPassword(e.target.value)} />
          <TextField label={t`New password`} name="newPassword" type="password" autoComplete="new-password" required value={newPassword} onChange={(e) => setNewPassword(e.target.value)} />
          <FormError message={error} />
          <button type="submit" className={`${primaryButton} w-full`} disabled={busy}>
            {t`Change password`}
          </button>
        </form>
      )}
      <p className="mt-6 text-center text-sm text-slate-600">
        <Link to="/" className="font-medium text-indigo-600 hover:underline">{t`Back to the console`}</Link>
      </p>
    </PublicLayout>
  );
}
