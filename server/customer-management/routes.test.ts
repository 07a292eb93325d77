// POST /functions/filterCustomers on the real server: the organization's customers a filter selects,
// sorted and paged without overlap, counted; bad queries answer 400 naming the field; other
// organizations' members get 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer } from '../../common/contracts/customers';
import { startTestServer, type Agent, type TestServer } from '../testing/harness';
import { seedFilterCustomers } from './seed-filter-customers';

let t: TestServer;
let admin: Agent;
let stranger: Agent;
let nameOf: Map<string, string>;

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.agentWithOrg('all-customers');
  stranger = await t.agentWithOrg('stranger');
  nameOf = await seedFilterCustomers(t.server.db, admin.orgId);
  await seedFilterCustomers(t.server.db, stranger.orgId);
}, 30_000);
afterAll(() => t?.close());

type Answer = { result: { customers: Customer[]; count?: number }; error?: string };
const filter = (body: Record<string, unknown>, agent = admin) => t.call<Answer>('/functions/filterCustomers', { orgId: agent.orgId, ...body }, agent.token);
const names = (answer: { body: Answer }) => answer.body.result.customers.map((customer) => nameOf.get(customer.objectId));

describe('all customers, filtered', () => {
  it('answers the matches newest message first (never wrote: last), with their count', async () => {
    const answer = await filter({ query: { tagDensity: { $in: ['vip', 'tw'] } }, returnCount: true });
    expect(answer.status).toBe(200);
    expect(names(answer)).toEqual(['amy', 'dana', 'bob', 'gone']);
    expect(answer.body.result.count).toBe(4);
    expect(answer.body.result.customers[0]).toMatchObject({ displayName: 'Amy (VIP)', platform: 'line', tags: ['vip', 'tw'] });
  });

  it('sorts by joined either way and pages without overlap', async () => {
    const oldest = await filter({ sort: 'joinedAt', order: 'asc', limit: 4 });
    expect(names(oldest)).toEqual(['gone', 'amy', 'bob', 'chen']);
    const rest = await filter({ sort: 'joinedAt', order: 'asc', skip: 4, limit: 4 });
    expect(names(rest)).toEqual(['dana', 'visitor']);
    expect(names(await filter({ sort: 'joinedAt', limit: 1 }))).toEqual(['visitor']);
  });

  it('refuses a query it cannot run with a 400 naming the field', async () => {
    const missing = await filter({ query: { joinDate: { type: 'between', start: '2026-01-01T00:00:00Z' } } });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('body/query/joinDate/end is needed by type "between"');
    const unknown = await filter({ query: { shoeSize: 42 } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe('body/query/shoeSize must NOT be valid');
    expect((await filter({ query: { tagDensity: { $regex: 'v' } } })).body.error).toBe('body/query/tagDensity/$regex must NOT be valid');
    // E-commerce partners' tags wait for an e-commerce platform.
    expect((await filter({ query: { partnerTag: { type: 'x' } } })).status).toBe(400);
  });

  it("answers another organization's member 404, and only its own customers to each", async () => {
    expect((await filter({}, { ...stranger, orgId: admin.orgId })).status).toBe(404);
    const own = await filter({ returnCount: true }, stranger);
    expect(own.body.result.count).toBe(6);
    expect(own.body.result.customers.every((customer) => !nameOf.has(customer.objectId))).toBe(true);
  });
});
