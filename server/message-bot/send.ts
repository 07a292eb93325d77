// The bot's replies go out as an agent's do (publishTemplate): stored as the conversation's messages
// (sender type Bot), a customer of a connected account's through the channels' outbound pipeline (a
// LINE reply token when LINE gave one), a live-chat visitor's to the widget. A customer gets the replies
// their platform shows (an imagemap goes to LINE only), the quick reply on the last of them where the
// platform shows quick replies. Each reply's receiptId is fixed by what sent it, so a job run again
// never stores or sends a reply twice. Meta's messaging window holds for the bot too: outside it
// nothing is sent.
import type { FastifyBaseLogger } from 'fastify';
import type { BotImagemapReply, BotReply } from '../../common/contracts/message-bot';
import type { MessageData, OutboundContent } from '../../common/contracts/message-data';
import { withQuickReply, type QuickReplyItem } from '../../common/message-bot';
import { windowRefusal } from '../../common/messaging-window';
import { withCustomerName } from '../../common/message-editor';
import { announceMessage } from '../messages/announce';
import type { ReplyQueue } from '../messages/routes';
import type { CustomerRow } from '../messages/serialize';
import { appendMessage } from '../messages/store';
import type { Services } from '../services';

/** The name a bot message carries (a live-chat visitor sees it beside the reply). */
export const BOT_SENDER_NAME = 'Bot';

export type BotSendServices = Pick<Services, 'db' | 'realtime' | 'push' | 'channels'> & { outbound: ReplyQueue; log: FastifyBaseLogger };

/** A reply the bot sends by itself (a WhatsApp template needs an agent's placeholders: check.ts refuses it). */
export type BotSendable = OutboundContent | BotImagemapReply;
export const isBotSendable = (reply: BotReply): reply is BotSendable => !(reply.contentType === 'template' && reply.data.templateType === 'whatsapp');

/** What the bot says on one occasion: its replies, and the quick reply under the last. */
export interface BotAnswer {
  replies: readonly BotSendable[];
  quickReply?: { items: QuickReplyItem[] } | null;
}

/** A reply filled in for the customer: a text's name marker becomes their name. */
function filledIn(reply: BotSendable, customer: CustomerRow): BotSendable {
  return reply.contentType === 'text' ? { ...reply, data: { ...reply.data, content: withCustomerName(reply.data.content, customer.displayName) } } : reply;
}

/**
 * Sends the answer's replies the customer's platform shows as the bot (`senderId`: the rule's id, or
 * welcome, away, ai), the n-th of them under `${receiptKey}:${n}`. Answers the positions of the replies
 * stored now (none: all were stored before, or none may go).
 */
export async function sendBotReplies(
  services: BotSendServices, customer: CustomerRow, answer: BotAnswer, { senderId, receiptKey }: { senderId: string; receiptKey: string },
): Promise<number[]> {
  const { db, outbound, log } = services;
  const refusal = windowRefusal(customer.platform, customer.lastInboundAt, undefined, Date.now());
  if (refusal) {
    log.info({ customer: customer.objectId, senderId, need: refusal }, 'bot reply not sent: outside the messaging window');
    return [];
  }
  const stored: number[] = [];
  for (const [index, reply] of withQuickReply(answer.replies, customer.platform, answer.quickReply ?? undefined).entries()) {
    const content = filledIn(reply, customer);
    const appended = await appendMessage(db, {
      customer,
      receiptId: `${receiptKey}:${index}`,
      contentType: content.contentType,
      data: content.data as MessageData,
      sendType: 'send',
      senderType: 'Bot',
      senderId,
      profile: { firstName: BOT_SENDER_NAME },
      delivered: customer.integrationId !== null,
    });
    if (!appended.created) continue;
    stored.push(index);
    await announceMessage(services, appended.message, appended.customer);
  }
  if (stored.length > 0 && customer.integrationId !== null) outbound.wake();
  return stored;
}
