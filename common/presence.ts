// Agents seeing each other in a conversation (issue 28, docs/presence.md): who has it open, who is
// typing a reply, who replied a moment ago. Nothing of it is stored; these are its timings.

/** What a console says about itself in a conversation. */
export type PresenceState = 'viewing' | 'typing' | 'left';

/** A browser repeats `viewing` (or `typing`) this often for each conversation a tab has open. */
export const PRESENCE_HEARTBEAT_MS = 4000;
/** A receiver drops an agent this long after their last signal (two heartbeats may be lost). */
export const PRESENCE_EXPIRY_MS = 10_000;
/** A `typing` shows this long after it came, unless a `viewing` (stopped typing) or `left` ends it sooner. */
export const PRESENCE_TYPING_MS = 5000;
/** A tab tells its worker about keystrokes at most this often; the heartbeat says `typing` meanwhile. */
export const PRESENCE_TYPING_THROTTLE_MS = 2000;
/** Sending asks first when another agent replied in the conversation less than this long ago. */
export const RECENT_REPLY_MS = 30_000;
