import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../db';
import { templateMessageOf } from '../outbox/outbox';
import { clearLocalData, conversationView, getDraft, saveDraft } from '../queries';
import {
  addPendingMessage, applyOutboxStep, claimDueEntries, discardPending, requeueInterrupted, resendPending,
} from './store-outbox';

const message = { orgId: 'org1', conversationId: 'conv1', customerId: 'cust1', text: 'Hello' };

beforeEach(async () => {
  await clearLocalData();
});

describe('outbox in Dexie', () => {
  it('stores a queued entry and drops the draft together; same-millisecond sends keep their order', async () => {
    await saveDraft({ orgId: 'org1', conversationId: 'conv1', text: 'Hello' });
    await addPendingMessage(message, 'r1', 5000);
    await addPendingMessage({ ...message, text: 'second' }, 'r0', 5000);

    expect(await getDraft('conv1')).toBeUndefined();
    const entries = (await conversationView('conv1', 1)).pending;
    expect(entries.map((e) => [e.receiptId, e.createdAt, e.status])).toEqual([['r1', 5000, 'queued'], ['r0', 5001, 'queued']]);
  });

  it('keeps the draft when asked (a template sent beside what the agent typed)', async () => {
    await saveDraft({ orgId: 'org1', conversationId: 'conv1', text: 'Typed' });
    await addPendingMessage(message, 'r1', 5000, { keepDraft: true });
    expect((await getDraft('conv1'))?.text).toBe('Typed');
  });

  it('stores a card with its receiptId in one transaction, keeping the draft, and flushes it in order', async () => {
    const card = { templateType: 'buttons' as const, elements: [{ title: 'Oolong', buttons: [{ type: 'postback' as const, title: 'Order', data: 'order:oolong' }] }] };
    await addPendingMessage(message, 'r1', 1000);
    await saveDraft({ orgId: 'org1', conversationId: 'conv1', text: 'Typed' });
    await addPendingMessage(templateMessageOf({ ...message, template: card, preview: 'Oolong', messageTag: 'HUMAN_AGENT' }), 'r2', 1000, { keepDraft: true });
    expect(await db.pendingMessages.get('r2')).toMatchObject({
      receiptId: 'r2', createdAt: 1001, status: 'queued', text: 'Oolong', messageTag: 'HUMAN_AGENT', content: { contentType: 'template', data: card },
    });
    expect((await getDraft('conv1'))?.text).toBe('Typed');
    // Behind the text sent before it, like any message of the conversation.
    expect((await claimDueEntries(2000)).claimed.map((e) => e.receiptId)).toEqual(['r1']);
  });

  it('claims each conversation head once, and a result never resurrects an entry confirmed meanwhile', async () => {
    await addPendingMessage(message, 'r1', 1000);
    await addPendingMessage(message, 'r2', 1001);
    const first = await claimDueEntries(2000);
    expect(first.claimed.map((e) => e.receiptId)).toEqual(['r1']);
    expect((await claimDueEntries(2000)).claimed).toEqual([]);

    await db.pendingMessages.delete('r1');
    await applyOutboxStep('r1', { kind: 'update', entry: { ...first.claimed[0]!, status: 'needResend' } });
    expect(await db.pendingMessages.get('r1')).toBeUndefined();
    expect((await claimDueEntries(2000)).claimed.map((e) => e.receiptId)).toEqual(['r2']);
  });

  it('requeues entries a crashed worker left sending', async () => {
    await addPendingMessage(message, 'r1', 1000);
    await claimDueEntries(2000);
    expect((await db.pendingMessages.get('r1'))?.status).toBe('sending');
    await requeueInterrupted();
    expect(await db.pendingMessages.get('r1')).toMatchObject({ status: 'queued', attempts: 0 });
  });

  it('resends only failed or expired entries, and discards on request', async () => {
    await addPendingMessage(message, 'r1', 1000);
    expect(await resendPending('r1', 2000)).toBe(false);
    await db.pendingMessages.update('r1', { status: 'expired' });
    expect(await resendPending('r1', 9000)).toBe(true);
    expect(await db.pendingMessages.get('r1')).toMatchObject({ status: 'queued', createdAt: 9000 });
    await discardPending('r1');
    expect(await db.pendingMessages.count()).toBe(0);
  });
});
