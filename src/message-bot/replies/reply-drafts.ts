// The bot's reply messages as the editor holds them (the broadcast editor's messages, src/broadcast/
// editor/editor-state.ts) and as they go on the wire (publishTemplate's templates: text, image, a card
// set; or an imagemap as broadcasts draw it), with each one's problem by the shared rules for the
// platforms it answers on, and the quick reply under the last.
import { imagemapProblem, quickReplyProblem, type ContentProblem } from '../../../common/broadcast-content';
import type { Platform } from '../../../common/contracts/base';
import type { BotReply } from '../../../common/contracts/message-bot';
import { platformWithoutReply } from '../../../common/message-bot';
import { isMediaUrl, templateProblem } from '../../../common/message-content';
import { newKey, newMessage, type EditorMessage, type MessageKind } from '../../broadcast/editor/editor-state';
import type { CardSet } from '../../cards/CardBuilder';
import { templateDataOf } from '../../cards/card-sets';

/** A reply being edited. */
export type ReplyDraft = EditorMessage;
/** Quick reply buttons being edited; null: none. */
export type QuickReplyDraft = { label: string; text: string }[] | null;

/** The kinds publishTemplate sends, and imagemaps (LINE only); video cards and share messages are broadcasts' only. */
export const REPLY_KINDS = ['text', 'image', 'card', 'carousel', 'confirm', 'imagemap'] as const satisfies readonly MessageKind[];
export type ReplyKind = (typeof REPLY_KINDS)[number];

export const newReply = (kind: ReplyKind = 'text'): ReplyDraft => newMessage(kind);

/** Stored replies back in the editor. */
export function draftsOf(replies: readonly BotReply[]): ReplyDraft[] {
  return replies.map((reply) => ({ key: newKey(), contentType: reply.contentType, data: reply.data }) as ReplyDraft);
}

/** A reply as it goes on the wire: a card set without what only the builder keeps (image sizes, blank fields). */
export function wireReply(draft: ReplyDraft): BotReply {
  if (draft.contentType === 'text') return { contentType: 'text', data: { content: draft.data.content } };
  if (draft.contentType === 'image') return { contentType: 'image', data: { url: draft.data.url } };
  if (draft.contentType === 'imagemap') return { contentType: 'imagemap', data: draft.data };
  return { contentType: 'template', data: templateDataOf(draft.data as CardSet) };
}

/** The quick reply as it goes on the wire (none without buttons). */
export const wireQuickReply = (items: QuickReplyDraft) => (items?.length ? { quickReply: { items } } : {});
export const quickReplyDraftOf = (quickReply: { items: { label: string; text: string }[] } | undefined): QuickReplyDraft =>
  (quickReply?.items.length ? quickReply.items.map((item) => ({ ...item })) : null);
/** What is wrong with the quick reply, by broadcasts' rules (fields named `quickReply/items/…`, as QuickReplyEditor reads them). */
export const quickReplyDraftProblem = (items: QuickReplyDraft) => (items ? quickReplyProblem({ items }) : undefined);

/** Nothing was put in the reply yet (a new one of its kind, as added). */
export function isBlankReply(draft: ReplyDraft): boolean {
  const { key: _key, ...content } = draft;
  const { key: _fresh, ...fresh } = newMessage(draft.contentType === 'template' ? cardKind(draft) : draft.contentType as ReplyKind);
  return JSON.stringify(content) === JSON.stringify(fresh);
}

/** The first platform whose customers would get none of the replies put in (an imagemap goes to LINE only). */
export const platformLeftOut = (drafts: readonly ReplyDraft[], platforms: readonly Platform[]) =>
  platformWithoutReply(drafts.filter((draft) => !isBlankReply(draft)), platforms);

function cardKind(draft: ReplyDraft): ReplyKind {
  const { templateType } = draft.data as CardSet;
  return templateType === 'buttons' ? 'card' : templateType;
}

/**
 * What is wrong with a reply, as the server would refuse it (fields named as the broadcast editor's
 * MessageEditor reads them): a card is checked for each platform it goes to (WhatsApp allows longer titles).
 */
export function replyProblem(draft: ReplyDraft, platforms: readonly Platform[]): ContentProblem | undefined {
  if (draft.contentType === 'text') {
    // The field itself stops at TEXT_MESSAGE_MAX characters.
    return draft.data.content.trim() ? undefined : { field: 'messages/0/data/content', message: 'the text is required' };
  }
  if (draft.contentType === 'image') {
    return isMediaUrl(draft.data.url) ? undefined : { field: 'messages/0/data/url', message: 'the image is required (an http(s) URL or a file uploaded here)' };
  }
  if (draft.contentType === 'imagemap') {
    const problem = imagemapProblem(draft.data);
    return problem && { field: `messages/0/data/${problem.at}`, message: problem.message };
  }
  const card = templateDataOf(draft.data as CardSet);
  for (const platform of platforms.length > 0 ? platforms : [undefined]) {
    const problem = templateProblem(card, platform);
    if (problem) return { field: 'messages/0/data', message: problem };
  }
  return undefined;
}
