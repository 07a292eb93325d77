// Offline moves that another agent's move overtook: the engine against a stand-in server speaking the
// wire contract of /functions/assign with `expected` (409 error/assignment-conflict), on fake-indexeddb.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { assignedState, overwritesOtherMove, type AssignTarget } from '../../common/inbox-rules';
import type { Customer } from '../../common/contracts/customers';
import type { AssignRequest } from '../../common/contracts/inbox';
import { parseDate } from '../../common/parse';
import { assignConflicts, dismissAssignConflict } from '../../local/assign-conflicts';
import { db } from '../../local/db';
import { customerRecordFrom } from '../../local/mapping';
import { clearLocalData, inboxCategoryPage } from '../../local/queries';
import { wireCustomer } from '../../local/test-fixtures';
import { expectedAssignment } from '../../local/outbox/kinds/assign';
import type { SyncEngine } from './engine';
import { startEngine, testSession, waitFor } from './engine-test-support';
import { queueActions } from '../../local/stores/store-actions';

const SEEN = '2024-01-01T00:00:00.000Z';

/** One customer, moved by assign calls as the real server moves it (common/inbox-rules.ts). */
class AssignServer {
  readonly assigns: AssignRequest[] = [];
  down = true;
  customer: Customer = wireCustomer({ objectId: 'c1', updatedAt: SEEN });

  /** Another agent's move, made on the server directly. */
  moveBy(actor: string, target: AssignTarget): void {
    const at = new Date().toISOString();
    const next = assignedState(this.customer, target, actor, at);
    const { assignee: _previous, ...rest } = this.customer;
    this.customer = { ...rest, inbox: next.inbox, ...(next.assignee ? { assignee: next.assignee } : {}), assignedAt: parseDate(at), updatedAt: at };
  }

  readonly fetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    if (path === '/functions/changes') return Response.json({ result: { changes: [], cursor: 0, hasMore: false } });
    if (this.down) return Response.json({ code: 1, error: 'down' }, { status: 503 });
    if (path !== '/functions/assign') return Response.json({ code: 141, error: `unknown ${path}` }, { status: 400 });
    const body = (await request.json()) as AssignRequest;
    this.assigns.push(body);
    const next = assignedState(this.customer, body.inbox, 'ada', new Date().toISOString(), body.toUser);
    if (body.expected && overwritesOtherMove(this.customer, body.expected, next)) {
      return Response.json({ code: 141, error: 'error/assignment-conflict', customer: this.customer, assigneeName: 'Bob Agent' }, { status: 409 });
    }
    this.moveBy('ada', body.inbox);
    return Response.json({ result: this.customer });
  };
}

let server: AssignServer;
let engine: SyncEngine;
const move = (inbox: AssignTarget) => engine.act([{ kind: 'assign', orgId: 'org1', customerId: 'c1', conversationId: 'conv-c1', inbox }]);

beforeEach(async () => {
  await clearLocalData();
  server = new AssignServer();
  await db.customers.put(customerRecordFrom(server.customer));
  engine = await startEngine(server.fetch, testSession('ada'));
});

afterEach(async () => {
  await engine.stop();
});

describe('an offline move overtaken by another agent', () => {
  it('is not applied: the other move stays, the action goes, and the conflict is recorded once for the inbox', async () => {
    await move('done');
    expect(await db.customers.get('c1')).toMatchObject({ box: 'done' });

    server.moveBy('bob', 'self');
    server.down = false;
    await engine.nudge();

    await waitFor(async () => expect(await db.pendingActions.count()).toBe(0));
    expect(server.assigns).toEqual([expect.objectContaining({ inbox: 'done', expected: { inbox: ['unassigned'], assignee: null } })]);
    expect(await db.customers.get('c1')).toMatchObject({ box: 'assigned', assignee: 'bob' });
    expect(await inboxCategoryPage('org1', 'done', 'ada', 20)).toEqual([]);
    expect(await assignConflicts('org1')).toEqual([expect.objectContaining({
      customerId: 'c1', conversationId: 'conv-c1', displayName: 'Customer c1', attempted: 'done', box: 'assigned', assigneeName: 'Bob Agent',
    })]);

    await dismissAssignConflict({ orgId: 'org1', customerId: 'c1' });
    expect(await assignConflicts('org1')).toEqual([]);
  });

  it('moves made one after another offline do not conflict with each other', async () => {
    await move('self');
    await move('done');
    server.down = false;
    await engine.nudge();

    await waitFor(async () => expect(await db.pendingActions.count()).toBe(0));
    // The first may have been in flight when the second came (then both go, the second against the
    // first's result); otherwise the second replaced it and carries the first's base.
    expect(server.assigns.at(-1)).toMatchObject({ inbox: 'done' });
    expect(server.assigns[0]).toMatchObject({ expected: { inbox: ['unassigned'], assignee: null } });
    expect(await db.customers.get('c1')).toMatchObject({ box: 'done', assignee: 'ada' });
    expect(await assignConflicts('org1')).toEqual([]);
  });

  it('a move that replaces a waiting one carries the base that one was made against', async () => {
    await engine.stop();
    const input = { orgId: 'org1', customerId: 'c1', conversationId: 'conv-c1' };
    await queueActions([{ kind: 'assign', ...input, inbox: 'self' }], ['a1'], Date.now(), 'ada');
    await queueActions([{ kind: 'assign', ...input, inbox: 'spam' }], ['a2'], Date.now() + 1, 'ada');
    const [waiting] = await db.pendingActions.toArray();
    expect(waiting).toMatchObject({ id: 'a2', payload: { inbox: 'spam', before: { inbox: ['unassigned'], assignee: '' } } });
    expect(waiting?.kind === 'assign' && expectedAssignment(waiting.payload)).toEqual({ inbox: ['unassigned'], assignee: null });
  });
});
