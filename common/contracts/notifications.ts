// Notifications (system messages) and organization announcements (01 §3, §7, §9; constants in
// common/notifications.ts): each request and answer as a TypeBox schema with its inferred type under
// the same name, each route's schema, and the socket events' types (docs/contracts.md).
import { Type, type Static } from 'typebox';
import { ANNOUNCEMENT_CONTENT_MAX, ANNOUNCEMENT_NAME_MAX, NOTIFICATION_EVENTS } from '../notifications';
import { errorAnswers, FunctionResponse, Id, IsoTime } from './base';
import { StringEnum } from './keywords';
import { ParseDate } from './customers';

export const NotificationPerson = Type.Object({
  firstName: Type.Optional(Type.String()), lastName: Type.Optional(Type.String()), picture: Type.Optional(Type.String()),
});
export type NotificationPerson = Static<typeof NotificationPerson>;

/** `data.body` of a system message (01 §3). */
export const NotificationBody = Type.Object({
  type: StringEnum(['plan', 'link', 'error']),
  plan: Type.Optional(Type.String()),
  link: Type.Optional(Type.Object({ title: Type.String(), href: Type.String() })),
  from: Type.Optional(NotificationPerson),
  context: Type.Optional(Type.Object({
    eventType: Type.Optional(Type.String()),
    customer: Type.Optional(Type.Object({ displayName: Type.Optional(Type.String()) })),
    procedureName: Type.Optional(Type.String()),
    couponName: Type.Optional(Type.String()),
    productName: Type.Optional(Type.String()),
    /** eventType lowStock (chatPay): the variation's stock when it fell to the low count. */
    stockLeft: Type.Optional(Type.Integer()),
    orgName: Type.Optional(Type.String()),
    /** Which member joined or left (event/join, event/left, event/accept). */
    memberName: Type.Optional(Type.String()),
    /** Task notifications: the task's type and id. */
    taskType: Type.Optional(Type.String()),
    taskId: Type.Optional(Type.String()),
    taskStatus: Type.Optional(StringEnum(['done', 'error'])),
  })),
  error: Type.Optional(Type.Object({
    code: Type.Optional(Type.Union([Type.String(), Type.Number()])),
    platform: Type.Optional(Type.String()),
    details: Type.Optional(Type.Array(Type.String())),
    /** A failed task's error key (common/error-keys.ts TaskErrorKey), which the console translates; `details` has the server's words. */
    key: Type.Optional(Type.String()),
    orgName: Type.Optional(Type.String()),
  })),
  message: Type.Optional(Type.Object({ picture: Type.Optional(Type.String()), title: Type.Optional(Type.String()) })),
});
export type NotificationBody = Static<typeof NotificationBody>;

/** One system message of the caller in one organization. */
export const SystemMessage = Type.Object({
  objectId: Type.String(),
  orgId: Type.String(),
  eventType: StringEnum(NOTIFICATION_EVENTS),
  data: Type.Object({ body: NotificationBody }),
  createdAt: ParseDate,
});
export type SystemMessage = Static<typeof SystemMessage>;

/** POST /functions/findSystemMessage — newest first, 20 a page. */
export const FindSystemMessageRequest = Type.Object({
  orgId: Id,
  // Only newest first is offered (01 §7); the field is accepted as the console sends it.
  sort: Type.Optional(Type.Object({ createdAt: Type.Optional(Type.Unsafe<-1>({ type: 'integer', enum: [-1] })) }, { additionalProperties: false })),
  where: Type.Optional(Type.Object({})),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  skip: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
});
export type FindSystemMessageRequest = Static<typeof FindSystemMessageRequest>;

/** GET /last_read/notification?orgId= and POST /last_read/notification/reset. */
export const NotificationLastRead = Type.Object({
  lastRead: Type.Object({ badge: Type.Integer(), lastReadAt: Type.Optional(IsoTime) }),
});
export type NotificationLastRead = Static<typeof NotificationLastRead>;
/** The query of GET /last_read/notification: the organization may come as X-Org-Id instead. */
export const OrgQuery = Type.Object({ orgId: Type.Optional(Id) });
export type OrgQuery = Static<typeof OrgQuery>;
export const OrgBody = Type.Object({ orgId: Id });
export type OrgBody = Static<typeof OrgBody>;

export const AnnouncementNailed = StringEnum(['pinned', 'normal']);
export type AnnouncementNailed = Static<typeof AnnouncementNailed>;

export const Announcement = Type.Object({
  _id: Type.String(),
  orgId: Type.String(),
  name: Type.String(),
  /** Sanitized HTML (common/html-policy.ts). */
  content: Type.String(),
  nailed: AnnouncementNailed,
  /** Users who have seen it. */
  seenUsers: Type.Array(Type.String()),
  createdAt: IsoTime,
  updatedAt: IsoTime,
});
export type Announcement = Static<typeof Announcement>;

export const AnnouncementListResult = Type.Object({ announcements: Type.Array(Announcement) });
export type AnnouncementListResult = Static<typeof AnnouncementListResult>;

const AnnouncementName = Type.String({ minLength: 1, maxLength: ANNOUNCEMENT_NAME_MAX });
const AnnouncementContent = Type.String({ minLength: 1, maxLength: ANNOUNCEMENT_CONTENT_MAX });

/** GET /announcements/list?orgId&limit&skip — pinned first, then newest. */
export const AnnouncementListQuery = Type.Object({
  orgId: Type.Optional(Id),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  skip: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
});
export type AnnouncementListQuery = Static<typeof AnnouncementListQuery>;
export const CreateAnnouncementRequest = Type.Object({
  orgId: Id, name: AnnouncementName, content: AnnouncementContent, nailed: Type.Optional(AnnouncementNailed),
});
export type CreateAnnouncementRequest = Static<typeof CreateAnnouncementRequest>;
/** PUT /announcements/update — a name, content or nailed, at least one. */
export const UpdateAnnouncementRequest = Type.Object({
  orgId: Id,
  id: Id,
  nailed: Type.Optional(AnnouncementNailed),
  name: Type.Optional(AnnouncementName),
  content: Type.Optional(AnnouncementContent),
}, { anyOf: [{ required: ['nailed'] }, { required: ['name'] }, { required: ['content'] }] });
export type UpdateAnnouncementRequest = Static<typeof UpdateAnnouncementRequest>;
/** DELETE /announcements/remove?orgId&id. */
export const RemoveAnnouncementQuery = Type.Object({ orgId: Type.Optional(Id), id: Id });
export type RemoveAnnouncementQuery = Static<typeof RemoveAnnouncementQuery>;
/** PUT /announcements/mark_seen. */
export const MarkAnnouncementSeenRequest = Type.Object({ orgId: Id, id: Id });
export type MarkAnnouncementSeenRequest = Static<typeof MarkAnnouncementSeenRequest>;

/** Socket `event` to the organization's room: a new system message (for `userId` only). */
export interface NotifyEvent { type: 'notify'; orgId: string; userId: string; message: SystemMessage }
/** Socket `event` to the organization's room: an announcement was created, changed or removed. */
export type AnnouncementEvent =
  | { type: 'announcement'; orgId: string; action: 'upsert'; announcement: Announcement }
  | { type: 'announcement'; orgId: string; action: 'remove'; id: string };

const LastReadAnswer = { 200: NotificationLastRead, ...errorAnswers };
const AnnouncementAnswer = { 200: Announcement, ...errorAnswers };
const AnnouncementListAnswer = { 200: AnnouncementListResult, ...errorAnswers };

/** The routes' schemas: what each validates and answers. */
export const NotificationRoutes = {
  find: { body: FindSystemMessageRequest, response: { 200: FunctionResponse(Type.Array(SystemMessage)), ...errorAnswers } },
  badge: { querystring: OrgQuery, response: LastReadAnswer },
  reset: { body: OrgBody, response: LastReadAnswer },
};
export const AnnouncementRoutes = {
  list: { querystring: AnnouncementListQuery, response: AnnouncementListAnswer },
  activated: { querystring: OrgQuery, response: AnnouncementListAnswer },
  create: { body: CreateAnnouncementRequest, response: { 201: Announcement, ...errorAnswers } },
  update: { body: UpdateAnnouncementRequest, response: AnnouncementAnswer },
  remove: { querystring: RemoveAnnouncementQuery, response: { 200: Type.Object({}), ...errorAnswers } },
  markSeen: { body: MarkAnnouncementSeenRequest, response: AnnouncementAnswer },
};
