// The engine's customer profile intents and the message tag of a reply, against a stand-in server
// speaking the wire contract of /customer/monitoring/update, updateCustomFields, bind and publishTemplate.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pointer } from '../../common/parse';
import type { Change } from '../../common/contracts/changes';
import type { Customer } from '../../common/contracts/customers';
import type { Message } from '../../common/contracts/messages';
import { db } from '../../local/db';
import { clearLocalData } from '../../local/queries';
import { wireCustomer } from '../../local/test-fixtures';
import type { SyncEngine } from './engine';
import { startEngine, waitFor } from './engine-test-support';


class ProfileServer {
  readonly calls: { path: string; body: Record<string, unknown> }[] = [];
  fields: Partial<Customer> = {};
  /** Answers the next profile write with this status (e.g. 503 while "down"). */
  failWith: number | undefined;

  private customer(): Customer {
    return { ...wireCustomer({ objectId: 'c1', updatedAt: new Date().toISOString() }), ...this.fields };
  }

  readonly fetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = (await request.json()) as Record<string, unknown>;
    this.calls.push({ path: url.pathname, body });
    if (url.pathname === '/functions/changes') {
      const change: Change = { seq: 1, className: 'Customer', objectId: 'c1', op: 'upsert', object: this.customer() };
      return Response.json({ result: { changes: Number(body.since) < 1 ? [change] : [], cursor: 1, hasMore: false } });
    }
    if (this.failWith) return Response.json({ code: 1, error: 'down' }, { status: this.failWith });
    if (url.pathname === '/customer/monitoring/update') {
      this.fields = { ...this.fields, isMonitoring: Boolean(body.isMonitoring) };
      return Response.json({ customer: this.customer() });
    }
    if (url.pathname === '/functions/updateCustomFields') {
      this.fields = { ...this.fields, ...(body.fields as Partial<Customer>) };
      return Response.json({ result: this.customer() });
    }
    if (url.pathname === '/functions/bind') {
      this.fields = body.method === 'add' ? { ...this.fields, bind: String(body.toRole), bindName: 'Front desk' } : { ...this.fields, bind: undefined, bindName: undefined };
      return Response.json({ result: this.customer() });
    }
    if (url.pathname === '/functions/publishTemplate') {
      const message: Message = {
        objectId: 'MSG0000001', organization: pointer('Organization', 'org1'), conversation: pointer('Conversation', 'conv-c1'),
        customer: pointer('Customer', 'c1'), platform: 'facebook', contentType: 'text', data: { content: 'Hi' }, sendType: 'send',
        senderType: '_User', sender: { objectId: 'user1', className: '_User' }, receiptId: String(body.receiptId),
        createdAt: new Date().toISOString(), updatedAt: new Date().toISOString(),
      };
      return Response.json({ result: message });
    }
    return Response.json({ code: 141, error: `unknown ${url.pathname}` }, { status: 400 });
  };
}

let server: ProfileServer;
let engine: SyncEngine;
const target = { orgId: 'org1', customerId: 'c1', conversationId: 'conv-c1' };
const callsTo = (path: string) => server.calls.filter((call) => call.path === path).map((call) => call.body);

beforeEach(async () => {
  await clearLocalData();
  server = new ProfileServer();
  engine = await startEngine(server.fetch);
  await waitFor(async () => {
    if (!(await db.customers.get('c1'))) throw new Error('the customer has not synced yet');
  });
});

afterEach(async () => {
  await engine.stop();
});

describe('profile intents', () => {
  it('monitoring switched while the server fails shows at once, then is sent once it is back', async () => {
    server.failWith = 503;
    await engine.act({ kind: 'monitoring', ...target, isMonitoring: true });
    expect((await db.customers.get('c1'))?.isMonitoring).toBe(true);
    await waitFor(() => expect(callsTo('/customer/monitoring/update').length).toBeGreaterThan(0));

    server.failWith = undefined;
    await engine.nudge();
    await waitFor(async () => expect(await db.pendingActions.count()).toBe(0));
    expect(callsTo('/customer/monitoring/update').at(-1)).toMatchObject({ orgId: 'org1', customerId: 'c1', isMonitoring: true });
    expect((await db.customers.get('c1'))?.isMonitoring).toBe(true);
  }, 10_000);

  it('custom field edits go to updateCustomFields in order, with the customer in where', async () => {
    await engine.act({ kind: 'customFields', ...target, fields: { customField1: 'A-123' } });
    await engine.act({ kind: 'customFields', ...target, fields: { customField2: 'L' } });
    expect((await db.customers.get('c1'))?.customFields).toEqual({ customField1: 'A-123', customField2: 'L' });
    await waitFor(async () => expect(await db.pendingActions.count()).toBe(0));
    expect(callsTo('/functions/updateCustomFields')).toEqual([
      expect.objectContaining({ where: { orgId: 'org1', customer: 'c1' }, fields: { customField1: 'A-123' } }),
      expect.objectContaining({ where: { orgId: 'org1', customer: 'c1' }, fields: { customField2: 'L' } }),
    ]);
    expect((await db.customers.get('c1'))?.customFields).toEqual({ customField1: 'A-123', customField2: 'L' });
  });

  it('binds and unbinds through /functions/bind and stores the answered row', async () => {
    await engine.bindCustomer('org1', 'c1', 'ROLE000001');
    expect(await db.customers.get('c1')).toMatchObject({ bind: 'ROLE000001', bindName: 'Front desk' });
    await engine.bindCustomer('org1', 'c1', null);
    expect((await db.customers.get('c1'))?.bind).toBeUndefined();
    expect(callsTo('/functions/bind')).toEqual([
      expect.objectContaining({ organization: 'org1', customer: 'c1', toRole: 'ROLE000001', method: 'add' }),
      expect.objectContaining({ organization: 'org1', customer: 'c1', method: 'remove' }),
    ]);
  });
});

describe('message tags', () => {
  it('a reply carries its message tag as publishTemplate options.fbMessengerTag; one without sends no options', async () => {
    await engine.sendText({ ...target, text: 'Your order shipped', messageTag: 'POST_PURCHASE_UPDATE' });
    await engine.sendText({ ...target, text: 'Thanks' });
    await waitFor(async () => expect(await db.pendingMessages.count()).toBe(0));
    const [tagged, plain] = callsTo('/functions/publishTemplate');
    expect(tagged).toMatchObject({ options: { fbMessengerTag: 'POST_PURCHASE_UPDATE' }, template: { data: { content: 'Your order shipped' } } });
    expect(plain).not.toHaveProperty('options');
  });
});
