// Whether a conversation is locked (notify events lock message start / end, 02 §3), from its messages.
import type { MessageRecord } from '../../../local/records';

/** The conversation is locked while its latest lock event is a lock start. `messages` oldest first. */
export function isLocked(messages: readonly MessageRecord[]): boolean {
  for (let index = messages.length - 1; index >= 0; index--) {
    const event = messages[index]!.contentType === 'notifyEvent' ? messages[index]!.data.event : undefined;
    if (event === 'lockStart') return true;
    if (event === 'lockEnd') return false;
  }
  return false;
}
