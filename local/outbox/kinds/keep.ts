// keep: the message shows in the kept messages at once; POST /functions/keep with the keep's client id,
// so the server answers a retry after a lost answer with the same keep.
import type { KeepRequest, KeptMessage } from '../../../common/contracts/kept-templates';
import type { KeptMessageRecord, MessageRecord } from '../../records';
import { keptLane, newActionFields, type ActionRecord, type KeptKind, type KeptPayload } from './kind';

export interface KeepPayload extends KeptPayload {
  kept: KeptMessageRecord;
}
export type KeepAction = ActionRecord<'keep', KeepPayload>;

export interface KeepIntent {
  kind: 'keep';
  message: MessageRecord;
}

/** The server's keep ids are 10 characters: the action's id, cut, doubles as the keep's. */
const KEEP_ID_LENGTH = 10;

export const keep: KeptKind<KeepAction, KeepIntent> = {
  surface: 'kept',
  subject: (intent) => intent.message.objectId,
  create(intent, current, context) {
    // Keeping a kept message changes nothing.
    if (current) return undefined;
    const { message } = intent;
    const kept: KeptMessageRecord = {
      objectId: context.id.slice(0, KEEP_ID_LENGTH),
      orgId: message.orgId,
      conversationId: message.conversationId,
      messageId: message.objectId,
      ownerId: context.userId,
      platform: message.platform,
      contentType: message.contentType,
      data: message.data,
      senderType: message.senderType,
      ...(message.senderName ? { senderName: message.senderName } : {}),
      messageCreatedAt: message.createdAt,
      createdAt: new Date(context.now).toISOString(),
    };
    return {
      ...newActionFields(message.orgId, keptLane(message.conversationId), context),
      kind: 'keep',
      payload: { conversationId: message.conversationId, customerId: message.customerId, messageId: message.objectId, kept },
    };
  },
  show(items, action) {
    if (items.some((existing) => existing.messageId === action.payload.messageId)) return [...items];
    return [...items, action.payload.kept];
  },
  undo: (items, action) => items.filter((existing) => existing.messageId !== action.payload.messageId),
  async send(api, action) {
    const { kept } = action.payload;
    const request: KeepRequest & { orgId: string } = {
      orgId: action.orgId, conversation: kept.conversationId, message: kept.messageId, owner: kept.ownerId, objectId: kept.objectId,
    };
    return { kept: await api.call<KeptMessage>('keep', request) };
  },
};
