// Live chat for visitors (server/livechat): the limits the widget and the server share (the wire shapes:
// common/contracts/livechat.ts).

/** Longest text a visitor sends, once trimmed. */
export const LIVECHAT_TEXT_MAX = 2000;
/** What the request may carry beyond that before trimming (surrounding white space). */
export const LIVECHAT_TEXT_SLACK = 200;

/** The visitor's name and e-mail, as the pre-chat form takes them. */
export const LIVECHAT_NAME_MAX = 100;
export const LIVECHAT_EMAIL_MAX = 254;
/** Longest away message an organization sets. */
export const LIVECHAT_AWAY_MESSAGE_MAX = 500;

/** How the pre-chat form asks for a field: not at all, may be left empty, or must be given. */
export const PRECHAT_FIELD_MODES = ['off', 'optional', 'required'] as const;
export type PrechatFieldMode = (typeof PRECHAT_FIELD_MODES)[number];

/** The business-hours week, Monday first (the keys of `businessHours.days`). */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A time of day as `HH:MM` (24-hour); `24:00` ends a day that is open until midnight. */
export const TIME_OF_DAY_PATTERN = '^(?:(?:[01][0-9]|2[0-3]):[0-5][0-9]|24:00)$';
