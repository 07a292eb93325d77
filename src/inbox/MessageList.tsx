import { useEffect, useMemo, useRef, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useLingui } from '@lingui/react/macro';
import { PAGE_SIZE } from '../../common/constants';
import { isReaction, isSystemLine } from '../../common/message-content';
import { conversationView, orgLoaded } from '../../local/queries';
import { getSync } from '../data/sync-client';
import { useFocusedMessageLimit, useScrollToMessage } from '../search/use-focused-message';
import { secondaryButton } from '../ui/buttons';
import { showToast } from '../ui/toast-store';
import { isLocked } from './content/lock-state';
import { reactionsByTarget } from './content/reactions';
import { SystemLine } from './content/SystemLine';
import { useTyping } from './content/use-typing';
import { MessageBubble } from './MessageBubble';
import { PendingBubble } from './PendingBubble';
import { senderLabel, type SenderContext } from './sender-label';

interface MessageListProps {
  orgId: string;
  conversationId: string;
  senders: SenderContext;
  /** A message to open the conversation at (a message search result): read back to it, scrolled to and marked. */
  focusMessageId?: string;
}

/** The conversation's stored messages, oldest first, followed by what is still in the outbox. */
export function MessageList({ orgId, conversationId, senders, focusMessageId }: MessageListProps) {
  const { t } = useLingui();
  const [pageLimit, setLimit] = useState(PAGE_SIZE);
  // Whether the server may hold older messages than IndexedDB: only before the organization's first full
  // pull has finished (the change feed brings every message), and until a page answers short.
  const loaded = useLiveQuery(() => orgLoaded(orgId), [orgId]);
  const [serverExhausted, setServerExhausted] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  // A message search result opens the conversation at its message: read back far enough to show it.
  const limit = Math.max(pageLimit, useFocusedMessageLimit(conversationId, focusMessageId));
  const view = useLiveQuery(() => conversationView(conversationId, limit), [conversationId, limit]);
  const messages = view?.messages;
  const pending = view?.pending;
  const scroller = useRef<HTMLDivElement>(null);
  const reactions = useMemo(() => reactionsByTarget(messages ?? []), [messages]);
  const typing = useTyping(conversationId);
  const typingText = (customer: string) => t`${customer} is typing…`;

  // Follow the conversation's end when a message arrives or is sent, not when older ones load above.
  const lastKey = pending?.at(-1)?.receiptId ?? messages?.at(-1)?.objectId;
  useEffect(() => {
    if (lastKey === undefined) return;
    scroller.current?.scrollTo({ top: scroller.current.scrollHeight });
  }, [lastKey]);
  useScrollToMessage(scroller, focusMessageId, messages);

  const serverMayHaveOlder = loaded === false && !serverExhausted;
  const hasOlder = view?.moreStored === true || (view !== undefined && serverMayHaveOlder);

  async function loadOlder() {
    setLimit(limit + PAGE_SIZE);
    if (!serverMayHaveOlder) return;
    setLoadingOlder(true);
    try {
      setServerExhausted(!(await getSync().loadOlderMessages(orgId, conversationId)));
    } catch {
      showToast('error', t`Older messages could not be loaded. Check your connection.`);
    } finally {
      setLoadingOlder(false);
    }
  }

  const empty = messages?.length === 0 && pending?.length === 0;
  // Delivered / Seen shows under the newest reply only: the platforms confirm up to a point in time.
  const newestReplyId = [...messages ?? []].reverse()
    .find((message) => message.sendType === 'send' && !isReaction(message.contentType) && !isSystemLine(message.contentType))?.objectId;
  return (
    <div ref={scroller} className="min-h-0 flex-1 overflow-y-auto px-4 py-3">
      {hasOlder && (
        <div className="mb-3 text-center">
          <button type="button" className={secondaryButton} onClick={() => void loadOlder()} disabled={loadingOlder}>
            {loadingOlder ? t`Loading…` : t`Load older messages`}
          </button>
        </div>
      )}
      <div role="log" aria-label={t`Messages`} className="flex flex-col gap-3">
        {empty && <p className="py-8 text-center text-sm text-slate-500">{t`No messages in this conversation yet.`}</p>}
        {messages?.map((message) => {
          // Reactions show on the message they target, not as messages of their own.
          if (isReaction(message.contentType)) return null;
          const sender = senderLabel(message, senders);
          return isSystemLine(message.contentType)
            ? <SystemLine key={message.objectId} message={message} sender={sender} />
            : (
              <MessageBubble key={message.objectId} message={message} sender={sender} reactions={reactions.get(message.objectId)}
                highlighted={message.objectId === focusMessageId} newestReply={message.objectId === newestReplyId} />
            );
        })}
        {pending?.map((entry) => (
          <PendingBubble key={entry.receiptId} pending={entry} sender={t`You`} />
        ))}
      </div>
      <p aria-live="polite" className="mt-2 min-h-4 px-1 text-xs text-slate-500 italic">
        {typing ? typingText(senders.customerName) : ''}
      </p>
      {messages && isLocked(messages) && (
        <output className="mt-3 block rounded-lg bg-amber-50 px-3 py-2 text-center text-sm text-amber-900">
          {t({ id: 'chat.lockedMsgConversation', message: 'This conversation is locked: it is being handled elsewhere for now.' })}
        </output>
      )}
    </div>
  );
}
