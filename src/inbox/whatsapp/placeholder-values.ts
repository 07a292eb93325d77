// What a WhatsApp placeholder is filled with (02 §3): one of the customer's values, or the agent's text.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CUSTOM_FIELD_KEYS, type CustomFieldKey } from '../../../common/customer-profile';
import type { WhatsAppCustomerValue, WhatsAppPlaceholder } from '../../../common/whatsapp-templates';
import type { CustomerRecord } from '../../../local/records';
import { customFieldLabel } from '../../customer-panel/custom-field-label';
import { PROFILE_FIELD_LABELS, profileValue } from '../../customer-panel/ProfileFields';

const isCustomField = (key: WhatsAppCustomerValue): key is CustomFieldKey => (CUSTOM_FIELD_KEYS as readonly string[]).includes(key);

/** The name of a customer value, as the agent reads it in the select. */
export function customerValueLabel(i18n: I18n, key: WhatsAppCustomerValue): string {
  if (key === 'displayName') return i18n._(msg`Name in the console`);
  if (isCustomField(key)) return customFieldLabel(i18n, undefined, key);
  return i18n._(PROFILE_FIELD_LABELS[key]);
}

/** The customer's value of a key ('' when it has none: the server fills in the same way). */
export function customerValue(customer: CustomerRecord, key: WhatsAppCustomerValue): string {
  if (key === 'displayName') return customer.displayName;
  if (isCustomField(key)) return customer.customFields?.[key] ?? '';
  return profileValue(customer, key) ?? '';
}

/** What each placeholder reads as for this customer, in order: the live preview's values. */
export function placeholderTexts(customer: CustomerRecord, placeholders: readonly WhatsAppPlaceholder[]): string[] {
  return placeholders.map((placeholder) => (placeholder.type === 'customer' ? customerValue(customer, placeholder.value) : placeholder.value));
}

/** 02 §5: a placeholder starts as the customer's name on the channel; switching its type resets the value. */
export const DEFAULT_PLACEHOLDER: WhatsAppPlaceholder = { type: 'customer', value: 'originalDisplayName' };
export function switchedPlaceholder(type: WhatsAppPlaceholder['type']): WhatsAppPlaceholder {
  return type === 'customer' ? DEFAULT_PLACEHOLDER : { type: 'custom', value: '' };
}
