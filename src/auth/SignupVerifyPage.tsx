import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { fetchCurrentUser } from '../api/accounts';
import { toApiError } from '../api/api-error';
import { errorText } from '../api/error-text';
import { EmailAddress } from '../ui/EmailAddress';
import { FormError } from '../ui/FormError';
import { Spinner } from '../ui/Spinner';
import { primaryButton, secondaryButton } from '../ui/buttons';
import { useDocumentTitle } from '../ui/use-document-title';
import { verifyErrorText } from './account-errors';
import { loginNotice } from './login-notice';
import { resendVerificationEmail, verifyEmail } from './password-api';
import { PublicLayout } from './PublicLayout';
import { readStoredUser, storeUser, useStoredUser } from './session-store';

// One call per token, even when React runs the effect twice (StrictMode) or the page re-mounts.
const verifying = new Map<string, Promise<unknown>>();

/** The stored user again from the server (its emailVerified may have changed elsewhere). */
async function refreshStoredUser(): Promise<boolean> {
  const stored = readStoredUser();
  if (!stored) return false;
  const user = await fetchCurrentUser(stored.sessionToken);
  storeUser({ ...user, sessionToken: stored.sessionToken });
  return user.emailVerified;
}

/**
 * /signup-verify: with ?token= it verifies the address and continues into the console (or to the
 * login); without, a signed-in user whose address is not verified reads "check your mail" and may
 * have the link sent again.
 */
export function SignupVerifyPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <VerifyToken token={token} /> : <CheckYourMail />;
}

function VerifyToken({ token }: { token: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  useDocumentTitle(t`Verify your e-mail`);

  useEffect(() => {
    let current = true;
    let call = verifying.get(token);
    if (!call) {
      call = verifyEmail(token);
      verifying.set(token, call);
    }
    call.then(async () => {
      if (!current) return;
      const stored = readStoredUser();
      if (!stored) return navigate('/login', { replace: true, state: loginNotice('email-verified') });
      // Signed in (in this browser): continue into the console with the fresh user.
      await refreshStoredUser().catch(() => storeUser({ ...stored, emailVerified: true }));
      if (current) navigate('/', { replace: true });
    }, async (cause: unknown) => {
      verifying.delete(token);
      if (current) setError(verifyErrorText(await toApiError(cause)));
    });
    return () => { current = false; };
  }, [token, navigate]);

  return (
    <PublicLayout title={t`Verify your e-mail`}>
      {error ? (
        <>
          <FormError message={error} />
          <p className="mt-6 text-center text-sm text-slate-600">
            <Link to="/signup-verify" className="font-medium text-indigo-600 hover:underline">{t`Send a new link`}</Link>
          </p>
        </>
      ) : (
        <output className="flex flex-col items-center gap-3 text-sm text-slate-700">
          <Spinner />
          <span>{t`Verifying your e-mail address…`}</span>
        </output>
      )}
    </PublicLayout>
  );
}

async function logOutNow() {
  const { logOut } = await import('./logout');
  await logOut({ notifyServer: true });
}

function CheckYourMail() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const user = useStoredUser();
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const checking = useRef(false);
  useDocumentTitle(t`Verify your e-mail`);

  // Verified in another tab or browser: notice it when the page gets the focus back.
  useEffect(() => {
    const check = () => {
      if (checking.current || !readStoredUser() || readStoredUser()?.emailVerified) return;
      checking.current = true;
      refreshStoredUser().then((verified) => {
        if (verified) navigate('/', { replace: true });
      }, () => undefined).finally(() => { checking.current = false; });
    };
    check();
    window.addEventListener('focus', check);
    return () => window.removeEventListener('focus', check);
  }, [navigate]);

  if (!user) return <Navigate to="/login" replace />;
  if (user.emailVerified) return <Navigate to="/" replace />;
  const email = user.email;

  async function resend() {
    if (!user) return;
    setBusy(true);
    setError(null);
    try {
      await resendVerificationEmail(user);
      setSent(true);
    } catch (cause) {
      setError(errorText(await toApiError(cause)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <PublicLayout title={t`Check your mail`}>
      <div className="space-y-4 text-sm text-slate-700">
        <p><Trans>We sent a verification link to <EmailAddress email={email} />. Open it to start using Parley.</Trans></p>
        {sent && <output className="block rounded-md bg-green-50 px-3 py-2 text-green-800">{t`A new link is on its way.`}</output>}
        <FormError message={error} />
        <button type="button" className={`${primaryButton} w-full`} disabled={busy} onClick={() => void resend()}>
          {t`Resend`}
        </button>
        <button type="button" className={`${secondaryButton} w-full`} onClick={() => void logOutNow()}>
          {t`Log out`}
        </button>
      </div>
    </PublicLayout>
  );
}
