// Broadcast rows → the wire shape of common/contracts/broadcasts.ts.
import { pointer } from '../../common/parse';
import type { Broadcast, BroadcastMessage } from '../../common/contracts/broadcasts';
import type { broadcastRecipients, broadcasts } from '../db/schema';

export type BroadcastRow = typeof broadcasts.$inferSelect;
export type RecipientRow = typeof broadcastRecipients.$inferSelect;

export function toBroadcast(row: BroadcastRow): Broadcast {
  return {
    objectId: row.objectId,
    organization: pointer('Organization', row.orgId),
    name: row.name,
    status: row.status as Broadcast['status'],
    query: row.query,
    messages: row.messages.map((message, index) => ({ ...message, index })) as (BroadcastMessage & { index: number })[],
    ...(row.quickReply ? { quickReply: row.quickReply } : {}),
    ...(row.shareMessageSetting ? { shareMessageSetting: row.shareMessageSetting } : {}),
    options: { ...row.options, applyFacebook24Policy: true, applyLineUnfollowFilter: true },
    ...(row.scheduleAt ? { scheduleAt: row.scheduleAt.toISOString() } : {}),
    ...(row.createdBy ? { createdBy: row.createdBy } : {}),
    ...(row.resendOf ? { resendOf: row.resendOf } : {}),
    total: row.total,
    sent: row.sent,
    success: row.success,
    failed: row.failed,
    unknown: row.unknown,
    ...(row.startedAt ? { startedAt: row.startedAt.toISOString() } : {}),
    ...(row.finishedAt ? { finishedAt: row.finishedAt.toISOString() } : {}),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
