// WhatsApp message templates of a connected number (organization-setting › WhatsApp template; rules in
// common/whatsapp-templates.ts; docs/channels.md "WhatsApp"): listed from the WhatsApp Business
// Account, created, deleted, and sent filled in (publishTemplate with templateType 'whatsapp').
// Every route is admin-only but the list, which any member reads to pick a template.
import { Type, type Static } from 'typebox';
import {
  WHATSAPP_BUTTON_TYPES, WHATSAPP_CUSTOMER_VALUES, WHATSAPP_HEADER_FORMATS, WHATSAPP_PLACEHOLDER_MAX, WHATSAPP_TEMPLATE_CATEGORIES,
  WHATSAPP_TEMPLATE_LIMITS, WHATSAPP_TEMPLATE_NAME_PATTERN, WHATSAPP_TEMPLATE_STATUSES,
} from '../whatsapp-templates';
import { errorAnswers, Id, IsoTime } from './base';
import { Const, StringEnum } from './keywords';

const limits = WHATSAPP_TEMPLATE_LIMITS;

export const WhatsAppTemplateHeader = Type.Object({
  format: StringEnum(WHATSAPP_HEADER_FORMATS),
  /** TEXT: the header's text. */
  text: Type.Optional(Type.String({ minLength: 1, maxLength: limits.headerText })),
  /** IMAGE, VIDEO, DOCUMENT: the sample Meta reviews, and what is sent (an http(s) URL or a /files/ path of this server). */
  mediaUrl: Type.Optional(Type.String({ minLength: 1, maxLength: 2000, pattern: '^(https?://|/files/)' })),
});
export type WhatsAppTemplateHeader = Static<typeof WhatsAppTemplateHeader>;

export const WhatsAppTemplateButton = Type.Object({
  type: StringEnum(WHATSAPP_BUTTON_TYPES),
  text: Type.String({ minLength: 1, maxLength: limits.buttonText }),
  /** URL: the link. */
  url: Type.Optional(Type.String({ minLength: 1, maxLength: limits.buttonUrl, pattern: '^https?://' })),
  /** PHONE_NUMBER: +country code and number. */
  phoneNumber: Type.Optional(Type.String({ pattern: '^\\+[0-9]{6,20}$' })),
});
export type WhatsAppTemplateButton = Static<typeof WhatsAppTemplateButton>;

/** A template as the console sees it. `objectId` is ours; `waTemplateId` Meta's. */
export const WhatsAppTemplate = Type.Object({
  objectId: Type.String(),
  integrationId: Type.String(),
  waTemplateId: Type.String(),
  name: Type.String(),
  /** Meta's language code (en_US, zh_TW, ja). */
  language: Type.String(),
  category: Type.String(),
  status: StringEnum(WHATSAPP_TEMPLATE_STATUSES),
  /** Why Meta rejected or paused it, when it says. */
  reason: Type.Optional(Type.String()),
  header: Type.Optional(WhatsAppTemplateHeader),
  body: Type.String(),
  footer: Type.Optional(Type.String()),
  buttons: Type.Array(WhatsAppTemplateButton),
  /** How many {{n}} the body has: the placeholders a send fills. */
  placeholderCount: Type.Integer(),
  updatedAt: IsoTime,
});
export type WhatsAppTemplate = Static<typeof WhatsAppTemplate>;

/** GET /integration/whatsapp-templates?integrationId — the number's templates as last synced (members). */
export const WhatsAppTemplateListQuery = Type.Object({ orgId: Type.Optional(Id), integrationId: Id });
export const WhatsAppTemplateList = Type.Object({ results: Type.Array(WhatsAppTemplate) });
export type WhatsAppTemplateList = Static<typeof WhatsAppTemplateList>;

/** POST /integration/whatsapp-templates/sync — read the templates and their states from Meta now (admins). */
export const WhatsAppTemplateSyncRequest = Type.Object({ orgId: Type.Optional(Id), integrationId: Id });

/** POST /integration/whatsapp-templates — submit a new template to Meta for review (admins). */
export const WhatsAppTemplateCreateRequest = Type.Object({
  orgId: Type.Optional(Id),
  integrationId: Id,
  name: Type.String({ pattern: WHATSAPP_TEMPLATE_NAME_PATTERN }),
  language: Type.String({ pattern: '^[a-z]{2,3}(_[A-Z]{2})?$' }),
  category: StringEnum(WHATSAPP_TEMPLATE_CATEGORIES),
  header: Type.Optional(WhatsAppTemplateHeader),
  /** {{1}} … {{5}} in order (common/whatsapp-templates.ts placeholderProblem). */
  body: Type.String({ minLength: 1, maxLength: limits.body }),
  footer: Type.Optional(Type.String({ minLength: 1, maxLength: limits.footer })),
  buttons: Type.Optional(Type.Array(WhatsAppTemplateButton, { maxItems: limits.buttons })),
  /** A sample value per placeholder, which Meta's review asks for. */
  examples: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: WHATSAPP_PLACEHOLDER_MAX })),
});
export type WhatsAppTemplateCreateRequest = Static<typeof WhatsAppTemplateCreateRequest>;

/** DELETE /integration/whatsapp-templates/{objectId} — delete the template at Meta and here (admins). */
export const WhatsAppTemplateDeleteQuery = Type.Object({ orgId: Type.Optional(Id) });

/** One placeholder's value when sending (02 §3): a customer's profile value, or the agent's text. */
export const WhatsAppPlaceholderInput = Type.Union([
  Type.Object({ type: Const('customer'), value: StringEnum(WHATSAPP_CUSTOMER_VALUES) }),
  Type.Object({ type: Const('custom'), value: Type.String({ minLength: 1, maxLength: 1000 }) }),
]);

/**
 * publishTemplate's `template.data` for a WhatsApp template: `{contentType: 'template', data:
 * {templateType: 'whatsapp', waTemplateId, placeholders}}` with `options.fbMessengerTag:
 * 'WHATSAPP_TEMPLATE'`. `waTemplateId` is our objectId of an APPROVED template of the customer's number.
 */
export const WhatsAppTemplateSend = Type.Object({
  templateType: Const('whatsapp'),
  waTemplateId: Id,
  placeholders: Type.Array(WhatsAppPlaceholderInput, { maxItems: WHATSAPP_PLACEHOLDER_MAX }),
});
export type WhatsAppTemplateSend = Static<typeof WhatsAppTemplateSend>;

/**
 * The stored message's data of a sent template: what was sent, filled in (`content` is the body with
 * its placeholders replaced, as the customer reads it).
 */
export const WhatsAppTemplateMessageData = Type.Object({
  templateType: Const('whatsapp'),
  waTemplateId: Type.String(),
  name: Type.String(),
  language: Type.String(),
  content: Type.String(),
  parameters: Type.Array(Type.String()),
  header: Type.Optional(WhatsAppTemplateHeader),
  footer: Type.Optional(Type.String()),
  buttons: Type.Optional(Type.Array(WhatsAppTemplateButton)),
});
export type WhatsAppTemplateMessageData = Static<typeof WhatsAppTemplateMessageData>;

export const WhatsAppTemplateRoutes = {
  list: { querystring: WhatsAppTemplateListQuery, response: { 200: WhatsAppTemplateList, ...errorAnswers } },
  sync: { body: WhatsAppTemplateSyncRequest, response: { 200: WhatsAppTemplateList, ...errorAnswers } },
  create: { body: WhatsAppTemplateCreateRequest, response: { 200: WhatsAppTemplate, ...errorAnswers } },
  delete: { params: Type.Object({ id: Id }), querystring: WhatsAppTemplateDeleteQuery, response: { 200: Type.Object({}), ...errorAnswers } },
};
