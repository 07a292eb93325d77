// The login calls with two-step verification (01 §4, §7): the password step may answer
// `mfaNeeded` with a temporary id; the code step finishes the login.
import type { LoginRequest, LoginTotpRequest, MfaGenerateResponse, MfaNeededResponse } from '../../common/contracts/accounts';
import { post } from '../api/client';
import type { StoredUser } from './session-store';

export function logInWithPassword(credentials: LoginRequest): Promise<StoredUser | MfaNeededResponse> {
  return post<StoredUser | MfaNeededResponse>('/user/login', { ...credentials, _method: 'GET' });
}

export function isMfaNeeded(answer: StoredUser | MfaNeededResponse): answer is MfaNeededResponse {
  return 'mfaNeeded' in answer && answer.mfaNeeded === true;
}

export function logInWithTotp(request: LoginTotpRequest): Promise<StoredUser> {
  return post<StoredUser>('/user/login_totp', request);
}

/** A new TOTP secret for the signed-in user (on once a code confirms it: src/account/TwoStepSection.tsx). */
export function generateTotpSecret(): Promise<MfaGenerateResponse> {
  return post<MfaGenerateResponse>('/user/mfa/generate_code', { method: 'totp', _method: 'PUT' });
}
