// "Hand back to bot" in a conversation's actions: offered when the organization has the bot and the
// conversation is not the bot's, and queued through the offline assign flow (the row moves to the Bot
// inbox at once, the action waits in the outbox).
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { vpcSettingForPlan, type PlanName } from '../../common/access';
import { db } from '../../local/db';
import { customerRecordFrom } from '../../local/mapping';
import type { ActionIntent } from '../../local/outbox/kinds/registry';
import { clearLocalData } from '../../local/queries';
import type { CustomerRecord } from '../../local/records';
import { queueActions } from '../../local/stores/store-actions';
import { wireCustomer } from '../../local/test-fixtures';
import { activateLocale } from '../i18n/activate';
import { AssignMenu } from '../inbox/AssignMenu';

const plan = vi.hoisted(() => ({ name: 'business' as PlanName }));
vi.mock('../routing/vpc-setting-store', () => ({ useVpcSetting: () => vpcSettingForPlan(plan.name) }));
vi.mock('../routing/org-role-store', () => ({ useRoleFeature: () => null }));
// The sync worker's act: the same Dexie transaction it runs.
vi.mock('../data/sync-client', () => ({
  getSync: () => ({ act: (intents: ActionIntent[]) => queueActions(intents, intents.map((_, index) => `action-${index}`), Date.now(), 'UserMe0001') }),
}));

const T0 = '2024-01-01T00:00:00.000Z';

async function seed(inbox: CustomerRecord['inbox']): Promise<CustomerRecord> {
  const row = customerRecordFrom(wireCustomer({ objectId: 'Cust000001', orgId: 'Org0000001', inbox, updatedAt: T0 }));
  await db.customers.put(row);
  return row;
}

async function openMenu(customer: CustomerRecord) {
  render(<I18nProvider i18n={i18n}><AssignMenu customer={customer} userId="UserMe0001" label="Conversation actions" /></I18nProvider>);
  fireEvent.click(screen.getByRole('button', { name: 'Conversation actions' }));
  await screen.findByRole('menuitem', { name: 'Move to done' });
}

beforeAll(async () => {
  // Headless UI's anchored menus watch their button's size; jsdom has no ResizeObserver.
  globalThis.ResizeObserver ??= class { observe() {} unobserve() {} disconnect() {} };
  await activateLocale('en-US');
});
beforeEach(async () => {
  plan.name = 'business';
  await clearLocalData();
});
afterEach(cleanup);

describe('Hand back to bot', () => {
  it('is offered for a conversation an agent has, and queues the move to the bot', async () => {
    const customer = await seed(['unassigned']);
    await openMenu(customer);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Hand back to bot' }));
    await vi.waitFor(async () => expect(await db.pendingActions.count()).toBe(1));
    expect(await db.pendingActions.get('action-0')).toMatchObject({
      kind: 'assign', status: 'queued', payload: { customerId: 'Cust000001', inbox: 'bot', before: { inbox: ['unassigned'] } },
    });
    expect(await db.customers.get('Cust000001')).toMatchObject({ inbox: ['bot'], box: 'bot', assignee: '' });
  });

  it('is not offered for a conversation the bot has, nor on a plan without the bot', async () => {
    await openMenu(await seed(['bot']));
    expect(screen.queryByRole('menuitem', { name: 'Hand back to bot' })).toBeNull();
    cleanup();
    plan.name = 'free';
    await openMenu(await seed(['unassigned']));
    expect(screen.queryByRole('menuitem', { name: 'Hand back to bot' })).toBeNull();
  });
});
