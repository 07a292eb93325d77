import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { botQuickReplyOf } from '../../common/message-bot';
import type { MessageRecord } from '../../local/records';
import { formatMessageTime } from '../i18n/format';
import { BotIcon } from '../shell/icons';
import { DeliveryNote } from './DeliveryNote';
import { MessageActions } from '../kept/MessageActions';
import { MessageContent } from './content/MessageContent';
import { QuickReplies } from './content/QuickReplies';
import { Reactions } from './content/Reactions';
import type { ReactionCount } from './content/reactions';

interface BubbleFrameProps {
  outgoing: boolean;
  sender: string;
  time: string | number;
  receiptId?: string;
  status: string;
  contentType?: string;
  tone?: 'normal' | 'pending' | 'failed';
  /** The stored message's objectId (a search result scrolls to it) and whether it is the one opened. */
  messageId?: string;
  highlighted?: boolean;
  children: ReactNode;
  footer?: ReactNode;
  /** Sent by a bot (the message bot's replies): the sender shows as the bot label. */
  bot?: boolean;
}

const toneStyles = {
  normal: { outgoing: 'bg-indigo-600 text-white', incoming: 'bg-white text-slate-900 border border-slate-200' },
  pending: { outgoing: 'bg-indigo-400 text-white', incoming: '' },
  failed: { outgoing: 'bg-white text-slate-900 border border-red-300', incoming: '' },
} as const;

/** A chat bubble: incoming on the left, outgoing on the right, sender and time above. */
export function BubbleFrame({ outgoing, sender, time, receiptId, status, contentType = 'text', tone = 'normal', messageId, highlighted, children, footer, bot = false }: BubbleFrameProps) {
  const { i18n } = useLingui();
  const style = toneStyles[tone][outgoing ? 'outgoing' : 'incoming'];
  return (
    <article
      data-receipt-id={receiptId}
      data-message-id={messageId}
      aria-current={highlighted || undefined}
      data-status={status}
      data-content-type={contentType}
      data-direction={outgoing ? 'outgoing' : 'incoming'}
      className={`group/message flex flex-col ${outgoing ? 'items-end' : 'items-start'} ${highlighted ? 'rounded-lg bg-amber-50 ring-2 ring-amber-300' : ''}`}
    >
      <p className="mb-0.5 flex gap-2 px-1 text-xs text-slate-500">
        {bot
          ? <span className="inline-flex items-center gap-1 rounded bg-violet-100 px-1.5 font-medium text-violet-800 [&>svg]:size-3.5"><BotIcon />{sender}</span>
          : <span className="font-medium text-slate-600">{sender}</span>}
        <time dateTime={new Date(time).toISOString()}>{formatMessageTime(time, i18n.locale)}</time>
      </p>
      <div className={`max-w-[70%] rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap ${style}`}>{children}</div>
      {footer}
    </article>
  );
}

interface MessageBubbleProps {
  message: MessageRecord;
  sender: string;
  /** Reactions other messages put on this one (content/reactions.ts). */
  reactions?: ReactionCount[];
  /** The message a search result opened. */
  highlighted?: boolean;
  /** The conversation's newest reply: it says whether the customer got it or read it. */
  newestReply?: boolean;
}

/** A message the server has stored (sent or received), drawn by its content type (content/). */
export function MessageBubble({ message, sender, reactions, highlighted, newestReply = false }: MessageBubbleProps) {
  const outgoing = message.sendType === 'send';
  const quickReplies = botQuickReplyOf(message);
  return (
    <BubbleFrame
      outgoing={outgoing}
      sender={sender}
      time={message.createdAt}
      receiptId={message.receiptId}
      messageId={message.objectId}
      highlighted={highlighted}
      status={message.delivery?.state === 'failed' ? 'undelivered' : 'sent'}
      contentType={message.contentType}
      bot={message.senderType === 'Bot' || message.senderType === 'ForeignBot'}
      footer={(
        <>
          {quickReplies && <QuickReplies items={quickReplies} />}
          {reactions?.length ? <Reactions reactions={reactions} outgoing={outgoing} /> : null}
          <DeliveryNote message={message} newestReply={newestReply} />
          <MessageActions message={message} />
        </>
      )}
    >
      <MessageContent message={message} />
    </BubbleFrame>
  );
}
