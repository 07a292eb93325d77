// Dexie side of the customer profile intents: the row changes locally and the action is queued, together.
import { db } from '../db';
import { createCustomFieldsAction, createMonitoringAction, type CustomFieldsInput, type MonitoringInput } from '../outbox/profile-actions';
import { queueAction } from './store-actions';

/** Monitoring switched on or off; a waiting switch of the same customer is replaced (the last one wins). */
export function addMonitoringChange(input: MonitoringInput, id: string, now: number): Promise<void> {
  return db.transaction('rw', [db.customers, db.pendingActions], async () => {
    await queueAction(createMonitoringAction(input, await db.customers.get(input.customerId), id, now));
  });
}

/** Custom field values edited; each edit is queued on its own, after the earlier ones. */
export function addCustomFieldsChange(input: CustomFieldsInput, id: string, now: number): Promise<void> {
  if (Object.keys(input.fields).length === 0) throw new Error('customFields: no fields');
  return db.transaction('rw', [db.customers, db.pendingActions], async () => {
    await queueAction(createCustomFieldsAction(input, await db.customers.get(input.customerId), id, now));
  });
}
