import { useNavigate } from 'react-router';
import { applyUserLanguage } from '../i18n/activate';
import { readStoredInvite } from './invite-store';
import { storeUser, type StoredUser } from './session-store';

/** After any login (password, code, social): the account's language, the stored session, then on. */
export function useFinishLogin(): (user: StoredUser) => Promise<void> {
  const navigate = useNavigate();
  return async (user) => {
    await applyUserLanguage(user.language);
    storeUser(user);
    // An invitation opened before logging in is redeemed first; "/" routes on by the rules of 01 §2.
    navigate(readStoredInvite() ? '/invite' : '/', { replace: true });
  };
}
