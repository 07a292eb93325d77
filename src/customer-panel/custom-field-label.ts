import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { CUSTOM_FIELD_KEYS, type CustomFieldKey, type CustomFieldLabels } from '../../common/customer-profile';

const numberOf = (key: CustomFieldKey) => CUSTOM_FIELD_KEYS.indexOf(key) + 1;

/** The organization's name of a custom field, or "Custom field N" when it has none. */
export function customFieldLabel(i18n: I18n, labels: CustomFieldLabels | undefined, key: CustomFieldKey): string {
  const number = numberOf(key);
  return labels?.[key] || i18n._(msg`Custom field ${number}`);
}
