import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MfaGenerateResponse } from '../../common/contracts/accounts';
import { toApiError } from '../api/api-error';
import { generateTotpSecret } from '../auth/login-api';
import { loginErrorText } from '../auth/login-error-text';
import type { StoredUser } from '../auth/session-store';
import { AuthenticationCodeField } from '../auth/TotpStep';
import { FormError } from '../ui/FormError';
import { primaryButton, secondaryButton } from '../ui/buttons';
import { storeFreshUser, updateProfile } from './account-api';
import { profileErrorText } from './profile-error-text';

/**
 * Security: two-step verification with an authenticator app (TOTP). On: generate a secret, then a
 * code of it through the profile update. Off: a current code through the profile update.
 */
export function TwoStepSection({ user }: { user: StoredUser }) {
  const { t } = useLingui();
  const [setup, setSetup] = useState<MfaGenerateResponse | null>(null);
  const [turningOff, setTurningOff] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function start() {
    setBusy(true);
    setError(null);
    try {
      setSetup(await generateTotpSecret());
      setCode('');
    } catch (cause) {
      setError(loginErrorText(await toApiError(cause)));
    }
    setBusy(false);
  }

  async function submitCode(event: FormEvent, on: boolean) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      storeFreshUser(await updateProfile(user.objectId, { mfa: on, code }));
      setSetup(null);
      setTurningOff(false);
      setCode('');
    } catch (cause) {
      setError(profileErrorText(await toApiError(cause)));
    }
    setBusy(false);
  }

  const codeForm = (label: string) => (
    <>
      <AuthenticationCodeField value={code} onChange={setCode} />
      <FormError message={error} />
      <button type="submit" className={`${primaryButton} w-full`} disabled={busy || code.length !== 6}>
        {label}
      </button>
    </>
  );

  return (
    <section aria-labelledby="security-heading" className="space-y-4">
      <h2 id="security-heading" className="text-base font-semibold text-slate-900">{t`Security`}</h2>
      <h3 className="text-sm font-medium text-slate-800">{t`Two-step verification`}</h3>
      {user.mfa ? (
        <div className="space-y-4">
          <output className="block rounded-md bg-green-50 px-3 py-2 text-sm text-green-800">
            {t`Two-step verification is on. Logging in asks for a code from your authenticator app.`}
          </output>
          {turningOff ? (
            <form onSubmit={(event) => void submitCode(event, false)} className="space-y-4">
              <p className="text-sm text-slate-600">{t`Enter the current code from your authenticator app to turn two-step verification off.`}</p>
              {codeForm(t`Turn off two-step verification`)}
            </form>
          ) : (
            <button type="button" className={secondaryButton} onClick={() => { setTurningOff(true); setCode(''); setError(null); }}>
              {t`Turn off…`}
            </button>
          )}
        </div>
      ) : setup ? (
        <form onSubmit={(event) => void submitCode(event, true)} className="space-y-4">
          <p className="text-sm text-slate-600">
            {t`Scan the QR code with an authenticator app, or enter the secret key by hand. Then enter the code the app shows.`}
          </p>
          <img src={setup.qr} alt={t`QR code for your authenticator app`} width={192} height={192} className="mx-auto" />
          <div>
            <p className="mb-1 text-sm font-medium text-slate-700" id="totp-secret-label">{t`Secret key for manual entry`}</p>
            <code aria-labelledby="totp-secret-label" data-testid="totp-secret" className="block rounded-md bg-slate-100 px-3 py-2 text-sm break-all select-all">
              {setup.secret}
            </code>
          </div>
          {codeForm(t`Turn on two-step verification`)}
        </form>
      ) : (
        <div className="space-y-4">
          <p className="text-sm text-slate-600">
            {t`Protect your account with a code from an authenticator app each time you log in.`}
          </p>
          <FormError message={error} />
          <button type="button" className={secondaryButton} disabled={busy} onClick={() => void start()}>
            {t`Set up two-step verification`}
          </button>
        </div>
      )}
    </section>
  );
}
