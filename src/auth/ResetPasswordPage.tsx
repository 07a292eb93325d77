import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { meetsPasswordPolicy } from '../../common/password-policy';
import { toApiError } from '../api/api-error';
import { FormError } from '../ui/FormError';
import { TextField } from '../ui/TextField';
import { primaryButton } from '../ui/buttons';
import { useDocumentTitle } from '../ui/use-document-title';
import { passwordPolicyText, resetErrorText } from './account-errors';
import { loginNotice } from './login-notice';
import { resetPassword } from './password-api';
import { PublicLayout } from './PublicLayout';
import { readStoredUser } from './session-store';

/** /resetPassword?token=…: a new password from the mailed link; then log in with it. */
export function ResetPasswordPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useDocumentTitle(t`Choose a new password`);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!meetsPasswordPolicy(password)) return setError(passwordPolicyText());
    if (password !== confirm) return setError(t`The two passwords are not the same.`);
    setBusy(true);
    try {
      await resetPassword(token, password);
      // The server signed out every session of the account, this browser's too.
      if (readStoredUser()) await import('./logout').then(({ logOut }) => logOut({ notifyServer: false }));
      navigate('/login', { replace: true, state: loginNotice('password-reset') });
    } catch (cause) {
      setError(resetErrorText(await toApiError(cause)));
      setBusy(false);
    }
  }

  return (
    <PublicLayout title={t`Choose a new password`}>
      {token ? (
        <form onSubmit={submit} className="space-y-4">
          <TextField label={t`New password`} name="password" type="password" autoComplete="new-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
          <TextField label={t`Confirm new password`} name="confirm" type="password" autoComplete="new-password" required value={confirm} onChange={(e) => setConfirm(e.target.value)} />
          <FormError message={error} />
          <button type="submit" className={`${primaryButton} w-full`} disabled={busy}>
            {t`Set new password`}
          </button>
        </form>
      ) : (
        <FormError message={t`This password reset link is invalid or has expired. Request a new one.`} />
      )}
      <p className="mt-6 text-center text-sm text-slate-600">
        <Link to="/forget" className="font-medium text-indigo-600 hover:underline">{t`Request a new link`}</Link>
      </p>
    </PublicLayout>
  );
}
