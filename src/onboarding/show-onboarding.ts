import { needsOnboarding } from '../../common/account-profile';
import type { User } from '../../common/contracts/accounts';
import type { ProfileChange } from '../account/pending-profile';

/** The carousel shows while the tutorial flag is not set, neither on the server nor waiting to go there (01 §4). */
export function showOnboarding(user: Pick<User, 'toturialDisabled'>, pending: ProfileChange): boolean {
  return needsOnboarding(user) && pending.toturialDisabled !== true;
}
