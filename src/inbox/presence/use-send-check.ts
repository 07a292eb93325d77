import { useCallback, useState } from 'react';
import { RECENT_REPLY_MS } from '../../../common/presence';
import { otherAgentReplySince } from '../../../local/recent-reply';
import type { RecentReply } from './RecentReplyDialog';

export interface SendCheck {
  /** Resolves true to send: at once when no other agent replied lately, else once the agent chose. */
  confirmSend: () => Promise<boolean>;
  /** What the dialog shows while it asks. */
  asking: RecentReply | undefined;
  answer: (send: boolean) => void;
}

/** Before sending: did another agent reply in the last RECENT_REPLY_MS (stored messages, offline too)? */
export function useSendCheck(conversationId: string, selfId: string): SendCheck {
  const [pending, setPending] = useState<RecentReply & { resolve: (send: boolean) => void }>();

  const confirmSend = useCallback(async () => {
    const now = Date.now();
    const reply = await otherAgentReplySince(conversationId, selfId, now - RECENT_REPLY_MS);
    if (!reply) return true;
    // A clock behind the server's could make it look sent in the future.
    const seconds = Math.max(0, Math.round((now - Date.parse(reply.createdAt)) / 1000));
    return new Promise<boolean>((resolve) => setPending({ reply, seconds, resolve }));
  }, [conversationId, selfId]);

  const answer = useCallback((send: boolean) => {
    pending?.resolve(send);
    setPending(undefined);
  }, [pending]);

  return { confirmSend, asking: pending, answer };
}
