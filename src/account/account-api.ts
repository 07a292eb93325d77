// The signed-in user's own account calls (01 §7 Account; docs/accounts.md).
import type { UpdateProfileRequest, UpdateUserRequest } from '../../common/contracts/accounts';
import type { User } from '../../common/contracts/accounts';
import { post } from '../api/client';
import { readStoredUser, storeUser } from '../auth/session-store';

/** POST /classes/_User/{id} with _method GET: the user as the server has it now. */
export function fetchUser(userId: string): Promise<User> {
  return post<User>(`/classes/_User/${userId}`, { _method: 'GET' });
}

/** POST /classes/_User/{id} with _method PUT: e-mail, username or the tutorial flag. */
export function updateUser(userId: string, changes: UpdateUserRequest): Promise<User> {
  return post<User>(`/classes/_User/${userId}`, { ...changes, _method: 'PUT' });
}

/** PUT /user/update/{id}: names, language, picture, two-step verification with a code. */
export function updateProfile(userId: string, changes: UpdateProfileRequest): Promise<User> {
  return post<User>(`/user/update/${userId}`, { ...changes, _method: 'PUT' });
}

/** Keeps a fresh copy of the signed-in user (with its session token), if it is still the one signed in. */
export function storeFreshUser(user: User): void {
  const stored = readStoredUser();
  if (stored?.objectId === user.objectId) storeUser({ ...user, sessionToken: stored.sessionToken });
}
