import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { LoginErrorCode, LoginErrorText } from '../../../common/error-keys';
import { toApiError } from '../../api/api-error';
import { FormError } from '../../ui/FormError';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useFinishLogin } from '../finish-login';
import { isMfaNeeded, logInWithTotp } from '../login-api';
import { loginErrorText } from '../login-error-text';
import { PublicLayout } from '../PublicLayout';
import { TotpStep } from '../TotpStep';
import {
  clearPendingAuthorization, readAuthorizationResponse, readPendingAuthorization, type PendingAuthorization,
} from './authorization-request';
import { providerErrorText, socialErrorText } from './social-error-text';
import { logInWithProvider } from './social-api';

type Step =
  | { kind: 'working' }
  | { kind: 'totp'; tempId: string; error: string | null; busy: boolean }
  | { kind: 'failed'; message: string };

/** What the provider's answer allows: a login with its token, or a refusal to show. */
type Start =
  | { kind: 'login'; request: PendingAuthorization; idToken: string }
  | { kind: 'failed'; message: string };

/**
 * /login/callback: where the provider sends the browser back with the ID token in the fragment.
 * Checks that the answer belongs to the request this tab started, logs in with it, then goes on
 * exactly as after a password login.
 */
export function SocialCallbackPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const finish = useFinishLogin();
  const { hash } = useLocation();
  const [request] = useState(readPendingAuthorization);
  const [start] = useState((): Start => {
    const answer = readAuthorizationResponse(hash);
    if (!request || !answer || answer.state !== request.state) {
      return { kind: 'failed', message: t`This sign-in does not match one started in this window. Start again from the login page.` };
    }
    if (answer.kind === 'error') return { kind: 'failed', message: providerErrorText(answer.error, request.label) };
    return { kind: 'login', request, idToken: answer.idToken };
  });
  const [step, setStep] = useState<Step>(start.kind === 'failed' ? start : { kind: 'working' });
  const started = useRef(false);
  const label = request?.label ?? '';
  useDocumentTitle(t`Log in`);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    clearPendingAuthorization();
    // The token must not stay in the address bar or the history.
    navigate('.', { replace: true });
    if (start.kind !== 'login') return;
    const { request: used, idToken } = start;
    logInWithProvider(used.provider, { id_token: idToken, nonce: used.nonce }).then(
      (user) => (isMfaNeeded(user) ? setStep({ kind: 'totp', tempId: user.tempId, error: null, busy: false }) : finish(user)),
      async (cause: unknown) => setStep({ kind: 'failed', message: socialErrorText(await toApiError(cause), used.label) }),
    );
  }, [start, navigate, finish]);

  async function submitCode(tempId: string, code: string) {
    setStep({ kind: 'totp', tempId, error: null, busy: true });
    try {
      await finish(await logInWithTotp({ tempId, code }));
    } catch (cause) {
      const failure = await toApiError(cause);
      // An expired login attempt cannot be finished here: start again from the login page.
      if (failure.body.code === LoginErrorCode.MFA_ERROR && failure.body.error === LoginErrorText.MFA_TEMP_ID_INVALID) {
        setStep({ kind: 'failed', message: loginErrorText(failure) });
      } else {
        setStep({ kind: 'totp', tempId, error: loginErrorText(failure), busy: false });
      }
    }
  }

  if (step.kind === 'totp') {
    return (
      <PublicLayout title={t`Two-step verification`}>
        <TotpStep busy={step.busy} error={step.error} onSubmit={(code) => void submitCode(step.tempId, code)} onBack={() => navigate('/login', { replace: true })} />
      </PublicLayout>
    );
  }
  return (
    <PublicLayout title={label ? t`Continue with ${label}` : t`Log in`}>
      {step.kind === 'working' ? (
        <output className="flex items-center justify-center gap-2 text-sm text-slate-600">
          <span className="size-4 animate-spin rounded-full border-2 border-slate-300 border-t-indigo-600" aria-hidden="true" />
          {t`Signing you in…`}
        </output>
      ) : (
        <div className="space-y-4">
          <FormError message={step.message} />
          <Link to="/login" replace className="block text-center text-sm font-medium text-indigo-600 hover:underline">
            {t`Back to login`}
          </Link>
        </div>
      )}
    </PublicLayout>
  );
}
