// The invitation a signed-out visitor opened (01 §3 "Invite (kept locally)": code, e-mail,
// organization), kept until they have signed up or logged in and it is redeemed.
import { decodeInviteCode, isUsableInviteCode } from '../../common/invite-code';

const STORAGE_KEY = 'parley.invite';

export interface StoredInvite {
  code: string;
  email: string;
  organization: { objectId: string; name: string };
}

/** Keeps the invite when its code decodes and has not expired (01 §5); answers whether it did. */
export function storeInvite(code: string): boolean {
  const content = decodeInviteCode(code);
  if (!content || !isUsableInviteCode(code)) return false;
  const invite: StoredInvite = { code, email: content.email, organization: content.organization };
  localStorage.setItem(STORAGE_KEY, JSON.stringify(invite));
  return true;
}

/** The kept invite, or null (an expired one is dropped). */
export function readStoredInvite(): StoredInvite | null {
  const text = localStorage.getItem(STORAGE_KEY);
  if (!text) return null;
  try {
    const invite = JSON.parse(text) as StoredInvite;
    if (typeof invite.code === 'string' && isUsableInviteCode(invite.code)) return invite;
  } catch {
    // Not ours any more: dropped below.
  }
  clearStoredInvite();
  return null;
}

export function clearStoredInvite(): void {
  localStorage.removeItem(STORAGE_KEY);
}
