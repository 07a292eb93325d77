// monitoring: the row's flag changes at once; POST /customer/monitoring/update. The last one wins, and
// a waiting switch shows on every server row until answered (the server ends up doing it anyway).
import type { CustomerResponse, MonitoringUpdateRequest } from '../../../common/contracts/customer-profile';
import { newActionFields, type ActionRecord, type CustomerActionPayload, type CustomerKind } from './kind';

export interface MonitoringPayload extends CustomerActionPayload {
  isMonitoring: boolean;
  /** The flag put back if the agent discards the change. */
  before: boolean;
}
export type MonitoringAction = ActionRecord<'monitoring', MonitoringPayload>;

export interface MonitoringIntent {
  kind: 'monitoring';
  orgId: string;
  customerId: string;
  conversationId: string;
  isMonitoring: boolean;
}

export const monitoring: CustomerKind<MonitoringAction, MonitoringIntent> = {
  surface: 'customer',
  lastWins: true,
  showsOn: 'every',
  subject: (intent) => intent.customerId,
  create: (intent, row, context) => ({
    ...newActionFields(intent.orgId, intent.conversationId, context),
    kind: 'monitoring',
    payload: {
      conversationId: intent.conversationId,
      customerId: intent.customerId,
      isMonitoring: intent.isMonitoring,
      seenUpdatedAt: row?.updatedAt ?? '',
      before: row?.isMonitoring ?? false,
    },
  }),
  show: (row, action) => ({ ...row, isMonitoring: action.payload.isMonitoring }),
  undo: (row, action) => ({ ...row, isMonitoring: action.payload.before }),
  send(api, action) {
    const request: MonitoringUpdateRequest = { orgId: action.orgId, customerId: action.payload.customerId, isMonitoring: action.payload.isMonitoring };
    return api.post<CustomerResponse>('customer/monitoring/update', request);
  },
};
