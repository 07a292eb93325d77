import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { logIn } from '../api/accounts';
import { toApiError } from '../api/api-error';
import { errorText } from '../api/error-text';
import { applyUserLanguage } from '../i18n/activate';
import { FormError } from '../ui/FormError';
import { TextField } from '../ui/TextField';
import { primaryButton } from '../ui/buttons';
import { useDocumentTitle } from '../ui/use-document-title';
import { PublicLayout } from './PublicLayout';
import { storeUser } from './session-store';

export function LoginPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useDocumentTitle(t`Log in`);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const user = await logIn({ username: username.trim(), password });
      await applyUserLanguage(user.language);
      storeUser(user);
      navigate('/', { replace: true });
    } catch (cause) {
      setError(errorText(await toApiError(cause)));
      setBusy(false);
    }
  }

  return (
    <PublicLayout title={t`Log in to Parley`}>
      <form onSubmit={submit} className="space-y-4">
        <TextField label={t`Username or e-mail`} name="username" autoComplete="username" required value={username} onChange={(e) => setUsername(e.target.value)} />
        <TextField label={t`Password`} name="password" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        <FormError message={error} />
        <button type="submit" className={`${primaryButton} w-full`} disabled={busy}>
          {t`Log in`}
        </button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        <Trans>
          New to Parley? <Link to="/signup" className="font-medium text-indigo-600 hover:underline">Create an account</Link>
        </Trans>
      </p>
    </PublicLayout>
  );
}
