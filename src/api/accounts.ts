import type { LoginRequest, SignUpRequest, SignUpResponse, User } from '../../common/contracts/accounts';
import type { StoredUser } from '../auth/session-store';
import { post } from './client';

export function logIn(credentials: LoginRequest): Promise<StoredUser> {
  return post<StoredUser>('/user/login', { ...credentials, _method: 'GET' });
}

export function signUp(request: SignUpRequest): Promise<SignUpResponse> {
  return post<SignUpResponse>('/users', request);
}

/** The user a session token belongs to (right after sign-up, before anything is stored). */
export function fetchCurrentUser(sessionToken: string): Promise<User> {
  return post<User>('/users/me', { _SessionToken: sessionToken });
}

export function logOutOnServer(): Promise<unknown> {
  return post('/logout');
}
