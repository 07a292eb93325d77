import { describe, expect, it } from 'vitest';
import type { PendingActionRecord, PendingMessageRecord } from '../records';
import { actionOutbox, supersededBy } from './actions';
import { markRead } from './kinds/mark-read';
import {
  MSG_IM_ERROR, backoffDelay, classifySendFailure, createOutboxRules, createPendingEntry, dueEntries, expireStale,
  messageOutbox, nextWakeAt, planFlushPass, recoverInterrupted, resendEntry, retryNow, settle, templateMessageOf,
} from './outbox';

const DAY_MS = 24 * 60 * 60 * 1000;
const T0 = Date.UTC(2024, 0, 1);

function entry(receiptId: string, conversationId: string, createdAt: number, fields: Partial<PendingMessageRecord> = {}): PendingMessageRecord {
  return {
    ...createPendingEntry({ orgId: 'org1', conversationId, customerId: 'cust1', text: receiptId }, receiptId, createdAt),
    ...fields,
  };
}

const ids = (entries: PendingMessageRecord[]) => entries.map((e) => e.receiptId);

describe('order per conversation', () => {
  it('sends only the oldest entry of each conversation', () => {
    const entries = [entry('a2', 'A', T0 + 2), entry('b1', 'B', T0 + 5), entry('a1', 'A', T0 + 1), entry('a3', 'A', T0 + 3)];
    expect(ids(dueEntries(entries, T0 + 10)).toSorted()).toEqual(['a1', 'b1']);
  });

  it('keeps later entries waiting while the head is in flight, needs a resend or expired', () => {
    for (const status of ['sending', 'needResend', 'expired'] as const) {
      const entries = [entry('a1', 'A', T0 + 1, { status }), entry('a2', 'A', T0 + 2)];
      expect(dueEntries(entries, T0 + 10)).toEqual([]);
    }
  });

  it('waits for the backoff of the head', () => {
    const entries = [entry('a1', 'A', T0, { nextAttemptAt: T0 + 5000 })];
    expect(dueEntries(entries, T0 + 4999)).toEqual([]);
    expect(ids(dueEntries(entries, T0 + 5000))).toEqual(['a1']);
  });

  it('a flush pass claims the due heads as sending and wakes for the next retry', () => {
    const entries = [
      entry('a1', 'A', T0),
      entry('a2', 'A', T0 + 1),
      entry('b1', 'B', T0, { nextAttemptAt: T0 + 8000, attempts: 2 }),
    ];
    const plan = planFlushPass(entries, T0 + 100);
    expect(ids(plan.claimed)).toEqual(['a1']);
    expect(plan.claimed[0]?.status).toBe('sending');
    expect(plan.wakeAt).toBe(T0 + 8000);
  });
});

describe('backoff', () => {
  it('doubles from 1 s up to 30 s, scaled by jitter in [0.5, 1]', () => {
    expect(backoffDelay(0, () => 1)).toBe(1000);
    expect(backoffDelay(0, () => 0)).toBe(500);
    expect(backoffDelay(3, () => 1)).toBe(8000);
    expect(backoffDelay(10, () => 1)).toBe(30_000);
    expect(backoffDelay(10, () => 0)).toBe(15_000);
    for (let attempts = 0; attempts < 12; attempts++) {
      const ceiling = Math.min(30_000, 1000 * 2 ** attempts);
      const delay = backoffDelay(attempts, Math.random);
      expect(delay).toBeGreaterThanOrEqual(ceiling / 2);
      expect(delay).toBeLessThanOrEqual(ceiling);
    }
  });
});

describe('results of a send', () => {
  const inFlight = entry('a1', 'A', T0, { status: 'sending', attempts: 2 });

  it('removes a confirmed entry', () => {
    expect(settle(inFlight, { kind: 'confirmed' }, T0, Math.random)).toEqual({ kind: 'remove' });
  });

  it.each([
    ['network error', {}],
    ['server error', { status: 503 }],
    ['request timeout', { status: 408 }],
    ['rate limit', { status: 429 }],
  ])('retries after a %s with backoff', (_name, failure) => {
    const result = classifySendFailure(failure);
    expect(result).toEqual({ kind: 'transient' });
    const step = settle(inFlight, result, T0 + 1000, () => 1);
    expect(step).toEqual({ kind: 'update', entry: expect.objectContaining({ status: 'queued', attempts: 3, nextAttemptAt: T0 + 1000 + 4000 }) });
  });

  it('flags a permanent 4xx as needResend with msg_im_error and the server text', () => {
    const result = classifySendFailure({ status: 400, body: { code: 142, error: 'Message too long' } });
    expect(result).toEqual({ kind: 'permanent', detail: 'Message too long' });
    const step = settle(inFlight, result, T0, Math.random);
    expect(step).toEqual({
      kind: 'update',
      entry: expect.objectContaining({ status: 'needResend', error: MSG_IM_ERROR, errorDetail: 'Message too long' }),
    });
  });

  it('stops on an invalid session and leaves the entry as it was before the attempt', () => {
    const result = classifySendFailure({ status: 400, body: { code: 209, error: 'Invalid session token' } });
    expect(result).toEqual({ kind: 'sessionInvalid' });
    expect(settle(inFlight, result, T0, Math.random)).toEqual({ kind: 'stop', entry: { ...inFlight, status: 'queued' } });
  });
});

describe('retry now (the connection is back)', () => {
  it('makes queued entries due at once with their backoff started over, and leaves the others', () => {
    const entries = [
      entry('a1', 'A', T0, { attempts: 6, nextAttemptAt: T0 + 30_000 }),
      entry('b1', 'B', T0),
      entry('c1', 'C', T0, { status: 'sending' }),
      entry('d1', 'D', T0, { status: 'needResend', attempts: 1 }),
    ];
    expect(retryNow(entries, T0 + 1000)).toEqual([{ ...entries[0], attempts: 0, nextAttemptAt: T0 + 1000 }]);
    expect(ids(dueEntries(retryNow(entries, T0 + 1000), T0 + 1000))).toEqual(['a1']);
  });
});

describe('resend', () => {
  it('puts a needResend entry back in the queue with the error cleared', () => {
    const failed = entry('a1', 'A', T0, { status: 'needResend', attempts: 4, error: MSG_IM_ERROR, errorDetail: 'x' });
    const renewed = resendEntry(failed, T0 + 60_000);
    expect(renewed).toMatchObject({ status: 'queued', attempts: 0, nextAttemptAt: T0 + 60_000, createdAt: T0 });
    expect(renewed?.error).toBeUndefined();
    expect(renewed?.errorDetail).toBeUndefined();
  });

  it('renews createdAt of an expired entry so it gets a new 7 days', () => {
    const expired = entry('a1', 'A', T0, { status: 'expired' });
    expect(resendEntry(expired, T0 + 8 * DAY_MS)).toMatchObject({ status: 'queued', createdAt: T0 + 8 * DAY_MS });
  });

  it('refuses entries that are queued or in flight', () => {
    expect(resendEntry(entry('a1', 'A', T0), T0)).toBeUndefined();
    expect(resendEntry(entry('a1', 'A', T0, { status: 'sending' }), T0)).toBeUndefined();
  });
});

describe('7-day expiry', () => {
  it('turns entries older than 604800 s into visible expired entries, never removing them', () => {
    const entries = [
      entry('old', 'A', T0, { status: 'needResend' }),
      entry('older', 'B', T0 - DAY_MS),
      entry('fresh', 'C', T0 + DAY_MS),
    ];
    const now = T0 + 7 * DAY_MS;
    expect(expireStale(entries, now - 1).map((e) => e.receiptId)).toEqual(['older']);
    const expired = expireStale(entries, now);
    expect(expired.map((e) => [e.receiptId, e.status])).toEqual([['old', 'expired'], ['older', 'expired']]);
    const plan = planFlushPass(entries, now);
    expect(plan.updates.map((e) => e.receiptId)).toEqual(['old', 'older', 'fresh']);
    expect(plan.claimed.map((e) => e.receiptId)).toEqual(['fresh']);
  });

  it('leaves an entry in flight to its reply', () => {
    expect(expireStale([entry('a1', 'A', T0, { status: 'sending' })], T0 + 30 * DAY_MS)).toEqual([]);
  });

  it('wakes the loop when the next entry expires', () => {
    expect(nextWakeAt([entry('a1', 'A', T0, { status: 'needResend' })])).toBe(T0 + 7 * DAY_MS);
    expect(nextWakeAt([entry('a1', 'A', T0, { status: 'expired' })])).toBeUndefined();
  });
});

describe('crash recovery', () => {
  it('requeues entries left sending, with nothing else changed', () => {
    const entries = [entry('a1', 'A', T0, { status: 'sending', attempts: 1 }), entry('b1', 'B', T0, { status: 'needResend' })];
    expect(recoverInterrupted(entries)).toEqual([{ ...entries[0], status: 'queued' }]);
  });
});

const action = (id: string, target: string, createdAt: number, fields: Partial<Omit<PendingActionRecord, 'kind' | 'payload'>> = {}): PendingActionRecord => ({
  ...markRead.create({ kind: 'markRead', orgId: 'org1', conversationId: target, customerId: `cust-${target}` }, undefined, { id, now: createdAt, userId: 'u1' }),
  ...fields,
});

describe('the same rules for every outbox', () => {
  it('orders by the lane the outbox chooses, keyed by its own key', () => {
    const byOrg = createOutboxRules<PendingMessageRecord>({ key: (e) => e.receiptId, lane: (e) => e.orgId });
    const entries = [entry('b', 'c1', T0 + 1), entry('a', 'c2', T0)];
    expect(ids(byOrg.dueEntries(entries, T0 + 1))).toEqual(['a']);
    expect(ids(messageOutbox.dueEntries(entries, T0 + 1)).sort()).toEqual(['a', 'b']);
  });

  it('sends actions one at a time per conversation, conversations in parallel', () => {
    const entries = [action('x1', 'c1', T0), action('x2', 'c1', T0 + 1), action('y1', 'c2', T0 + 2)];
    const plan = actionOutbox.planFlushPass(entries, T0 + 2);
    expect(plan.claimed.map((e) => [e.id, e.status])).toEqual([['x1', 'sending'], ['y1', 'sending']]);
    expect(actionOutbox.planFlushPass(plan.updates.concat(entries[1]!), T0 + 3).claimed).toEqual([]);
  });

  it('applies the same backoff, needResend, expiry and resend to actions', () => {
    const sending = action('x1', 'c1', T0, { status: 'sending' });
    expect(settle(sending, { kind: 'transient' }, T0 + 10, () => 1)).toEqual({
      kind: 'update', entry: { ...sending, status: 'queued', attempts: 1, nextAttemptAt: T0 + 10 + 1000, error: undefined, errorDetail: undefined },
    });
    const failed = settle(sending, { kind: 'permanent', detail: 'Object not found.' }, T0, () => 1);
    expect(failed).toMatchObject({ kind: 'update', entry: { id: 'x1', status: 'needResend', error: MSG_IM_ERROR, errorDetail: 'Object not found.' } });
    expect(expireStale([action('x2', 'c1', T0)], T0 + 7 * DAY_MS)).toMatchObject([{ id: 'x2', status: 'expired' }]);
    expect(resendEntry(action('x3', 'c1', T0, { status: 'expired' }), T0 + 5)).toMatchObject({ status: 'queued', createdAt: T0 + 5 });
  });

  it('a new mark-read replaces waiting ones of the same conversation, never one in flight', () => {
    const next = action('n', 'c1', T0 + 5);
    const existing = [
      action('q', 'c1', T0), action('s', 'c1', T0 + 1, { status: 'sending' }),
      action('f', 'c1', T0 + 2, { status: 'needResend' }), action('o', 'c2', T0 + 3),
    ];
    expect(supersededBy(existing, next).map((e) => e.id)).toEqual(['q', 'f']);
  });
});

describe('a template intent', () => {
  it('of a card set is an entry like any message: the card as its content, the agent\'s tag as for text', () => {
    const card = {
      templateType: 'carousel' as const,
      elements: [{ title: 'Oolong', buttons: [{ type: 'url' as const, title: 'Buy', data: 'https://tea.example/oolong' }] }, { title: 'Sencha', imageUrl: '/files/Img0000001/sencha.jpg', buttons: [{ type: 'url' as const, title: 'Buy', data: 'https://tea.example/sencha' }] }],
    };
    const input = templateMessageOf({ orgId: 'org1', conversationId: 'A', customerId: 'cust1', template: card, preview: 'Oolong', messageTag: 'POST_PURCHASE_UPDATE' });
    expect(createPendingEntry(input, 'r1', T0)).toEqual({
      receiptId: 'r1', orgId: 'org1', conversationId: 'A', customerId: 'cust1', text: 'Oolong',
      content: { contentType: 'template', data: card }, messageTag: 'POST_PURCHASE_UPDATE',
      createdAt: T0, status: 'queued', attempts: 0, nextAttemptAt: T0,
    });
    // Without a tag (NO_TAG is never sent) the entry carries none.
    expect(createPendingEntry(templateMessageOf({ orgId: 'org1', conversationId: 'A', customerId: 'cust1', template: card, preview: 'Oolong' }), 'r2', T0))
      .not.toHaveProperty('messageTag');
  });


  it('of WhatsApp is an entry like any message: the preview as its text, the send shape as its content, tagged WHATSAPP_TEMPLATE', () => {
    const template = { templateType: 'whatsapp' as const, waTemplateId: 'Tpl0000001', placeholders: [{ type: 'custom' as const, value: 'A-1024' }] };
    // A WhatsApp template always goes with its own tag, whatever tag the agent had chosen.
    const input = templateMessageOf({ orgId: 'org1', conversationId: 'A', customerId: 'cust1', template, preview: 'Order A-1024 is on its way.', messageTag: 'HUMAN_AGENT' });
    expect(createPendingEntry(input, 'r1', T0)).toEqual({
      receiptId: 'r1', orgId: 'org1', conversationId: 'A', customerId: 'cust1', text: 'Order A-1024 is on its way.',
      content: { contentType: 'template', data: template }, messageTag: 'WHATSAPP_TEMPLATE',
      createdAt: T0, status: 'queued', attempts: 0, nextAttemptAt: T0,
    });
  });
});
