import { useEffect, useState } from 'react';
import type { Platform } from '../../common/contracts/base';
import type { MessageTag } from '../../common/customer-profile';
import { messagingWindowEnd, windowRefusal } from '../../common/messaging-window';

/**
 * What a reply with `tag` lacks under the customer's messaging window (common/messaging-window.ts),
 * or undefined; it changes as the window closes while the conversation is open.
 */
export function useWindowRefusal(platform: Platform, lastInboundAt: string | undefined, tag: MessageTag): 'tag' | 'template' | undefined {
  const [now, setNow] = useState(Date.now);
  const end = messagingWindowEnd(lastInboundAt);
  // `now` moves only when a window closes: the timer counts from the real time, so a window that a new
  // message opened closes on time however old `now` is.
  useEffect(() => {
    const left = end === undefined ? 0 : end - Date.now();
    if (left <= 0) return;
    // At the end at the least: a timer that fires a little early still closes the window.
    const timer = setTimeout(() => setNow(Math.max(Date.now(), end!)), left);
    return () => clearTimeout(timer);
  }, [end]);
  return windowRefusal(platform, lastInboundAt, tag, now);
}
