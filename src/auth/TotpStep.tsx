import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { FormError } from '../ui/FormError';
import { TextField } from '../ui/TextField';
import { primaryButton } from '../ui/buttons';

/** The input of a 6-digit authentication code (autofilled by the browser or typed from the app). */
export function AuthenticationCodeField({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const { t } = useLingui();
  return (
    <TextField
      label={t`Authentication code`}
      name="code"
      autoComplete="one-time-code"
      inputMode="numeric"
      pattern="[0-9]{6}"
      maxLength={6}
      required
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
    />
  );
}

/** The second step of a login with two-step verification: the code from the authenticator app. */
export function TotpStep({ busy, error, onSubmit, onBack }: {
  busy: boolean;
  error: string | null;
  onSubmit: (code: string) => void;
  onBack: () => void;
}) {
  const { t } = useLingui();
  const [code, setCode] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit(code);
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      <p className="text-sm text-slate-600">{t`Enter the 6-digit code from your authenticator app.`}</p>
      <AuthenticationCodeField value={code} onChange={setCode} />
      <FormError message={error} />
      <button type="submit" className={`${primaryButton} w-full`} disabled={busy || code.length !== 6}>
        {t`Verify`}
      </button>
      <button type="button" className="w-full text-center text-sm font-medium text-indigo-600 hover:underline" onClick={onBack}>
        {t`Use another account`}
      </button>
    </form>
  );
}
