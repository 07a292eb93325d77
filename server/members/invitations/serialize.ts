// An invitation as the API answers it (common/contracts/members.ts PendingInvitation).
import type { PendingInvitation } from '../../../common/contracts/members';
import type { InvitationRow } from './store';

export function toPendingInvitation({ invite, inviter }: InvitationRow): PendingInvitation {
  return {
    objectId: invite.objectId,
    email: invite.email,
    invitedBy: [inviter.firstName, inviter.lastName].filter(Boolean).join(' ') || inviter.email,
    sentAt: invite.createdAt.toISOString(),
    expiresAt: invite.expiresAt.toISOString(),
  };
}
