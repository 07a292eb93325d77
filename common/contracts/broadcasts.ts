// Broadcasts (03 §3, §7; rules in common/broadcasts.ts and common/broadcast-content.ts;
// server/broadcasts; docs/broadcasts.md): each request and answer as a TypeBox schema with its
// inferred type under the same name, and each route's schema (docs/contracts.md).
import { Type, type Static } from 'typebox';
import {
  AUDIENCE_IDS_MAX, AUDIENCE_TAGS_MAX, BROADCAST_CUSTOMERS_LIMIT_MAX, BROADCAST_GENDERS, BROADCAST_LIST_LIMIT_MAX,
  BROADCAST_MAX_MESSAGES, BROADCAST_NAME_MAX, BROADCAST_PLATFORMS, BROADCAST_STATUSES, RECIPIENT_STATUSES,
} from '../broadcasts';
import { BROADCAST_ALT_TEXT_MAX, IMAGEMAP_ACTIONS_MAX, IMAGEMAP_BASE_WIDTH, QUICK_REPLY_ITEMS_MAX } from '../broadcast-content';
import { FACEBOOK_MESSAGE_TAGS, WHATSAPP_MESSAGE_TAGS } from '../customer-profile';
import { CARD_LIMITS, CARD_MAX_BUTTONS, CAROUSEL_MAX_CARDS } from '../message-content';
import { TEXT_MESSAGE_MAX } from '../message-editor';
import { EXPORT_LOCALES } from '../tasks';
import { errorAnswers, FunctionResponse, Id, InboxCategory, IsoTime, Platform, Pointer } from './base';
import { Customer } from './customers';
import { StringEnum } from './keywords';
import { Task } from './tasks';
import { WhatsAppTemplateSend } from './whatsapp-templates';

const TagName = Type.String({ minLength: 1, maxLength: 100 });
const Tags = Type.Array(TagName, { maxItems: AUDIENCE_TAGS_MAX });
const Ids = Type.Array(Id, { maxItems: AUDIENCE_IDS_MAX });
/** A field this server does not answer yet: any value is refused ("must NOT be valid"). */
const NotYet = Type.Unsafe<never>({ not: {} });

/**
 * The audience (03 §3 query): every condition given must hold (AND); at least one condition, else
 * nobody (common/broadcasts hasAudienceCondition). Shop-platform filters (partnerTag, shopline,
 * shopify, cyberbiz) are not accepted until a shop platform is connected (docs/broadcasts.md).
 */
export const BroadcastQuery = Type.Object({
  /** Platforms; "all" is LINE and Facebook (03 §9). None named: every platform. */
  platforms: Type.Optional(Type.Array(StringEnum([...BROADCAST_PLATFORMS, 'all'] as const), { maxItems: 6 })),
  /** Customers included ($in: only these) and excluded ($nin). */
  customerObjectIds: Type.Optional(Type.Object({ $in: Type.Optional(Ids), $nin: Type.Optional(Ids) }, { additionalProperties: false })),
  gender: Type.Optional(Type.Array(StringEnum(BROADCAST_GENDERS), { maxItems: BROADCAST_GENDERS.length })),
  /** Tags: any of $in, all of $all, none of $nin. */
  tagDensity: Type.Optional(Type.Object({ $in: Type.Optional(Tags), $all: Type.Optional(Tags), $nin: Type.Optional(Tags) }, { additionalProperties: false })),
  /** Members of any of these customer groups. */
  customerGroups: Type.Optional(Type.Array(Id, { maxItems: 100 })),
  /** In any of these inbox categories. */
  inboxes: Type.Optional(Type.Array(InboxCategory, { maxItems: 20 })),
  /** Messenger customers who opted in to recurring notifications (of this topic, when given) and did not opt out. */
  recurring: Type.Optional(Type.Object({ topic: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })) }, { additionalProperties: false })),
  /** The customers whose delivery failed in this broadcast ("resend failed only"). */
  resendTaskId: Type.Optional(Id),
  // Shop-platform filters: refused (not dropped: a dropped filter would widen the audience) until a shop platform exists.
  partnerTag: Type.Optional(NotYet),
  shopline: Type.Optional(NotYet),
  shopify: Type.Optional(NotYet),
  cyberbiz: Type.Optional(NotYet),
}, { additionalProperties: false });
export type BroadcastQuery = Static<typeof BroadcastQuery>;

export const BroadcastOptions = Type.Object({
  /** The Facebook tag Messenger and Instagram messages go with; past 24 hours only tagged customers are reached. */
  fbMessengerTag: Type.Optional(StringEnum(FACEBOOK_MESSAGE_TAGS)),
  /** WHATSAPP_TEMPLATE with a WhatsApp template message reaches WhatsApp customers past 24 hours. */
  whatsappTag: Type.Optional(StringEnum(WHATSAPP_MESSAGE_TAGS)),
  /** A draft is kept, never sent, until saved without isDraft. */
  isDraft: Type.Optional(Type.Boolean()),
  /** Always true (03 §3): accepted, and applied whatever is sent. */
  applyFacebook24Policy: Type.Optional(Type.Boolean()),
  applyLineUnfollowFilter: Type.Optional(Type.Boolean()),
}, { additionalProperties: false });
export type BroadcastOptions = Static<typeof BroadcastOptions>;

const Url = Type.String({ minLength: 1, maxLength: 2000 });
const AltText = Type.Optional(Type.String({ maxLength: BROADCAST_ALT_TEXT_MAX }));

export const BroadcastCardButton = Type.Object({
  type: StringEnum(['share-link', 'url', 'phone', 'postback', 'location'] as const),
  title: Type.String({ maxLength: 100 }),
  data: Type.Optional(Type.String({ maxLength: 2000 })),
}, { additionalProperties: false });
export const BroadcastCard = Type.Object({
  title: Type.String({ maxLength: CARD_LIMITS.whatsappTitle }),
  subtitle: Type.Optional(Type.String({ maxLength: 500 })),
  imageUrl: Type.Optional(Url),
  /** The image's size as uploaded (03 §5: 960 wide, 960, 1553 or 500 high). */
  imageSize: Type.Optional(Type.Object({ width: Type.Integer({ minimum: 1, maximum: 10_000 }), height: Type.Integer({ minimum: 1, maximum: 10_000 }) })),
  buttons: Type.Array(BroadcastCardButton, { maxItems: CARD_MAX_BUTTONS }),
}, { additionalProperties: false });
/** A card (02 §3 card templates): one card with buttons, a carousel, or a confirm; `content` the alt text. */
export const BroadcastCardData = Type.Object({
  templateType: StringEnum(['buttons', 'carousel', 'confirm'] as const),
  elements: Type.Array(BroadcastCard, { minItems: 1, maxItems: CAROUSEL_MAX_CARDS }),
  content: AltText,
}, { additionalProperties: false });
export type BroadcastCardData = Static<typeof BroadcastCardData>;

export const ImagemapArea = Type.Object({
  x: Type.Integer({ minimum: 0, maximum: IMAGEMAP_BASE_WIDTH }),
  y: Type.Integer({ minimum: 0, maximum: 100_000 }),
  width: Type.Integer({ minimum: 1, maximum: IMAGEMAP_BASE_WIDTH }),
  height: Type.Integer({ minimum: 1, maximum: 100_000 }),
});
/** An imagemap (LINE only): areas in the image scaled to 320 wide (03 §9), `baseHeight` its height at that width. */
export const BroadcastImagemapData = Type.Object({
  imageUrl: Url,
  content: AltText,
  baseHeight: Type.Integer({ minimum: 1, maximum: 2 * IMAGEMAP_BASE_WIDTH * 2 }),
  actions: Type.Array(Type.Object({
    type: StringEnum(['url', 'message', 'location'] as const),
    label: Type.Optional(Type.String({ maxLength: 100 })),
    data: Type.String({ maxLength: 1000 }),
    area: ImagemapArea,
  }, { additionalProperties: false }), { maxItems: IMAGEMAP_ACTIONS_MAX }),
}, { additionalProperties: false });
export type BroadcastImagemapData = Static<typeof BroadcastImagemapData>;

/** A video card (03 §5): an https video, an https preview image, a file name; sent as a video message. */
export const BroadcastRichVideoData = Type.Object({
  url: Url,
  previewUrl: Url,
  fileName: Type.String({ maxLength: 255 }),
  content: Type.Optional(Type.String({ maxLength: 1000 })),
}, { additionalProperties: false });
export type BroadcastRichVideoData = Static<typeof BroadcastRichVideoData>;

/**
 * What a share message's button says (03 §3 shareMessageSetting). The share message itself is a card
 * (`contentType: 'shareMessage'`, the card's data) that LINE customers get with this button added: it
 * opens the organization's LIFF app, which shares the card (without the button) with their friends.
 */
export const BroadcastShareMessageSetting = Type.Object({
  buttonLabel: Type.String({ maxLength: 100 }),
}, { additionalProperties: false });
export type BroadcastShareMessageSetting = Static<typeof BroadcastShareMessageSetting>;

const broadcastData = {
  shareMessage: BroadcastCardData,
  text: Type.Object({ content: Type.String({ maxLength: TEXT_MESSAGE_MAX }) }, { additionalProperties: false }),
  image: Type.Object({ url: Url, previewUrl: Type.Optional(Url) }, { additionalProperties: false }),
  imagemap: BroadcastImagemapData,
  richvideo: BroadcastRichVideoData,
};
export type BroadcastTextData = Static<typeof broadcastData.text>;
export type BroadcastImageData = Static<typeof broadcastData.image>;

/** A broadcast message as the client sends and reads it. */
export type BroadcastMessage =
  | { contentType: 'text'; data: BroadcastTextData }
  | { contentType: 'image'; data: BroadcastImageData }
  | { contentType: 'template'; data: BroadcastCardData | WhatsAppTemplateSend }
  | { contentType: 'imagemap'; data: BroadcastImagemapData }
  | { contentType: 'richvideo'; data: BroadcastRichVideoData }
  | { contentType: 'shareMessage'; data: BroadcastCardData };

/**
 * One message: the content type, then its data's shape (JSON Schema's if/then, so a wrong field is
 * named as it is: `body/messages/0/data/url …`). An unknown content type passes the schema and is
 * refused by the handler with error/not-supported-content-type (03 §8).
 */
export const BroadcastMessage = Type.Unsafe<BroadcastMessage>(Type.Object({
  contentType: Type.String({ minLength: 1, maxLength: 50 }),
  data: Type.Object({}),
  /** 03 §3 message.index: the position, answered as stored; ignored on input. */
  index: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
}, {
  additionalProperties: false,
  allOf: [
    ...Object.entries(broadcastData).map(([contentType, data]) => ({
      if: { properties: { contentType: { const: contentType } } },
      // oxlint-disable-next-line unicorn/no-thenable -- JSON Schema's if/then/else keyword, not a promise
      then: { properties: { data } },
    })),
    {
      if: { properties: { contentType: { const: 'template' } } },
      // oxlint-disable-next-line unicorn/no-thenable -- JSON Schema's if/then/else keyword, not a promise
      then: {
        properties: {
          data: {
            if: { type: 'object', properties: { templateType: { const: 'whatsapp' } }, required: ['templateType'] },
            // oxlint-disable-next-line unicorn/no-thenable -- JSON Schema's if/then/else keyword, not a promise
            then: WhatsAppTemplateSend,
            else: BroadcastCardData,
          },
        },
      },
    },
  ],
}));

/** Quick reply buttons, shown under the last message on LINE. */
export const QuickReply = Type.Object({
  items: Type.Array(Type.Object({ label: Type.String({ maxLength: 100 }), text: Type.String({ maxLength: 1000 }) }, { additionalProperties: false }), { maxItems: QUICK_REPLY_ITEMS_MAX }),
}, { additionalProperties: false });
export type QuickReply = Static<typeof QuickReply>;

const ScheduleAt = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);

/** POST /broadcast/create: scheduleAt absent or null sends now (unless a draft). */
export const BroadcastCreateRequest = Type.Object({
  orgId: Type.Optional(Id),
  name: Type.String({ minLength: 1, maxLength: BROADCAST_NAME_MAX }),
  query: BroadcastQuery,
  messages: Type.Array(BroadcastMessage, { minItems: 1, maxItems: BROADCAST_MAX_MESSAGES }),
  quickReply: Type.Optional(QuickReply),
  /** With a `shareMessage` among the messages (required then): its button. */
  shareMessageSetting: Type.Optional(BroadcastShareMessageSetting),
  scheduleAt: Type.Optional(ScheduleAt),
  options: Type.Optional(BroadcastOptions),
});
export type BroadcastCreateRequest = Static<typeof BroadcastCreateRequest>;

/** POST /broadcast/update: the whole payload again, `query.taskId` naming the broadcast (03 §7). */
export const BroadcastUpdateRequest = Type.Object({
  ...BroadcastCreateRequest.properties,
  query: Type.Object({ ...BroadcastQuery.properties, taskId: Id }, { additionalProperties: false }),
});
export type BroadcastUpdateRequest = Static<typeof BroadcastUpdateRequest>;

/** Counters of a broadcast's recipients (the snapshot taken at start). */
export const BroadcastCounts = Type.Object({
  total: Type.Integer(),
  /** Recipients with an outcome (success + failed + unknown). */
  sent: Type.Integer(),
  success: Type.Integer(),
  failed: Type.Integer(),
  /** Sent without a retry key and the answer lost (Meta): maybe delivered, never resent. */
  unknown: Type.Integer(),
});
export type BroadcastCounts = Static<typeof BroadcastCounts>;

export const Broadcast = Type.Object({
  objectId: Type.String(),
  organization: Pointer('Organization'),
  name: Type.String(),
  status: StringEnum(BROADCAST_STATUSES),
  query: BroadcastQuery,
  messages: Type.Array(Type.Unsafe<BroadcastMessage & { index: number }>(Type.Record(Type.String(), Type.Unknown()))),
  quickReply: Type.Optional(QuickReply),
  shareMessageSetting: Type.Optional(BroadcastShareMessageSetting),
  options: BroadcastOptions,
  scheduleAt: Type.Optional(IsoTime),
  createdBy: Type.Optional(Type.String()),
  /** The broadcast this one resends the failures of. */
  resendOf: Type.Optional(Type.String()),
  ...BroadcastCounts.properties,
  startedAt: Type.Optional(IsoTime),
  finishedAt: Type.Optional(IsoTime),
  createdAt: IsoTime,
  updatedAt: IsoTime,
});
export type Broadcast = Static<typeof Broadcast>;
/** Socket `event` {type: 'broadcast', broadcast} to the organization's room on every status and progress change. */
export interface BroadcastEvent { type: 'broadcast'; broadcast: Broadcast }

/** GET /broadcast/tasks: newest first; `search` in the name; `status` one status. */
export const BroadcastListQuery = Type.Object({
  orgId: Type.Optional(Id),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: BROADCAST_LIST_LIMIT_MAX })),
  skip: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  search: Type.Optional(Type.String({ maxLength: 200 })),
  status: Type.Optional(StringEnum(BROADCAST_STATUSES)),
}, { additionalProperties: false });
export type BroadcastListQuery = Static<typeof BroadcastListQuery>;
export const BroadcastList = Type.Object({ results: Type.Array(Broadcast), count: Type.Integer() });
export type BroadcastList = Static<typeof BroadcastList>;

/** GET /broadcast/tasks/{taskId}: `mode=edit` answers it for editing (error/data-immutable once it started). */
export const BroadcastGetQuery = Type.Object({ orgId: Type.Optional(Id), mode: Type.Optional(StringEnum(['edit'] as const)) }, { additionalProperties: false });
export type BroadcastGetQuery = Static<typeof BroadcastGetQuery>;
const TaskIdParams = Type.Object({ taskId: Id });
const IdParams = Type.Object({ id: Id });

/** POST /broadcast/pause, /broadcast/resume, /broadcast/stop, /broadcast/copy, /broadcast/analysis. */
export const BroadcastActionRequest = Type.Object({
  orgId: Type.Optional(Id),
  taskId: Id,
  /** 03 §7 sends the query with pause: accepted, unused. */
  query: Type.Optional(Type.Object({ taskId: Type.Optional(Id) })),
});
export type BroadcastActionRequest = Static<typeof BroadcastActionRequest>;
export const BroadcastDeleteRequest = Type.Object({ orgId: Type.Optional(Id) });

/** POST /broadcast/analysis: outcomes by platform. */
export const BroadcastPlatformCounts = Type.Object({ platform: Platform, pending: Type.Integer(), ...BroadcastCounts.properties });
export const BroadcastAnalysis = Type.Object({
  broadcast: Broadcast,
  pending: Type.Integer(),
  platforms: Type.Array(BroadcastPlatformCounts),
});
export type BroadcastAnalysis = Static<typeof BroadcastAnalysis>;

/**
 * POST /broadcast/getCustomers: the audience's count (returnCount) or a page of its customers. The
 * organization comes in the envelope or, as 02 §7 and 03 §7 put it, in `where` ("query plus orgId").
 */
export const BroadcastCustomersRequest = Type.Object({
  orgId: Type.Optional(Id),
  where: Type.Object({ ...BroadcastQuery.properties, orgId: Type.Optional(Id) }, { additionalProperties: false }),
  returnCount: Type.Optional(Type.Boolean()),
  skip: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: BROADCAST_CUSTOMERS_LIMIT_MAX })),
  /** The options the broadcast would go with: they decide who is reachable past 24 hours. */
  options: Type.Optional(Type.Object({
    fbMessengerTag: Type.Optional(StringEnum(FACEBOOK_MESSAGE_TAGS)),
    whatsappTag: Type.Optional(StringEnum(WHATSAPP_MESSAGE_TAGS)),
    /** Our id of the WhatsApp template the broadcast carries, if any (its number's customers are reachable past 24 hours). */
    waTemplateId: Type.Optional(Id),
  }, { additionalProperties: false })),
  /** 03 §7 fields of the original client: accepted, unused. */
  connControl: Type.Optional(Type.Unknown()),
  sliceTagsCount: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
  select: Type.Optional(Type.Array(Type.String({ maxLength: 50 }), { maxItems: 50 })),
});
export type BroadcastCustomersRequest = Static<typeof BroadcastCustomersRequest>;
export const BroadcastCustomersResult = Type.Union([
  Type.Object({ count: Type.Integer() }),
  Type.Object({ customers: Type.Array(Customer) }),
]);
export type BroadcastCustomersResult = Static<typeof BroadcastCustomersResult>;

/** POST /broadcast/export: a CSV of the broadcasts created in the period (an export task). */
export const BroadcastExportRequest = Type.Object({
  orgId: Type.Optional(Id),
  /** The header row's language; zh-TW by default. */
  i18n: Type.Optional(StringEnum(EXPORT_LOCALES)),
  timeZone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  query: Type.Optional(Type.Object({
    orgId: Type.Optional(Id),
    startDate: Type.Optional(Type.String({ format: 'date-time' })),
    endDate: Type.Optional(Type.String({ format: 'date-time' })),
  }, { additionalProperties: false })),
});
export type BroadcastExportRequest = Static<typeof BroadcastExportRequest>;

/** POST /functions/getBroadcastOpenlog {where: {orgId, taskId}}. */
export const BroadcastOpenlogRequest = Type.Object({ orgId: Type.Optional(Id), where: Type.Object({ orgId: Type.Optional(Id), taskId: Id }) });
export type BroadcastOpenlogRequest = Static<typeof BroadcastOpenlogRequest>;
/** LINE's statistics per sent request (its insight by request id), summed; empty with a reason elsewhere. */
export const BroadcastOpenlog = Type.Object({
  available: Type.Boolean(),
  reason: Type.Optional(Type.String()),
  line: Type.Optional(Type.Object({
    requests: Type.Integer(),
    delivered: Type.Integer(),
    uniqueImpression: Type.Integer(),
    uniqueClick: Type.Integer(),
    uniqueMediaPlayed: Type.Integer(),
  })),
});
export type BroadcastOpenlog = Static<typeof BroadcastOpenlog>;

/** A recipient as the analysis CSV lists it. */
export const RecipientStatus = StringEnum(RECIPIENT_STATUSES);

const one = FunctionResponse(Broadcast);
export const BroadcastRoutes = {
  create: { body: BroadcastCreateRequest, response: { 200: one, ...errorAnswers } },
  update: { body: BroadcastUpdateRequest, response: { 200: one, ...errorAnswers } },
  list: { querystring: BroadcastListQuery, response: { 200: BroadcastList, ...errorAnswers } },
  get: { params: TaskIdParams, querystring: BroadcastGetQuery, response: { 200: one, ...errorAnswers } },
  action: { body: BroadcastActionRequest, response: { 200: one, ...errorAnswers } },
  analysis: { body: BroadcastActionRequest, response: { 200: FunctionResponse(BroadcastAnalysis), ...errorAnswers } },
  delete: { params: IdParams, body: Type.Optional(BroadcastDeleteRequest), response: { 200: Type.Object({}), ...errorAnswers } },
  customers: { body: BroadcastCustomersRequest, response: { 200: FunctionResponse(BroadcastCustomersResult), ...errorAnswers } },
  export: { body: BroadcastExportRequest, response: { 200: FunctionResponse(Task), ...errorAnswers } },
  openlog: { body: BroadcastOpenlogRequest, response: { 200: FunctionResponse(BroadcastOpenlog), ...errorAnswers } },
};
