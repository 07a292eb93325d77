// Live-chat rows → what the visitor's widget receives (common/contracts/livechat.ts).
import type { LivechatSettings, VisitorCard, VisitorMessage, VisitorWidget } from '../../common/contracts/livechat';
import type { TemplateData } from '../../common/contracts/message-data';
import { previewTextOf } from '../../common/message-content';
import type { MessageRow } from '../messages/serialize';

/** How the organization lets visitors see its messages. */
interface VisitorView { showAgent: boolean }

/** A card message's cards with the buttons a visitor can follow (web links, phone numbers); none for other messages. */
function visitorCards(row: MessageRow): VisitorCard[] | undefined {
  if (row.contentType !== 'template') return undefined;
  const { elements } = row.data as Partial<TemplateData>;
  if (!Array.isArray(elements)) return undefined; // a WhatsApp template has no cards
  return elements.map((card) => ({
    title: card.title,
    ...(card.subtitle ? { subtitle: card.subtitle } : {}),
    ...(card.imageUrl ? { imageUrl: card.imageUrl } : {}),
    links: card.buttons.flatMap((button) => {
      if ((button.type === 'url' || button.type === 'share-link') && button.data && /^https?:\/\//.test(button.data)) return [{ title: button.title, url: button.data }];
      if (button.type === 'phone' && button.data) return [{ title: button.title, url: `tel:${button.data}` }];
      return [];
    }),
  }));
}

/**
 * A message as the visitor sees it. A reply names its agent (the first name and picture kept on the
 * message when it was sent) if the organization shows its agents; never more of the agent than that.
 * The bot's replies always name the bot: the visitor is to know no person wrote them.
 */
export function toVisitorMessage(row: MessageRow, { showAgent }: VisitorView): VisitorMessage {
  const fromVisitor = row.senderType === 'Customer';
  const name = row.profile?.firstName?.trim();
  const picture = row.profile?.picture;
  const cards = visitorCards(row);
  return {
    objectId: row.objectId,
    text: previewTextOf(row),
    fromVisitor,
    createdAt: row.createdAt.toISOString(),
    ...(row.clientId ? { clientId: row.clientId } : {}),
    ...(!fromVisitor && (showAgent || row.senderType === 'Bot') && name ? { sender: { name, ...(picture ? { picture } : {}) } } : {}),
    ...(cards ? { cards } : {}),
  };
}

/** The settings the widget follows; the pre-chat form only while the visitor still has to answer it. */
export function toVisitorWidget(settings: LivechatSettings, asksForm: boolean): VisitorWidget {
  const { name, email } = settings.preChatForm;
  const hasForm = name !== 'off' || email !== 'off';
  return {
    showTimes: settings.showTimes,
    ...(asksForm && hasForm ? { preChatForm: settings.preChatForm } : {}),
    businessHours: settings.businessHours,
    awayMessage: settings.awayMessage,
  };
}
