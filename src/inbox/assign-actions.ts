// Assignment intents of the inbox: handed to the sync worker, which moves the rows at once.
import { t } from '@lingui/core/macro';
import type { AssignTarget } from '../../common/inbox-rules';
import type { CustomerRecord } from '../../local/records';
import { getSync } from '../data/sync-client';
import { showToast } from '../ui/toast-store';

function run(action: Promise<void>): void {
  action.catch(() => showToast('error', t`The change could not be saved on this device. Try again.`));
}

/** Move customers (at most 50) to a category; they change place locally at once, offline too. */
export function assignCustomers(customers: readonly CustomerRecord[], inbox: AssignTarget): void {
  run(getSync().act(customers.map((customer) => ({
    kind: 'assign' as const,
    orgId: customer.orgId,
    customerId: customer.objectId,
    conversationId: customer.conversationId,
    inbox,
  }))));
}

/** Retry an assignment the server refused. */
export function resendAction(id: string): void {
  run(getSync().resendAction(id));
}

/** Give up on a refused assignment: the row goes back where it was. */
export function discardAction(id: string): void {
  run(getSync().discardAction(id));
}
