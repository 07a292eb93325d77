// Meta's messaging window (03 §9 "Facebook 24-hour policy", WhatsApp's customer service window): a
// business answers freely within 24 hours of the customer's last message. After that, Messenger takes
// only a message with a Facebook tag (02 §3), Instagram only one tagged HUMAN_AGENT, and WhatsApp only
// an approved template (WHATSAPP_TEMPLATE).
// One rule for the composer, which explains it, and the server, which enforces it.
import type { Platform } from './contracts/base';
import type { MessageTag } from './customer-profile';

export const MESSAGING_WINDOW_MS = 24 * 60 * 60 * 1000;

/** What a reply outside the window needs on each platform that has one. */
const OUTSIDE_WINDOW: Partial<Record<Platform, 'tag' | 'template'>> = { facebook: 'tag', instagram: 'tag', whatsapp: 'template' };

/** When the customer's window closes: 24 hours after their last message (undefined: never wrote). */
export function messagingWindowEnd(lastInboundAt: string | Date | null | undefined): number | undefined {
  if (!lastInboundAt) return undefined;
  const at = new Date(lastInboundAt).getTime();
  return Number.isNaN(at) ? undefined : at + MESSAGING_WINDOW_MS;
}

/**
 * What this platform needs of a reply now: nothing (undefined) inside the window or on a platform
 * without one; else a tag (Messenger, Instagram) or a template (WhatsApp).
 */
export function outsideWindowNeed(platform: Platform, lastInboundAt: string | Date | null | undefined, now: number): 'tag' | 'template' | undefined {
  const need = OUTSIDE_WINDOW[platform];
  if (!need) return undefined;
  const end = messagingWindowEnd(lastInboundAt);
  return end !== undefined && now < end ? undefined : need;
}

/** Whether a reply with `tag` may go now; else what it lacks. */
export function windowRefusal(platform: Platform, lastInboundAt: string | Date | null | undefined, tag: MessageTag | undefined, now: number): 'tag' | 'template' | undefined {
  const need = outsideWindowNeed(platform, lastInboundAt, now);
  if (need === 'tag') return tag && tag !== 'NO_TAG' ? undefined : need;
  if (need === 'template') return tag === 'WHATSAPP_TEMPLATE' ? undefined : need;
  return undefined;
}
