// Notifications (system messages) and organization announcements (01 §3, §7, §9): the constants both
// the console and the server use (the wire shapes: common/contracts/notifications.ts). No DOM or Node imports.

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
