// A card to the conversation's customer (the card dialog's, or a card reply template picked in the
// composer): the outbox's one template intent, with the message tag chosen as for text (docs/messages.md).
import type { Platform } from '../../common/contracts/base';
import type { TemplateData } from '../../common/contracts/message-data';
import { outgoingMessageTag, type MessageTag } from '../../common/customer-profile';
import { getSync } from '../data/sync-client';

export interface CardTarget {
  orgId: string;
  conversationId: string;
  customerId: string;
  platform: Platform;
  /** The tag chosen in the conversation (Messenger's and Instagram's; ignored where the platform has none). */
  messageTag: MessageTag;
}

/** Queues the card; the outbox entry's text is its alternative text, else its first title. Resolves with the receiptId. */
export function queueCard({ platform, messageTag, ...target }: CardTarget, card: TemplateData): Promise<string> {
  return getSync().sendTemplate({
    ...target, template: card, preview: card.content ?? card.elements[0]?.title ?? '', messageTag: outgoingMessageTag(platform, messageTag),
  });
}
