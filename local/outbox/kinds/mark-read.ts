// markRead: the conversation's badge goes to 0 at once; POST /last_read/conversation/reset. The last one wins.
import type { LastReadResetRequest, LastReadResponse } from '../../../common/contracts/read-state';
import { newActionFields, type ActionRecord, type CustomerActionPayload, type CustomerKind } from './kind';

export type MarkReadPayload = CustomerActionPayload;
export type MarkReadAction = ActionRecord<'markRead', MarkReadPayload>;

export interface MarkReadIntent {
  kind: 'markRead';
  orgId: string;
  conversationId: string;
  customerId: string;
}

export const markRead: CustomerKind<MarkReadAction, MarkReadIntent> = {
  surface: 'customer',
  lastWins: true,
  showsOn: 'seen',
  subject: (intent) => intent.customerId,
  create: (intent, row, context) => ({
    ...newActionFields(intent.orgId, intent.conversationId, context),
    kind: 'markRead',
    payload: { conversationId: intent.conversationId, customerId: intent.customerId, seenUpdatedAt: row?.updatedAt ?? '' },
  }),
  show: (row) => (row.badge === 0 ? row : { ...row, badge: 0 }),
  async send(api, action, { userId }) {
    const request: LastReadResetRequest = {
      orgId: action.orgId, conversationId: action.payload.conversationId, sender: userId, senderType: '_User',
    };
    return { customer: (await api.post<LastReadResponse>('last_read/conversation/reset', request)).customer };
  },
};
