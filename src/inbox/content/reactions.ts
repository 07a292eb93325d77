// Reactions (react / unreact messages, 02 §4 "Reaction events update the reaction") folded onto the
// messages they target: each sender has at most one reaction per message, the latest event wins.
import { isReaction } from '../../../common/message-content';
import type { ReactionData } from '../../../common/contracts/message-data';
import type { MessageRecord } from '../../../local/records';

export interface ReactionCount { reaction: string; count: number }

/** targetId → its reactions (in order of first use) and how many senders chose each. `messages` oldest first. */
export function reactionsByTarget(messages: readonly MessageRecord[]): Map<string, ReactionCount[]> {
  const bySender = new Map<string, Map<string, string>>();
  for (const message of messages) {
    if (!isReaction(message.contentType)) continue;
    const { targetId, reaction } = message.data as ReactionData;
    const senders = bySender.get(targetId) ?? new Map<string, string>();
    if (message.contentType === 'react') senders.set(message.senderId, reaction);
    else if (senders.get(message.senderId) === reaction || !reaction) senders.delete(message.senderId);
    bySender.set(targetId, senders);
  }
  const result = new Map<string, ReactionCount[]>();
  for (const [targetId, senders] of bySender) {
    const counts = new Map<string, number>();
    for (const reaction of senders.values()) counts.set(reaction, (counts.get(reaction) ?? 0) + 1);
    if (counts.size > 0) result.set(targetId, [...counts].map(([reaction, count]) => ({ reaction, count })));
  }
  return result;
}
