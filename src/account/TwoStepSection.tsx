import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MfaGenerateResponse } from '../../common/protocol';
import { toApiError } from '../api/api-error';
import { confirmTotp, generateTotpSecret } from '../auth/login-api';
import { loginErrorText } from '../auth/login-error-text';
import { storeUser, type StoredUser } from '../auth/session-store';
import { AuthenticationCodeField } from '../auth/TotpStep';
import { FormError } from '../ui/FormError';
import { primaryButton, secondaryButton } from '../ui/buttons';

/** Security: turn on two-step verification with an authenticator app (TOTP). */
export function TwoStepSection({ user }: { user: StoredUser }) {
  const { t } = useLingui();
  const [setup, setSetup] = useState<MfaGenerateResponse | null>(null);
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

  async function confirm(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const updated = await confirmTotp({ code });
      storeUser({ ...user, ...updated, sessionToken: user.sessionToken });
      setSetup(null);
    } catch (cause) {
      setError(loginErrorText(await toApiError(cause)));
    }
    setBusy(false);
  }

  return (
    <section aria-labelledby="security-heading" className="space-y-4">
      <h2 id="security-heading" className="text-base font-semibold text-slate-900">{t`Security`}</h2>
      <h3 className="text-sm font-medium text-slate-800">{t`Two-step verification`}</h3>
      {user.mfa ? (
        <output className="block rounded-md bg-green-50 px-3 py-2 text-sm text-green-800">
          {t`Two-step verification is on. Logging in asks for a code from your authenticator app.`}
        </output>
      ) : setup ? (
        <form onSubmit={confirm} className="space-y-4">
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
          <AuthenticationCodeField value={code} onChange={setCode} />
          <FormError message={error} />
          <button type="submit" className={`${primaryButton} w-full`} disabled={busy || code.length !== 6}>
            {t`Turn on two-step verification`}
          </button>
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
