// What a broadcast sends: its messages as message contents (what the conversation stores and the
// adapters send), which of them each recipient gets, and the WhatsApp numbers its templates belong to.
import { messageIndexesFor } from '../../common/broadcasts';
import { cardWithoutSizes, withShareButton } from '../../common/broadcast-content';
import type { BroadcastCardData, BroadcastMessage } from '../../common/contracts/broadcasts';
import { liffShareUrl } from '../../common/line-liff';
import type { Platform } from '../../common/contracts/base';
import type { MessageContent } from '../../common/contracts/message-data';
import type { WhatsAppTemplateSend } from '../../common/contracts/whatsapp-templates';
import { whatsAppTemplateMessage } from '../channels/whatsapp/templates/template-message';
import { organizationTemplate } from '../channels/whatsapp/templates/store';
import { shareLinkOf, type ShareLink } from '../channels/line-login/share';
import type { Queryable } from '../db/client';
import type { CustomerRow } from '../messages/serialize';
import type { AudienceInput } from './audience';
import { audienceGroups } from './audience-groups';
import type { BroadcastRow } from './serialize';

const isWhatsAppTemplate = (message: BroadcastMessage): message is { contentType: 'template'; data: WhatsAppTemplateSend } =>
  message.contentType === 'template' && message.data.templateType === 'whatsapp';

export interface BroadcastPlan {
  broadcast: BroadcastRow;
  /** Who the conversation shows as the sender: the member who created the broadcast. */
  senderId: string;
  /** The WhatsApp number (integration) of each WhatsApp template message, by message index. */
  templateNumbers: Map<number, string>;
  audience(now: Date): AudienceInput;
  /** The share message's LIFF app and token; undefined without a share message, or when the organization has no LIFF app now. */
  share?: ShareLink;
  /** The message indexes a recipient gets (a WhatsApp template only to customers of its own number). */
  indexesFor(platform: Platform, withinWindow: boolean, integrationId: string | null): number[];
}

/** The WhatsApp numbers of the messages' templates, by index (a template the organization does not have: none). */
export async function templateNumbersOf(db: Queryable, orgId: string, messages: readonly BroadcastMessage[]): Promise<Map<number, string>> {
  const numbers = new Map<number, string>();
  for (const [index, message] of messages.entries()) {
    if (!isWhatsAppTemplate(message)) continue;
    const template = await organizationTemplate(db, orgId, message.data.waTemplateId);
    if (template) numbers.set(index, template.integrationId);
  }
  return numbers;
}

export async function planOf(db: Queryable, broadcast: BroadcastRow): Promise<BroadcastPlan> {
  const templateNumbers = await templateNumbersOf(db, broadcast.orgId, broadcast.messages);
  const share = broadcast.messages.some((message) => message.contentType === 'shareMessage') ? await shareLinkOf(db, broadcast) : undefined;
  // Read when the run starts: a query group selects whom its query selects at send time.
  const groups = await audienceGroups(db, broadcast.orgId, broadcast.query.customerGroups);
  return {
    broadcast,
    ...(share ? { share } : {}),
    senderId: broadcast.createdBy ?? 'broadcast',
    templateNumbers,
    audience: (now) => ({
      orgId: broadcast.orgId, query: broadcast.query, options: broadcast.options, whatsAppTemplateIntegrations: [...new Set(templateNumbers.values())], groups, now,
    }),
    indexesFor: (platform, withinWindow, integrationId) => messageIndexesFor(broadcast.messages, platform, withinWindow)
      .filter((index) => !templateNumbers.has(index) || templateNumbers.get(index) === integrationId),
  };
}

/** A card as a message content (the card image's size is the editor's, not the platforms'). */
const cardContent = (data: BroadcastCardData): MessageContent => ({ contentType: 'template', data: cardWithoutSizes(data) });

/** The share message as LINE customers get it: the card with the button opening the share page through the LIFF app. */
export function sharedCardContent(plan: Pick<BroadcastPlan, 'broadcast' | 'share'>, data: BroadcastCardData): MessageContent {
  if (!plan.share) throw new Error('a share message goes out only with the organization\'s LIFF app');
  const label = plan.broadcast.shareMessageSetting?.buttonLabel ?? '';
  return cardContent(withShareButton(data, label, liffShareUrl(plan.share.liffId, plan.share.token)));
}

/** One broadcast message as a message content; a WhatsApp template filled in for the customer. */
async function contentOf(db: Queryable, plan: BroadcastPlan, message: BroadcastMessage, customer: CustomerRow | null): Promise<MessageContent> {
  switch (message.contentType) {
    case 'text':
      return { contentType: 'text', data: { content: message.data.content } };
    case 'image':
      return { contentType: 'image', data: { url: message.data.url, ...(message.data.previewUrl ? { previewUrl: message.data.previewUrl } : {}) } };
    case 'imagemap':
      return { contentType: 'imagemap', data: message.data as unknown as Extract<MessageContent, { contentType: 'imagemap' }>['data'] };
    case 'richvideo': {
      const { url, previewUrl, fileName, content } = message.data;
      return { contentType: 'video', data: { url, previewUrl, fileName, ...(content ? { content } : {}) } };
    }
    case 'template': {
      if (message.data.templateType === 'whatsapp') {
        if (!customer) throw new Error('a WhatsApp template is filled in per customer');
        return { contentType: 'template', data: await whatsAppTemplateMessage(db, customer, message.data) as never };
      }
      return cardContent(message.data);
    }
    case 'shareMessage':
      return sharedCardContent(plan, message.data);
  }
}

/** The contents of the indexes named, by index. */
export async function broadcastContents(db: Queryable, plan: BroadcastPlan, indexes: readonly number[], customer: CustomerRow | null): Promise<Map<number, MessageContent>> {
  const contents = new Map<number, MessageContent>();
  for (const index of indexes) contents.set(index, await contentOf(db, plan, plan.broadcast.messages[index]!, customer));
  return contents;
}
