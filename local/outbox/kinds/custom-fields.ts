// customFields: the row's values change at once; POST /functions/updateCustomFields. Each edit is its
// own intent (two fields edited offline both go), shown on every server row until answered.
import type { Customer } from '../../../common/contracts/customers';
import type { UpdateCustomFieldsRequest } from '../../../common/contracts/customer-profile';
import type { CustomFieldValues } from '../../../common/customer-profile';
import { newActionFields, type ActionRecord, type CustomerActionPayload, type CustomerKind } from './kind';

export interface CustomFieldsPayload extends CustomerActionPayload {
  /** The changed values ('' clears one). */
  fields: CustomFieldValues;
  /** The values put back if the agent discards the change. */
  before: CustomFieldValues;
}
export type CustomFieldsAction = ActionRecord<'customFields', CustomFieldsPayload>;

export interface CustomFieldsIntent {
  kind: 'customFields';
  orgId: string;
  customerId: string;
  conversationId: string;
  fields: CustomFieldValues;
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

export const customFields: CustomerKind<CustomFieldsAction, CustomFieldsIntent> = {
  surface: 'customer',
  lastWins: false,
  showsOn: 'every',
  subject: (intent) => intent.customerId,
  create(intent, row, context) {
    const keys = Object.keys(intent.fields) as (keyof CustomFieldValues)[];
    if (keys.length === 0) throw new Error('customFields: no fields');
    const current = row?.customFields ?? {};
    return {
      ...newActionFields(intent.orgId, intent.conversationId, context),
      kind: 'customFields',
      payload: {
        conversationId: intent.conversationId,
        customerId: intent.customerId,
        fields: intent.fields,
        seenUpdatedAt: row?.updatedAt ?? '',
        before: Object.fromEntries(keys.map((key) => [key, current[key] ?? ''])),
      },
    };
  },
  show: (row, action) => ({ ...row, customFields: withCustomFields(row.customFields, action.payload.fields) }),
  undo: (row, action) => ({ ...row, customFields: withCustomFields(row.customFields, action.payload.before) }),
  async send(api, action) {
    const request: UpdateCustomFieldsRequest = { where: { orgId: action.orgId, customer: action.payload.customerId }, fields: action.payload.fields };
    return { customer: await api.call<Customer>('updateCustomFields', { orgId: action.orgId, ...request }) };
  },
};
