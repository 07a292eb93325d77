// The open message center hears the bot hand a conversation to the team as it hears a customer's
// message: a chime and a toast that opens the conversation, for the members the recipient rule names;
// an agent taking a conversation over, or a line from before the page opened, is no news.
import { act, cleanup, render } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotifyEventData } from '../../common/contracts/message-data';
import { db } from '../../local/db';
import type { CustomerRecord, MessageRecord } from '../../local/records';
import { activateLocale } from '../i18n/activate';
import { useMessageAlerts } from './use-message-alerts';

const orgId = 'Org0000001';
const sound = vi.hoisted(() => ({ playAlertSound: vi.fn<(sound: string) => Promise<void>>(async () => undefined) }));
const toasts = vi.hoisted(() => ({ showToast: vi.fn<(kind: string, text: string, options?: { action?: { label: string; run: () => void } }) => number>() }));
vi.mock('./alert-sound', () => sound);
vi.mock('../ui/toast-store', () => toasts);
vi.mock('../org/organizations-context', () => ({
  useOrganizations: () => ({ organizations: [{ objectId: orgId, authorityName: 'general', integrations: [] }] }),
}));

const mei: CustomerRecord = {
  objectId: 'Cust000001', orgId, customerId: 'Umei', platform: 'line', displayName: 'Mei', originalDisplayName: 'Mei', inbox: ['unassigned'],
  friendship: 'follow', tags: [], conversationId: 'Conv000001', lastMessageAt: '2026-01-01T00:00:00.000Z', assignedAt: '', assignee: '', box: 'open',
  badge: 1, updatedAt: '2026-01-01T00:00:00.000Z',
};

function Alerts() {
  useMessageAlerts(orgId, 'UserMe0001');
  return <Outlet />;
}

function draw() {
  const router = createMemoryRouter([
    { path: '/message-center/:orgId', element: <Alerts />, children: [{ path: 'conversation/:conversationId/customer/:customerId', element: <p>The conversation</p> }] },
  ], { initialEntries: [`/message-center/${orgId}`] });
  render(<I18nProvider i18n={i18n}><RouterProvider router={router} /></I18nProvider>);
  return router;
}

let clock = 0;
/** A hand-over line stored now, with the customer as it moved (the socket's message event stores both). */
async function handOver(data: NotifyEventData, customer: CustomerRecord = mei, at = new Date(Date.now() + 1_000 + clock++).toISOString()) {
  const line: MessageRecord = {
    objectId: `Line${clock}`, orgId, conversationId: customer.conversationId, customerId: customer.objectId, platform: 'line', contentType: 'notifyEvent',
    data, sendType: 'send', senderType: 'Bot', senderId: 'ai', createdAt: at, updatedAt: at,
  };
  await act(async () => {
    await db.transaction('rw', [db.messages, db.customers], async () => {
      await db.customers.put(customer);
      await db.messages.put(line);
    });
  });
}

const told = () => new Promise((resolve) => setTimeout(resolve, 300));

beforeAll(() => activateLocale('en-US'));
beforeEach(async () => {
  vi.clearAllMocks();
  await db.messages.clear();
  await db.customers.clear();
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
});
afterEach(cleanup);

describe('the bot handing a conversation to the team', () => {
  it('chimes and shows a toast that opens the conversation', async () => {
    const router = draw();
    await told();
    await handOver({ event: 'botHandover', reason: 'askedForPerson' });
    await vi.waitFor(() => expect(toasts.showToast).toHaveBeenCalledOnce());
    expect(sound.playAlertSound).toHaveBeenCalledWith('message');
    const [kind, text, options] = toasts.showToast.mock.calls[0]!;
    expect([kind, text, options?.action?.label]).toEqual(['info', 'The bot handed the conversation with Mei to the team.', 'Open conversation']);
    await act(async () => options!.action!.run());
    expect(router.state.location.pathname).toBe(`/message-center/${orgId}/conversation/Conv000001/customer/Cust000001`);

    // The next hand-over is news again; one from before the page opened never was.
    await handOver({ event: 'botHandover', reason: 'aiFailed' }, { ...mei, objectId: 'Cust000002', displayName: 'Leo', conversationId: 'Conv000002' });
    await vi.waitFor(() => expect(toasts.showToast).toHaveBeenCalledTimes(2));
    await handOver({ event: 'botHandover', reason: 'aiUnsure' }, { ...mei, objectId: 'Cust000003', displayName: 'Old' }, '2020-01-01T00:00:00.000Z');
    await told();
    expect(toasts.showToast).toHaveBeenCalledTimes(2);
  });

  it('is no news when an agent took the conversation over, or to whom the rule does not name', async () => {
    draw();
    await told();
    await handOver({ event: 'botHandover', reason: 'agentReplied', by: { userId: 'UserAnn001', name: 'Ann' } }, { ...mei, assignee: 'UserAnn001', inbox: ['private'], box: 'assigned' });
    await handOver({ event: 'botHandback', by: { userId: 'UserAnn001', name: 'Ann' } }, { ...mei, inbox: ['bot'], box: 'bot' });
    // Handed to the team, but an agent took it meanwhile: only they hear of it.
    await handOver({ event: 'botHandover', reason: 'aiUnsure' }, { ...mei, assignee: 'UserAnn001', inbox: ['private'], box: 'assigned' });
    await told();
    expect(toasts.showToast).not.toHaveBeenCalled();
    expect(sound.playAlertSound).not.toHaveBeenCalled();
  });
});
