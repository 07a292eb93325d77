// unkeep: the kept message is gone at once; POST /classes/KeptMessage/{keptId} with _method DELETE.
import { isRefusal } from '../../api-client';
import type { KeptMessageRecord } from '../../records';
import { keptLane, newActionFields, type ActionRecord, type KeptKind, type KeptPayload } from './kind';

export interface UnkeepPayload extends KeptPayload {
  keptId: string;
  /** The kept message put back if the agent discards the unkeep. */
  before: KeptMessageRecord;
}
export type UnkeepAction = ActionRecord<'unkeep', UnkeepPayload>;

export interface UnkeepIntent {
  kind: 'unkeep';
  kept: KeptMessageRecord;
  customerId: string;
}

export const unkeep: KeptKind<UnkeepAction, UnkeepIntent> = {
  surface: 'kept',
  subject: (intent) => intent.kept.messageId,
  create(intent, current, context) {
    // Unkeeping a message not kept changes nothing.
    if (!current) return undefined;
    const { kept } = intent;
    return {
      ...newActionFields(kept.orgId, keptLane(kept.conversationId), context),
      kind: 'unkeep',
      payload: { conversationId: kept.conversationId, customerId: intent.customerId, messageId: kept.messageId, keptId: kept.objectId, before: kept },
    };
  },
  show: (items, action) => items.filter((existing) => existing.messageId !== action.payload.messageId),
  undo: (items, action) => [...items.filter((existing) => existing.messageId !== action.payload.messageId), action.payload.before],
  async send(api, action) {
    try {
      const request: { orgId: string; _method: 'DELETE' } = { orgId: action.orgId, _method: 'DELETE' };
      await api.post(`classes/KeptMessage/${action.payload.keptId}`, request);
    } catch (error) {
      // A repeat whose answer was lost finds nothing: the keep is gone, as asked.
      if (!isRefusal(error, 404)) throw error;
    }
    return { unkeptMessageId: action.payload.messageId };
  },
};
