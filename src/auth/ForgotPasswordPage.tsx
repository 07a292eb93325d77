import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { toApiError } from '../api/api-error';
import { FormError } from '../ui/FormError';
import { TextField } from '../ui/TextField';
import { primaryButton } from '../ui/buttons';
import { useDocumentTitle } from '../ui/use-document-title';
import { resetRequestErrorText } from './account-errors';
import { requestPasswordReset } from './password-api';
import { PublicLayout } from './PublicLayout';

/** /forget: mails a password-reset link. */
export function ForgotPasswordPage() {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useDocumentTitle(t`Forgot password`);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const address = email.trim().toLowerCase();
    try {
      await requestPasswordReset(address);
      setSentTo(address);
    } catch (cause) {
      setError(resetRequestErrorText(await toApiError(cause)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <PublicLayout title={t`Reset your password`}>
      {sentTo ? (
        <output className="block text-sm text-slate-700">
          {t`We sent a link to choose a new password to ${sentTo}. Check your mail.`}
        </output>
      ) : (
        <form onSubmit={submit} className="space-y-4">
          <p className="text-sm text-slate-600">{t`Enter the e-mail address of your account and we will mail you a link to choose a new password.`}</p>
          <TextField label={t`E-mail`} name="email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
          <FormError message={error} />
          <button type="submit" className={`${primaryButton} w-full`} disabled={busy}>
            {t`Send reset link`}
          </button>
        </form>
      )}
      <p className="mt-6 text-center text-sm text-slate-600">
        <Link to="/login" className="font-medium text-indigo-600 hover:underline">{t`Back to log in`}</Link>
      </p>
    </PublicLayout>
  );
}
