import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { fetchCurrentUser, signUp } from '../api/accounts';
import { toApiError } from '../api/api-error';
import { errorText } from '../api/error-text';
import { FormError } from '../ui/FormError';
import { TextField } from '../ui/TextField';
import { primaryButton } from '../ui/buttons';
import { useDocumentTitle } from '../ui/use-document-title';
import { readStoredInvite } from './invite-store';
import { PublicLayout } from './PublicLayout';
import { storeUser } from './session-store';

export function SignupPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [form, setForm] = useState({ email: '', password: '', firstName: '', lastName: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useDocumentTitle(t`Sign up`);

  const field = (name: keyof typeof form) => ({
    name,
    value: form[name],
    onChange: (event: { target: { value: string } }) => setForm((current) => ({ ...current, [name]: event.target.value })),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const email = form.email.trim().toLowerCase();
    try {
      const { sessionToken } = await signUp({
        username: email,
        email,
        password: form.password,
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        language: i18n.locale,
      });
      const user = await fetchCurrentUser(sessionToken);
      storeUser({ ...user, sessionToken });
      // The server mailed a verification link: the console opens once the address is verified (01 §2).
      // An invitation opened before signing up is redeemed first (01 §4); it may verify the address.
      if (readStoredInvite()) navigate('/invite', { replace: true });
      else navigate(user.emailVerified ? '/add-organization' : '/signup-verify', { replace: true });
    } catch (cause) {
      setError(errorText(await toApiError(cause)));
      setBusy(false);
    }
  }

  return (
    <PublicLayout title={t`Create your Parley account`}>
      <form onSubmit={submit} className="space-y-4">
        <TextField label={t`E-mail`} type="email" autoComplete="email" required {...field('email')} />
        <TextField label={t`Password`} type="password" autoComplete="new-password" required {...field('password')} />
        <div className="grid grid-cols-2 gap-3">
          <TextField label={t`First name`} autoComplete="given-name" required {...field('firstName')} />
          <TextField label={t`Last name`} autoComplete="family-name" {...field('lastName')} />
        </div>
        <FormError message={error} />
        <button type="submit" className={`${primaryButton} w-full`} disabled={busy}>
          {t`Sign up`}
        </button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        <Trans>
          Already have an account? <Link to="/login" className="font-medium text-indigo-600 hover:underline">Log in</Link>
        </Trans>
      </p>
    </PublicLayout>
  );
}
