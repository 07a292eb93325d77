// The auth cache (docs/security.md): what a process keeps of sessions and memberships never outlives
// the write that ends them, in any process. In the two-process run (`npm run test:cluster`) `a` and `b`
// are two servers on one PostgreSQL and one Redis; elsewhere they are the one server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionListResponse } from '../../common/contracts/accounts';
import type { CustomerListResult } from '../../common/contracts/search';
import { vpcSettingForPlan } from '../../common/access';
import { joinedMember, type TestUser } from '../members/test-helpers';
import { startTestServer, type Agent, type TestServer } from '../testing/harness';

let t: TestServer;
let a: ReturnType<TestServer['on']>;
let b: ReturnType<TestServer['on']>;
beforeAll(async () => {
  t = await startTestServer();
  a = t.on(0);
  b = t.on(-1);
});
afterAll(async () => { await t?.close(); });

const INVALID_SESSION = { code: 209, error: 'Invalid session token' };

/** The 20 newest customers of the organization, as the caller's console asks for them. */
const latest = (where: typeof a, orgId: string, token: string, body: Record<string, unknown> = {}) =>
  where.call<{ result: CustomerListResult }>('/functions/findCustomerV3', { orgId, options: { limit: 20 }, ...body }, token);
const namesOf = (answer: Awaited<ReturnType<typeof latest>>) => answer.body.result.customers.map((customer) => customer.displayName).sort();

/** An organization with a general member and one customer, the member's cache on `b` warm. */
async function organizationWithMember(name: string): Promise<{ admin: Agent; member: TestUser }> {
  const admin = await a.agentWithOrg(name);
  const member = await joinedMember(t, admin, `${name}-member`);
  await a.visitorCustomer(admin, `Hello ${name}`);
  expect((await latest(b, admin.orgId, member.token)).status).toBe(200);
  expect((await latest(b, admin.orgId, member.token)).status).toBe(200);
  return { admin, member };
}

describe('the auth cache across processes', () => {
  it('refuses an ended session on the very next request, on the other process too', async () => {
    const { admin, member } = await organizationWithMember('ended');
    const sessions = (await a.call<SessionListResponse>('/sessions', { _method: 'GET' }, member.token)).body.results;
    const current = sessions.find((session) => session.current)!;
    // Ended from another desk of the same user, through the first process.
    const { username } = (await a.call<{ username: string }>('/users/me', {}, member.token)).body;
    const desk = (await a.call<{ sessionToken: string }>('/login', { username, password: 'secret-pass' })).body.sessionToken;
    expect((await a.call(`/sessions/${current.objectId}`, { _method: 'DELETE' }, desk)).status).toBe(200);
    expect(await latest(b, admin.orgId, member.token)).toEqual({ status: 400, body: INVALID_SESSION });
    expect((await latest(b, admin.orgId, desk)).status).toBe(200);
  });

  it('refuses a logged-out session on the very next request', async () => {
    const { admin, member } = await organizationWithMember('logout');
    expect((await a.call('/logout', {}, member.token)).status).toBe(200);
    expect(await latest(b, admin.orgId, member.token)).toEqual({ status: 400, body: INVALID_SESSION });
  });

  it('refuses the other sessions after a password change on the very next request', async () => {
    const { admin, member } = await organizationWithMember('password');
    const { username } = (await a.call<{ username: string }>('/users/me', {}, member.token)).body;
    const desk = (await a.call<{ sessionToken: string }>('/login', { username, password: 'secret-pass' })).body.sessionToken;
    const changed = await a.call('/user/password/change', { username, oldPassword: 'secret-pass', newPassword: 'another good passphrase' }, desk);
    expect(changed.status).toBe(200);
    expect(await latest(b, admin.orgId, member.token)).toEqual({ status: 400, body: INVALID_SESSION });
    expect((await latest(b, admin.orgId, desk)).status).toBe(200);
  });

  it('refuses an evicted member on the very next request, on the other process too', async () => {
    const { admin, member } = await organizationWithMember('evicted');
    const evicted = await a.call('/functions/evict', { orgId: admin.orgId, userIds: [member.userId] }, admin.token);
    expect(evicted.status).toBe(200);
    expect((await latest(b, admin.orgId, member.token)).status).toBe(404);
  });

  it('follows a role change on the very next request, on the other process too', async () => {
    const { admin, member } = await organizationWithMember('demoted');
    const feature = vpcSettingForPlan('business').data;
    const role = await a.call<{ _id: string }>('/org_roles/create', { orgId: admin.orgId, name: 'Agents', feature }, admin.token);
    expect(role.status).toBe(201);
    const assigned = await a.call('/functions/updateMemberAuthority', { orgId: admin.orgId, userId: member.userId, orgRoleId: role.body._id }, admin.token);
    expect(assigned.status).toBe(200);
    expect((await latest(b, admin.orgId, member.token)).status).toBe(200);
    // The role loses the message center: its member is refused at once.
    const closed = { ...feature, msgCenter: { ...feature.msgCenter, enabled: false } };
    const updated = await a.service('PUT', '/org_roles/update_feature', admin.token, { orgId: admin.orgId, id: role.body._id, feature: closed });
    expect(updated.status).toBe(200);
    expect(await latest(b, admin.orgId, member.token)).toMatchObject({ status: 403, body: { code: 119, error: 'error/feature-disabled' } });
  });

  it('never answers one organization from what it keeps of another', async () => {
    const first = await organizationWithMember('first');
    const second = await organizationWithMember('second');
    // The member of the first is no member of the second, however warm their session is, or cold
    // (a new login's first request reads session and membership in one query).
    expect((await latest(b, second.admin.orgId, first.member.token)).status).toBe(404);
    const { username } = (await a.call<{ username: string }>('/users/me', {}, first.member.token)).body;
    const login = async () => (await a.call<{ sessionToken: string }>('/login', { username, password: 'secret-pass' })).body.sessionToken;
    expect((await latest(b, second.admin.orgId, await login())).status).toBe(404);
    expect((await latest(b, first.admin.orgId, await login())).status).toBe(200);
    expect((await b.call('/functions/findCustomerV3', {}, await login())).body).toEqual({ code: 141, error: 'error/no-organization' });
    expect((await latest(b, first.admin.orgId, 'r:not-a-session')).body).toEqual(INVALID_SESSION);
    expect(namesOf(await latest(b, first.admin.orgId, first.member.token))).toEqual(namesOf(await latest(b, first.admin.orgId, first.admin.token)));

    // A user in both organizations gets each one's customers and each one's search mode.
    const both = await joinedMember(t, second.admin, 'both');
    const invited = await a.call('/functions/invite', { orgId: first.admin.orgId, emails: [both.email] }, first.admin.token);
    expect(invited.status).toBe(200);
    const { newestMailedLink } = await import('../mail/outbox-reader');
    const code = (await newestMailedLink(t, both.email, '/invite'))!.searchParams.get('code');
    expect((await a.call('/functions/invite', { invite_code: code }, both.token)).status).toBe(200);
    const fullMode = await a.call(`/classes/Organization/${first.admin.orgId}`, { _method: 'PUT', customerSearchMode: 'fullMode' }, first.admin.token);
    expect(fullMode.status).toBe(200);
    const firstList = await latest(b, first.admin.orgId, both.token);
    const secondList = await latest(b, second.admin.orgId, both.token);
    expect(firstList.body.result.customers.every((customer) => customer.organization.objectId === first.admin.orgId)).toBe(true);
    expect(secondList.body.result.customers.every((customer) => customer.organization.objectId === second.admin.orgId)).toBe(true);
    expect(firstList.body.result.customers).toHaveLength(1);
    expect(secondList.body.result.customers).toHaveLength(1);
    // A part of a name finds it in the contain mode of the second, not in the full mode of the first.
    const [name] = namesOf(secondList);
    const part = name!.slice(0, 3);
    expect(namesOf(await latest(b, second.admin.orgId, both.token, { where: { nameSearch: part } }))).toEqual([name]);
    expect(namesOf(await latest(b, first.admin.orgId, both.token, { where: { nameSearch: part } }))).toEqual([]);
  });
});
