// Live chat for visitors (server/livechat): the limits the widget and the server share (the wire shapes:
// common/contracts/livechat.ts).

/** Longest text a visitor sends, once trimmed. */
export const LIVECHAT_TEXT_MAX = 2000;
/** What the request may carry beyond that before trimming (surrounding white space). */
export const LIVECHAT_TEXT_SLACK = 200;
