import { useLingui } from '@lingui/react/macro';
import type { MessageRecord } from '../../../local/records';
import type { NotifyEventData, RecurringNotificationData } from '../../../common/contracts/message-data';
import { formatMessageTime } from '../../i18n/format';

/** Events (notify events, recurring notifications) as a centered line across the conversation. */
export function SystemLine({ message, sender }: { message: MessageRecord; sender: string }) {
  const { i18n } = useLingui();
  return (
    <p role="note" data-content-type={message.contentType} className="mx-auto max-w-[80%] text-center text-xs text-slate-500">
      <span>{useSystemText(message, sender)}</span>{' · '}
      <time dateTime={message.createdAt}>{formatMessageTime(message.createdAt, i18n.locale)}</time>
    </p>
  );
}

function useSystemText(message: MessageRecord, sender: string): string {
  const { t } = useLingui();
  const handoverText = useHandoverText();
  const orderText = useOrderText();
  const topic = message.data.title ?? '';
  switch (message.contentType) {
    case 'recurringNotificationStart':
      return topic ? t`${sender} subscribed to recurring notifications: ${topic}` : t`${sender} subscribed to recurring notifications`;
    case 'recurringNotificationStop':
      return topic ? t`${sender} unsubscribed from recurring notifications: ${topic}` : t`${sender} unsubscribed from recurring notifications`;
    case 'recurringNotificationSent':
      return topic ? t`Recurring notification sent: ${topic}` : t`Recurring notification sent`;
  }
  const data = message.data as NotifyEventData | RecurringNotificationData;
  switch ('event' in data ? data.event : undefined) {
    case 'follow': return t`${sender} followed the account`;
    case 'block': return t`${sender} blocked the account`;
    case 'lockStart': return t`The conversation was locked`;
    case 'lockEnd': return t`The conversation was unlocked`;
    case 'login': return t`${sender} logged in`;
    case 'botHandover': return handoverText(data as NotifyEventData);
    case 'botHandback': {
      const name = (data as NotifyEventData).by?.name;
      return name ? t`${name} handed the conversation back to the bot` : t`The conversation was handed back to the bot`;
    }
    case 'orderPlaced': case 'orderPaid': case 'orderCancelled': case 'orderExpired': case 'orderShipped': case 'orderDelivered':
      return orderText(data as NotifyEventData);
    case 'referral': {
      const { source, ref } = (data as NotifyEventData).referral ?? {};
      const from = source === 'ads' ? t`an ad`
        : source === 'messengerCode' ? t`a Messenger code`
          : source === 'discoverTab' ? t`the Discover tab`
            : source === 'customerChatPlugin' ? t`the chat plugin` : t`a link`;
      return ref ? t`${sender} came from ${from} (${ref})` : t`${sender} came from ${from}`;
    }
    default:
      return t({ id: 'chat.sentUnsupported', message: 'This type of message cannot be shown here.' });
  }
}

/** Why the message bot let go of the conversation (common/message-bot.ts BOT_HANDOVER_REASONS), one text per reason. */
function useHandoverText(): (data: NotifyEventData) => string {
  const { t } = useLingui();
  return ({ reason, by }) => {
    const name = by?.name ?? t`An agent`;
    switch (reason) {
      case 'agentReplied': return t`${name} took over from the bot`;
      case 'agentAssigned': return t`${name} took over from the bot by assigning the conversation`;
      case 'askedForPerson': return t`The bot handed the conversation to the team: the customer asked for a person`;
      case 'aiUnsure': return t`The bot handed the conversation to the team: the AI was unsure`;
      case 'aiPointsOut': return t`The bot handed the conversation to the team: the AI points of this month are used up`;
      case 'aiFailed': return t`The bot handed the conversation to the team: the AI service did not answer`;
      default: return by ? t`${name} took over from the bot` : t`The bot handed the conversation to the team`;
    }
  };
}

/** An order of the customer changed (chatPay, server/chat-pay/orders/events.ts), one text per event. */
function useOrderText(): (data: NotifyEventData) => string {
  const { t } = useLingui();
  return ({ event, order }) => {
    const number = order?.number ?? '';
    switch (event) {
      case 'orderPlaced': return t`Order ${number} was placed`;
      case 'orderPaid': return t`Order ${number} was paid`;
      case 'orderCancelled': return t`Order ${number} was cancelled`;
      case 'orderExpired': return t`Order ${number} expired unpaid and was cancelled`;
      case 'orderDelivered': return t`Order ${number} was delivered`;
      default: return t`Order ${number} has shipped`;
    }
  };
}
