import { t } from '@lingui/core/macro';
import type { CustomerRecord } from '../../local/records';

/** A customer's name as agents see it; chat.no-name when the platform gave none. */
export function customerName(customer: Pick<CustomerRecord, 'displayName' | 'originalDisplayName'>): string {
  return customer.displayName || customer.originalDisplayName || t({ id: 'chat.no-name', message: 'No name' });
}
