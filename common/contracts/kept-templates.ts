// Kept messages and reply templates (02 §3, §7, §9; limits in common/kept-templates.ts; server/kept,
// server/templates): each request and answer as a TypeBox schema with its inferred type under the same
// name, and each route's schema (docs/contracts.md).
import { Type, type Static } from 'typebox';
import { CARD_TEMPLATE_ALT_MAX, KEPT_PAGE_SIZE, TEMPLATE_CONTENT_MAX, TEMPLATE_NAME_MAX, TEMPLATE_NOTE_MAX, TEMPLATE_PAGE_SIZE } from '../kept-templates';
import { CARD_LIMITS, CARD_MAX_BUTTONS, CAROUSEL_MAX_CARDS } from '../message-content';
import { errorAnswers, FunctionResponse, Id, IsoTime, ObjectId, Platform, Pointer, SenderType } from './base';
import { Const, StringEnum } from './keywords';
import { ContentType, MessageData, TemplateCard } from './message-data';

/** A message an agent kept for later (02 §3 Kept message): a copy of the message, shared by the organization. */
export const KeptMessage = Type.Object({
  objectId: Type.String(),
  organization: Pointer('Organization'),
  conversation: Pointer('Conversation'),
  message: Pointer('Message'),
  /** The agent who kept it. */
  owner: Pointer('_User'),
  platform: Platform,
  contentType: ContentType,
  data: MessageData,
  labels: Type.Array(Type.String()),
  /** The kept message's receiptId, when the console sent it. */
  receipts: Type.Array(Type.String()),
  sender: Type.Object({ objectId: Type.String(), className: SenderType, name: Type.Optional(Type.String()) }),
  /** When the message was written. */
  messageCreatedAt: IsoTime,
  /** When it was kept. */
  createdAt: IsoTime,
});
export type KeptMessage = Static<typeof KeptMessage>;

/**
 * POST /functions/keep — `objectId` is the console's own id of the keep (10 of A–Z a–z 0–9); keeping
 * a message kept already answers the stored keep.
 */
export const KeepRequest = Type.Object({
  orgId: Type.Optional(Id),
  conversation: Id,
  message: Id,
  owner: Type.Optional(Id),
  objectId: Type.Optional(ObjectId),
});
export type KeepRequest = Static<typeof KeepRequest>;
/** POST /classes/KeptMessage — a Parse-style query, newest first. */
export const KeptQueryRequest = Type.Object({
  orgId: Type.Optional(Id),
  where: Type.Optional(Type.Object({ conversation: Type.Optional(Id) })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: KEPT_PAGE_SIZE })),
  skip: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type KeptQueryRequest = Static<typeof KeptQueryRequest>;
export const KeptQueryResponse = Type.Object({ results: Type.Array(KeptMessage) });
export type KeptQueryResponse = Static<typeof KeptQueryResponse>;
/** POST /classes/KeptMessage/{id} with `_method: 'DELETE'`. */
export const KeptDeleteRequest = Type.Object({ _method: Const('DELETE') });
export type KeptDeleteRequest = Static<typeof KeptDeleteRequest>;
export const KeptDeleteResponse = Type.Object({ objectId: Type.String(), deleted: Type.Literal(true) });
export type KeptDeleteResponse = Static<typeof KeptDeleteResponse>;

/** The one element of a text template. maxLength counts characters (code points), as the console's counter does. */
const TextElement = Type.Object({
  contentType: Const('text'),
  data: Type.Object({ content: Type.String({ maxLength: TEMPLATE_CONTENT_MAX }) }),
});
const TextTemplateData = Type.Object({ elements: Type.Array(TextElement, { minItems: 1, maxItems: 1 }) });

/** The kinds of card template: one card with buttons, a carousel, or a confirm (02 §3 card templates). */
export const CARD_TEMPLATE_TYPES = ['buttons', 'carousel', 'confirm'] as const;
export type CardTemplateType = (typeof CARD_TEMPLATE_TYPES)[number];
/** What a template is: text, or one of the card kinds. */
export const TEMPLATE_TYPES = ['text', ...CARD_TEMPLATE_TYPES] as const;
export type ReplyTemplateType = (typeof TEMPLATE_TYPES)[number];

/** A card of a card template, held to the limits every platform takes (02 §5: 40-character titles). */
const MediaUrl = Type.String({ minLength: 1, maxLength: 2000, pattern: '^(https?://|/files/)' });
const CardElement = Type.Object({
  title: Type.String({ maxLength: CARD_LIMITS.title }),
  subtitle: Type.Optional(Type.String({ maxLength: CARD_LIMITS.subtitle })),
  imageUrl: Type.Optional(MediaUrl),
  buttons: Type.Array(Type.Object({
    type: StringEnum(['share-link', 'url', 'phone', 'postback', 'location'] as const),
    title: Type.String({ maxLength: CARD_LIMITS.buttonTitle }),
    data: Type.Optional(Type.String({ maxLength: 2000 })),
  }, { additionalProperties: false }), { maxItems: CARD_MAX_BUTTONS }),
}, { additionalProperties: false });
/** A card template's data: its cards and the alternative text (shown in notifications). */
const CardTemplateData = Type.Object({
  elements: Type.Array(CardElement, { minItems: 1, maxItems: CAROUSEL_MAX_CARDS }),
  content: Type.Optional(Type.String({ maxLength: CARD_TEMPLATE_ALT_MAX })),
}, { additionalProperties: false });

/**
 * A reply template (02 §3): version 2. A text template holds its text in data.content and one text
 * element; a card template (templateType buttons, carousel or confirm) its cards as data.elements and
 * its alternative text as data.content ('' when none).
 */
export const ReplyTemplate = Type.Object({
  objectId: Type.String(),
  templateId: Type.String(),
  organization: Pointer('Organization'),
  templateType: StringEnum(TEMPLATE_TYPES),
  name: Type.String(),
  note: Type.String(),
  expiredAt: Type.Optional(IsoTime),
  hidden: Type.Boolean(),
  version: Type.Literal(2),
  data: Type.Object({
    content: Type.String(),
    elements: Type.Union([
      Type.Array(Type.Object({ contentType: Type.Literal('text'), data: Type.Object({ content: Type.String() }) })),
      Type.Array(TemplateCard),
    ]),
  }),
  createdAt: IsoTime,
  updatedAt: IsoTime,
});
export type ReplyTemplate = Static<typeof ReplyTemplate>;
export type TextReplyTemplate = ReplyTemplate & { templateType: 'text'; data: { elements: { contentType: 'text'; data: { content: string } }[] } };
export type CardReplyTemplate = ReplyTemplate & { templateType: CardTemplateType; data: { elements: TemplateCard[] } };

/** POST /functions/queryTemplate — the organization's templates whose name or text contains the keyword, by name. */
export const QueryTemplateRequest = Type.Object({
  orgId: Type.Optional(Id),
  where: Type.Optional(Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 100 })) })),
  options: Type.Optional(Type.Object({
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: TEMPLATE_PAGE_SIZE })),
    skip: Type.Optional(Type.Integer({ minimum: 0 })),
  })),
});
export type QueryTemplateRequest = Static<typeof QueryTemplateRequest>;
export const QueryTemplateResult = Type.Object({ templates: Type.Array(ReplyTemplate) });
export type QueryTemplateResult = Static<typeof QueryTemplateResult>;
interface SaveTemplateFields {
  orgId?: string;
  name: string;
  note?: string;
  objectId?: string;
  templateId?: string;
}
/** A text template to save: one text element. */
export type SaveTextTemplate = SaveTemplateFields & { templateType: 'text'; data: Static<typeof TextTemplateData> };
/** A card template to save: its cards and alternative text. */
export type SaveCardTemplate = SaveTemplateFields & { templateType: CardTemplateType; data: Static<typeof CardTemplateData> };
/**
 * POST /functions/saveTemplate — the spec names the save (02 §5: orgId, templateType, name and at
 * least one element) but not its path. `objectId` is the console's own id of a new template (a repeat
 * answers the same); `templateId` names a stored template of the organization to replace (404 when none).
 * The data's shape follows templateType (JSON Schema's if/then, so a wrong field is named as it is:
 * `body/data/elements/0/title …`).
 */
export const SaveTemplateRequest = Type.Unsafe<SaveTextTemplate | SaveCardTemplate>(Type.Object({
  orgId: Type.Optional(Id),
  templateType: StringEnum(TEMPLATE_TYPES),
  name: Type.String({ maxLength: TEMPLATE_NAME_MAX }),
  note: Type.Optional(Type.String({ maxLength: TEMPLATE_NOTE_MAX })),
  data: Type.Object({}),
  objectId: Type.Optional(ObjectId),
  templateId: Type.Optional(Id),
}, {
  allOf: [
    // oxlint-disable-next-line unicorn/no-thenable -- JSON Schema's if/then keyword, not a promise
    { if: { properties: { templateType: { const: 'text' } } }, then: { properties: { data: TextTemplateData } } },
    // oxlint-disable-next-line unicorn/no-thenable -- JSON Schema's if/then keyword, not a promise
    { if: { properties: { templateType: { enum: [...CARD_TEMPLATE_TYPES] } } }, then: { properties: { data: CardTemplateData } } },
  ],
}));
export type SaveTemplateRequest = Static<typeof SaveTemplateRequest>;
/** POST /functions/removeTemplate. */
export const RemoveTemplateRequest = Type.Object({ orgId: Type.Optional(Id), templateId: Id });
export type RemoveTemplateRequest = Static<typeof RemoveTemplateRequest>;
export const RemoveTemplateResult = Type.Object({ objectId: Type.String(), removed: Type.Literal(true) });
export type RemoveTemplateResult = Static<typeof RemoveTemplateResult>;

const IdParams = Type.Object({ id: Id });

/** The routes' schemas: what each validates and answers. */
export const KeptRoutes = {
  keep: { body: KeepRequest, response: { 200: FunctionResponse(KeptMessage), ...errorAnswers } },
  query: { body: KeptQueryRequest, response: { 200: KeptQueryResponse, ...errorAnswers } },
  delete: { params: IdParams, body: KeptDeleteRequest, response: { 200: KeptDeleteResponse, ...errorAnswers } },
};
export const TemplateRoutes = {
  query: { body: QueryTemplateRequest, response: { 200: FunctionResponse(QueryTemplateResult), ...errorAnswers } },
  save: { body: SaveTemplateRequest, response: { 200: FunctionResponse(ReplyTemplate), ...errorAnswers } },
  remove: { body: RemoveTemplateRequest, response: { 200: FunctionResponse(RemoveTemplateResult), ...errorAnswers } },
};
