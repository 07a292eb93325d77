// The customer profile's intents (monitoring, custom field values), pure: the action of each, and
// what it shows on the customer's row while it waits. Like tag changes, a waiting profile change
// shows on every server row until it is answered: the server ends up doing it anyway.
import type { CustomFieldValues } from '../../common/customer-profile';
import type { CustomerRecord, CustomFieldsPayload, PendingActionRecord } from '../records';

export interface MonitoringInput {
  orgId: string;
  customerId: string;
  conversationId: string;
  isMonitoring: boolean;
}

export interface CustomFieldsInput {
  orgId: string;
  customerId: string;
  conversationId: string;
  fields: CustomFieldValues;
}

function base(orgId: string, conversationId: string, id: string, now: number) {
  return { id, orgId, target: conversationId, createdAt: now, status: 'queued' as const, attempts: 0, nextAttemptAt: now };
}

/** A monitoring action; its lane is the conversation, and a newer one replaces a waiting one. */
export function createMonitoringAction(input: MonitoringInput, row: CustomerRecord | undefined, id: string, now: number): PendingActionRecord {
  return {
    ...base(input.orgId, input.conversationId, id, now),
    kind: 'monitoring',
    payload: {
      conversationId: input.conversationId,
      customerId: input.customerId,
      isMonitoring: input.isMonitoring,
      seenUpdatedAt: row?.updatedAt ?? '',
      before: row?.isMonitoring ?? false,
    },
  };
}

/** A custom field values action; each edit is its own intent (two fields edited offline both go). */
export function createCustomFieldsAction(input: CustomFieldsInput, row: CustomerRecord | undefined, id: string, now: number): PendingActionRecord {
  const current = row?.customFields ?? {};
  const before = Object.fromEntries(Object.keys(input.fields).map((key) => [key, current[key as keyof CustomFieldValues] ?? '']));
  return {
    ...base(input.orgId, input.conversationId, id, now),
    kind: 'customFields',
    payload: {
      conversationId: input.conversationId,
      customerId: input.customerId,
      fields: input.fields,
      seenUpdatedAt: row?.updatedAt ?? '',
      before,
    },
  };
}

/** Values merged into a row's custom fields; an empty value clears the field (as the server does). */
export function withCustomFields(current: CustomFieldValues | undefined, fields: CustomFieldValues): CustomFieldValues {
  const next: CustomFieldValues = { ...current };
  for (const [key, value] of Object.entries(fields) as [keyof CustomFieldValues, string][]) {
    const trimmed = value.trim();
    if (trimmed === '') delete next[key];
    else next[key] = trimmed;
  }
  return next;
}

export function applyCustomFields(row: CustomerRecord, payload: CustomFieldsPayload): CustomerRecord {
  return { ...row, customFields: withCustomFields(row.customFields, payload.fields) };
}

/** A row with a discarded profile change taken back, unless the server sent a newer row since. */
export function withoutProfileChange(row: CustomerRecord, action: PendingActionRecord): CustomerRecord {
  if (row.updatedAt > ('seenUpdatedAt' in action.payload ? action.payload.seenUpdatedAt : '')) return row;
  if (action.kind === 'monitoring') return { ...row, isMonitoring: action.payload.before };
  if (action.kind === 'customFields') return { ...row, customFields: withCustomFields(row.customFields, action.payload.before) };
  return row;
}
