// Social login calls (01 §7): which providers to offer, and POST /users with authData.
import type { AuthProvider, AuthProvidersResponse, MfaNeededResponse, OidcAuthData } from '../../../common/contracts/accounts';
import { post } from '../../api/client';
import type { StoredUser } from '../session-store';

export async function fetchAuthProviders(): Promise<AuthProvider[]> {
  return (await post<AuthProvidersResponse>('/auth/providers', { _method: 'GET' })).providers;
}

/** Logs in (or signs up) with the provider's ID token; may answer the TOTP step like a password login. */
export function logInWithProvider(provider: string, authData: OidcAuthData): Promise<StoredUser | MfaNeededResponse> {
  return post<StoredUser | MfaNeededResponse>('/users', { authData: { [provider]: authData } });
}
