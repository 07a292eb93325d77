// Notifications (system messages) and organization announcements (01 §3, §7, §9): the wire shapes
// and constants both the console and the server use. No DOM or Node imports.

/** Event kinds of a system message (01 §3). */
export const NOTIFICATION_EVENTS = ['event/notify', 'event/join', 'event/left', 'event/accept'] as const;
export type NotificationEvent = typeof NOTIFICATION_EVENTS[number];

/** Page size of the notification center and of the announcement list (01 §9). */
export const NOTIFICATION_PAGE_SIZE = 20;
export const ANNOUNCEMENT_PAGE_SIZE = 20;
/** More load when the list is scrolled within this many pixels of its end (01 §9). */
export const LIST_SCROLL_THRESHOLD_PX = 50;
/** Longest announcement name and HTML content accepted. */
export const ANNOUNCEMENT_NAME_MAX = 200;
export const ANNOUNCEMENT_CONTENT_MAX = 50_000;

export interface NotificationPerson { firstName?: string; lastName?: string; picture?: string }

/** `data.body` of a system message (01 §3). */
export interface NotificationBody {
  type: 'plan' | 'link' | 'error';
  plan?: string;
  link?: { title: string; href: string };
  from?: NotificationPerson;
  context?: {
    eventType?: string;
    customer?: { displayName?: string };
    procedureName?: string;
    couponName?: string;
    productName?: string;
    orgName?: string;
    /** Which member joined or left (event/join, event/left, event/accept). */
    memberName?: string;
    /** Task notifications: the task's type and id. */
    taskType?: string;
    taskId?: string;
    taskStatus?: 'done' | 'error';
  };
  error?: { code?: string | number; platform?: string; details?: string[]; orgName?: string };
  message?: { picture?: string; title?: string };
}

/** One system message of the caller in one organization. */
export interface SystemMessage {
  objectId: string;
  orgId: string;
  eventType: NotificationEvent;
  data: { body: NotificationBody };
  createdAt: { __type: 'Date'; iso: string };
}

/** POST /functions/findSystemMessage — newest first, 20 a page. */
export interface FindSystemMessageRequest {
  orgId: string;
  sort?: { createdAt?: -1 | 1 };
  limit?: number;
  skip?: number;
}

/** GET /last_read/notification?orgId= and POST /last_read/notification/reset. */
export interface NotificationLastRead { lastRead: { badge: number; lastReadAt?: string } }

export type AnnouncementNailed = 'pinned' | 'normal';

export interface Announcement {
  _id: string;
  orgId: string;
  name: string;
  /** Sanitized HTML (common/html-policy.ts). */
  content: string;
  nailed: AnnouncementNailed;
  /** Users who have seen it. */
  seenUsers: string[];
  createdAt: string;
  updatedAt: string;
}

export interface AnnouncementListResult { announcements: Announcement[] }
export interface CreateAnnouncementRequest { orgId: string; name: string; content: string; nailed?: AnnouncementNailed }
export interface UpdateAnnouncementRequest { orgId: string; id: string; nailed?: AnnouncementNailed; name?: string; content?: string }

/** Socket `event` to the organization's room: a new system message (for `userId` only). */
export interface NotifyEvent { type: 'notify'; orgId: string; userId: string; message: SystemMessage }
/** Socket `event` to the organization's room: an announcement was created, changed or removed. */
export type AnnouncementEvent =
  | { type: 'announcement'; orgId: string; action: 'upsert'; announcement: Announcement }
  | { type: 'announcement'; orgId: string; action: 'remove'; id: string };
