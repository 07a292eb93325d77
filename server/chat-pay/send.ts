// What the shop sends a customer (a product card, an order's status message, the expiry reminder)
// goes out as an agent's reply does (publishTemplate): stored as the conversation's message under its
// receiptId (a repeated receiptId stores and sends nothing), announced to the consoles and the live-chat
// widget, and delivered by the channels' outbound pipeline to a connected account's customer. Meta's
// messaging window holds: a merchant's send outside it is refused, the background's is skipped.
import type { MessageTag } from '../../common/customer-profile';
import { messageTagsFor } from '../../common/customer-profile';
import type { OutboundContent, TemplateData } from '../../common/contracts/message-data';
import { templateProblem } from '../../common/message-content';
import { windowRefusal } from '../../common/messaging-window';
import { badRequest } from '../http/errors';
import { announceMessage } from '../messages/announce';
import { messagingWindowClosed } from '../messages/errors';
import type { ReplyQueue } from '../messages/routes';
import type { CustomerRow, MessageRow } from '../messages/serialize';
import { appendMessage } from '../messages/store';
import type { Services } from '../services';

export type ShopSendServices = Pick<Services, 'db' | 'realtime' | 'push' | 'channels'> & { outbound: ReplyQueue };

/** Who sends: a member from a merchant route, or the shop itself (the background's reminder). */
export type ShopSender = { kind: 'member'; userId: string; name: string } | { kind: 'shop'; orgId: string; name: string };

export interface ShopSend {
  receiptId: string;
  sender: ShopSender;
  /** A message tag of the customer's platform (merchantTag). */
  messageTag?: MessageTag;
}

/**
 * The tag a merchant's send goes with on this customer's platform: the one asked for (a tag the
 * platform does not know: 400 naming the field), else HUMAN_AGENT where the platform has it (03 §9).
 */
export function merchantTag(platform: CustomerRow['platform'], requested: MessageTag | undefined): MessageTag | undefined {
  const known = messageTagsFor(platform);
  if (requested && requested !== 'NO_TAG' && !known.includes(requested)) throw badRequest(`body/fbMessengerTag ${requested} is not a message tag of ${platform}`);
  return requested ?? (known.includes('HUMAN_AGENT') ? 'HUMAN_AGENT' : undefined);
}

/** The stored message (the one stored before for a repeated receiptId); undefined when the background may not send now. */
export async function sendToCustomer(services: ShopSendServices, customer: CustomerRow, content: OutboundContent, send: ShopSend): Promise<MessageRow | undefined> {
  const { messageTag, sender } = send;
  const tag = messageTag === 'NO_TAG' ? undefined : messageTag;
  if (windowRefusal(customer.platform, customer.lastInboundAt, tag, Date.now())) {
    if (sender.kind === 'shop') return undefined;
    throw messagingWindowClosed(customer.platform);
  }
  const problem = content.contentType === 'template' ? templateProblem(content.data as TemplateData, customer.platform) : undefined;
  if (problem) throw badRequest(`template: ${problem}`);
  const appended = await appendMessage(services.db, {
    customer,
    receiptId: send.receiptId,
    contentType: content.contentType,
    data: content.data,
    sendType: 'send',
    ...(sender.kind === 'member' ? { senderType: '_User' as const, senderId: sender.userId } : { senderType: 'Bot' as const, senderId: `chat-pay:${sender.orgId}` }),
    profile: { firstName: sender.name },
    ...(tag ? { messageTag: tag } : {}),
    delivered: customer.integrationId !== null,
  });
  if (appended.created) {
    await announceMessage(services, appended.message, appended.customer);
    if (appended.message.delivery) services.outbound.wake();
  }
  return appended.message;
}
