import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { toApiError } from '../api/api-error';
import { LoginErrorCode, LoginErrorText } from '../../common/error-keys';
import { FormError } from '../ui/FormError';
import { TextField } from '../ui/TextField';
import { primaryButton } from '../ui/buttons';
import { useDocumentTitle } from '../ui/use-document-title';
import { useFinishLogin } from './finish-login';
import { isMfaNeeded, logInWithPassword, logInWithTotp } from './login-api';
import { loginErrorText } from './login-error-text';
import { readLoginNotice } from './login-notice';
import { PublicLayout } from './PublicLayout';
import { SocialLoginButtons } from './social/SocialLoginButtons';
import { TotpStep } from './TotpStep';

export function LoginPage() {
  const { t } = useLingui();
  const finish = useFinishLogin();
  const notice = readLoginNotice(useLocation().state);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** Set once the password was right for a user with two-step verification (01 §4). */
  const [tempId, setTempId] = useState<string | null>(null);
  useDocumentTitle(t`Log in`);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await logInWithPassword({ username: username.trim(), password });
      if (isMfaNeeded(answer)) {
        setTempId(answer.tempId);
        setBusy(false);
        return;
      }
      await finish(answer);
    } catch (cause) {
      setError(loginErrorText(await toApiError(cause)));
      setBusy(false);
    }
  }

  async function submitCode(code: string) {
    if (!tempId) return;
    setBusy(true);
    setError(null);
    try {
      await finish(await logInWithTotp({ tempId, code }));
    } catch (cause) {
      const failure = await toApiError(cause);
      // An expired or used login attempt cannot be finished: back to the password.
      if (failure.body.code === LoginErrorCode.MFA_ERROR && failure.body.error === LoginErrorText.MFA_TEMP_ID_INVALID) {
        setTempId(null);
        setPassword('');
      }
      setError(loginErrorText(failure));
      setBusy(false);
    }
  }

  function startOver() {
    setTempId(null);
    setPassword('');
    setError(null);
  }

  if (tempId) {
    return (
      <PublicLayout title={t`Two-step verification`}>
        <TotpStep busy={busy} error={error} onSubmit={(code) => void submitCode(code)} onBack={startOver} />
      </PublicLayout>
    );
  }

  return (
    <PublicLayout title={t`Log in to Parley`}>
      {notice && (
        <output className="block mb-4 rounded-md bg-green-50 px-3 py-2 text-sm text-green-800">
          {notice === 'password-reset'
            ? t`Your password has been changed. Log in with the new one.`
            : t`Your e-mail address is verified. Log in to continue.`}
        </output>
      )}
      <form onSubmit={submit} className="space-y-4">
        <TextField label={t`Username or e-mail`} name="username" autoComplete="username" required value={username} onChange={(e) => setUsername(e.target.value)} />
        <TextField label={t`Password`} name="password" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        <p className="-mt-2 text-right text-sm">
          <Link to="/forget" className="font-medium text-indigo-600 hover:underline">{t`Forgot password?`}</Link>
        </p>
        <FormError message={error} />
        <button type="submit" className={`${primaryButton} w-full`} disabled={busy}>
          {t`Log in`}
        </button>
      </form>
      <SocialLoginButtons />
      <p className="mt-6 text-center text-sm text-slate-600">
        <Trans>
          New to Parley? <Link to="/signup" className="font-medium text-indigo-600 hover:underline">Create an account</Link>
        </Trans>
      </p>
    </PublicLayout>
  );
}
