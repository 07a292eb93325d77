// Kept messages and reply templates (02 §3, §7, §9; limits in common/kept-templates.ts; server/kept,
// server/templates): each request and answer as a TypeBox schema with its inferred type under the same
// name, and each route's schema (docs/contracts.md).
import { Type, type Static } from 'typebox';
import { KEPT_PAGE_SIZE, TEMPLATE_CONTENT_MAX, TEMPLATE_NAME_MAX, TEMPLATE_NOTE_MAX, TEMPLATE_PAGE_SIZE } from '../kept-templates';
import { errorAnswers, FunctionResponse, Id, IsoTime, ObjectId, Platform, Pointer, SenderType } from './base';
import { Const } from './keywords';
import { ContentType, MessageData } from './message-data';

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

/** A reply template (02 §3): version 2; a text template holds its text in data.content and one element. */
export const ReplyTemplate = Type.Object({
  objectId: Type.String(),
  templateId: Type.String(),
  organization: Pointer('Organization'),
  templateType: Type.Literal('text'),
  name: Type.String(),
  note: Type.String(),
  expiredAt: Type.Optional(IsoTime),
  hidden: Type.Boolean(),
  version: Type.Literal(2),
  data: Type.Object({
    content: Type.String(),
    elements: Type.Array(Type.Object({ contentType: Type.Literal('text'), data: Type.Object({ content: Type.String() }) })),
  }),
  createdAt: IsoTime,
  updatedAt: IsoTime,
});
export type ReplyTemplate = Static<typeof ReplyTemplate>;

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
/**
 * POST /functions/saveTemplate — the spec names the save (02 §5: orgId, templateType, name and at
 * least one element) but not its path. `objectId` is the console's own id (a repeat answers the same).
 */
export const SaveTemplateRequest = Type.Object({
  orgId: Type.Optional(Id),
  templateType: Const('text'),
  name: Type.String({ maxLength: TEMPLATE_NAME_MAX }),
  note: Type.Optional(Type.String({ maxLength: TEMPLATE_NOTE_MAX })),
  // A text template is one text element (02 §5: at least one element).
  data: Type.Object({ elements: Type.Array(TextElement, { minItems: 1, maxItems: 1 }) }),
  objectId: Type.Optional(ObjectId),
});
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
