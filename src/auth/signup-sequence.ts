// Sign-up, in the order of 01 §4: create the user; wait 5 s; redeem the kept invitation (then wait
// 3 s) or create the organization; the e-commerce step; clear the kept invitation and referral.
// The caller then shows the e-mail verification message. The new user is stored only at the end,
// so the public-page guard does not move the visitor on half-way; calls carry its token instead.
import { INVITE_REDEEM_WAIT_MS, SIGNUP_SETUP_WAIT_MS } from '../../common/constants';
import { randomId } from '../../common/ids';
import { fetchCurrentUser, signUp } from '../api/accounts';
import { toApiError, type ApiError } from '../api/api-error';
import { createOrganization } from '../api/organizations';
import { clearStoredReferral } from './ecommerce-referral-store';
import { redeemInvite } from './invite-api';
import { clearStoredInvite, type StoredInvite } from './invite-store';
import type { StoredUser } from './session-store';
import type { SignupAccount } from './signup-draft';

/** Either join the organization of a kept invitation, or create one (01 §4). */
export type SignupSetup =
  | { invite: StoredInvite }
  | { company: string; industry: string };

/** What the visitor is told while sign-up runs: one entry per stretch of work or waiting. */
export type SignupStep = 'account' | 'preparing' | 'organization' | 'joining' | 'joined' | 'finishing';

export interface SignupOutcome {
  user: StoredUser;
  /** The organization joined or created. */
  orgId: string;
}

/** A failed sign-up; `user` is set when the account was created before the failure. */
export class SignupFailure extends Error {
  constructor(readonly error: ApiError, readonly user?: StoredUser) {
    super(error.message);
    this.name = 'SignupFailure';
  }
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function runSignup(
  account: SignupAccount,
  setup: SignupSetup,
  locale: string,
  onStep: (step: SignupStep) => void,
): Promise<SignupOutcome> {
  const email = account.email.trim().toLowerCase();
  onStep('account');
  let sessionToken: string;
  try {
    ({ sessionToken } = await signUp({
      username: email,
      email,
      password: account.password,
      firstName: account.firstName.trim(),
      lastName: account.lastName.trim(),
      language: locale,
    }));
  } catch (cause) {
    throw new SignupFailure(await toApiError(cause));
  }

  try {
    onStep('preparing');
    await wait(SIGNUP_SETUP_WAIT_MS);
    let orgId: string;
    if ('invite' in setup) {
      onStep('joining');
      ({ organization: { objectId: orgId } } = await redeemInvite(setup.invite.code, sessionToken));
      clearStoredInvite();
      onStep('joined');
      await wait(INVITE_REDEEM_WAIT_MS);
    } else {
      onStep('organization');
      const company = setup.company.trim();
      // 01 §3: the organization's name is generated at sign-up; people see the display name.
      ({ objectId: orgId } = await createOrganization(
        { name: randomId(), displayName: company, industry: setup.industry, locale },
        sessionToken,
      ));
    }
    // The e-commerce enable step (01 §4) would enable the shop platform of a kept referral through
    // the integrations of 03 §7 (/ec/…), which this server does not have: nothing is called, and the
    // referral is cleared with the invitation below.
    clearStoredInvite();
    clearStoredReferral();
    onStep('finishing');
    const user = await fetchCurrentUser(sessionToken);
    return { user: { ...user, sessionToken }, orgId };
  } catch (cause) {
    const failure = await toApiError(cause);
    const user = await fetchCurrentUser(sessionToken).catch(() => null);
    throw new SignupFailure(failure, user ? { ...user, sessionToken } : undefined);
  }
}
