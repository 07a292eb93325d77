import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { type InvalidInviteBody } from '../../common/contracts/members';
import { INVALID_INVITE_CODE } from '../../common/error-keys';
import { errorText } from '../api/error-text';
import { storeSelectedOrgId } from '../org/selected-org';
import { showToast } from '../ui/toast-store';
import { inviteFailPath } from './InvitePage';
import { clearStoredInvite } from './invite-store';
import { storeUser } from './session-store';
import { clearSignupAccount, type SignupAccount } from './signup-draft';
import { runSignup, SignupFailure, type SignupSetup, type SignupStep } from './signup-sequence';

export interface SignupState {
  /** The step running now; null before the start and after a failure that leaves the form usable. */
  step: SignupStep | null;
  /** Why the account could not be created (the form stays, to correct it). */
  error: string | null;
  start: (account: SignupAccount, setup: SignupSetup) => Promise<void>;
}

/** Runs sign-up (signup-sequence.ts), then shows the e-mail verification message (01 §4). */
export function useSignup(): SignupState {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const [step, setStep] = useState<SignupStep | null>(null);
  const [error, setError] = useState<string | null>(null);

  const start = useCallback(async (account: SignupAccount, setup: SignupSetup) => {
    setError(null);
    try {
      const { user, orgId } = await runSignup(account, setup, i18n.locale, setStep);
      clearSignupAccount();
      storeSelectedOrgId(orgId);
      storeUser(user);
      // An invitation mailed to this very address has verified it already: straight into the console.
      navigate(user.emailVerified ? '/' : '/signup-verify', { replace: true });
    } catch (cause) {
      if (!(cause instanceof SignupFailure)) throw cause;
      if (!cause.user) {
        setStep(null);
        setError(errorText(cause.error));
        return;
      }
      // The account exists but was not set up: it goes on signed in, where the guards lead it
      // (verify the address, then create an organization).
      clearSignupAccount();
      storeUser(cause.user);
      if (cause.error.body.error === INVALID_INVITE_CODE) {
        clearStoredInvite();
        const organization = (cause.error.body as Partial<InvalidInviteBody>).organization
          ?? ('invite' in setup ? setup.invite.organization : undefined);
        navigate(inviteFailPath(organization?.name), { replace: true });
        return;
      }
      showToast('error', errorText(cause.error));
      navigate(cause.user.emailVerified ? '/add-organization' : '/signup-verify', { replace: true });
    }
  }, [i18n, navigate]);

  return { step, error, start };
}
