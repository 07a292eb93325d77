import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrgRole } from '../../common/contracts/org-roles';
import type { OrgRoleUpdatedEvent } from '../../common/org-roles';
import { joinedMember, type TestUser } from '../members/test-helpers';
import { connected, nextEvent, startTestServer, type Agent, type TestServer } from '../testing/harness';

let test: TestServer;
let admin: Agent;
let stranger: Agent;
let member: TestUser;

beforeAll(async () => {
  test = await startTestServer();
  admin = await test.agentWithOrg('boss');
  stranger = await test.agentWithOrg('stranger');
  member = await joinedMember(test, admin, 'Mia');
});
afterAll(() => test.close());


let names = 0;
const uniqueName = (base: string) => `${base} ${++names}`;

const create = (caller: { token: string }, body: Record<string, unknown>, orgId = admin.orgId) =>
  test.service('POST', '/org_roles/create', caller.token, { orgId, feature: {}, ...body });
const list = (caller: { token: string }, orgId = admin.orgId) => test.service('GET', `/org_roles/list?orgId=${orgId}`, caller.token);
const userRole = (caller: { token: string }, orgId = admin.orgId) => test.service('GET', `/org_roles/user/get?orgId=${orgId}`, caller.token);
const update = (caller: { token: string }, body: Record<string, unknown>, orgId = admin.orgId) =>
  test.service('PUT', '/org_roles/update', caller.token, { orgId, ...body });
const updateFeature = (caller: { token: string }, body: Record<string, unknown>, orgId = admin.orgId) =>
  test.service('PUT', '/org_roles/update_feature', caller.token, { orgId, ...body });
const remove = (caller: { token: string }, id: string, orgId = admin.orgId) => test.service('DELETE', `/org_roles/remove?orgId=${orgId}&id=${id}`, caller.token);
const assign = (userId: string, orgRoleId: string | null) =>
  test.call('/functions/updateMemberAuthority', { orgId: admin.orgId, userId, orgRoleId }, admin.token);

async function newRole(body: Record<string, unknown> = {}): Promise<OrgRole> {
  const answer = await create(admin, { name: uniqueName('Role'), ...body });
  if (answer.status !== 201) throw new Error(`create failed: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

async function memberSocket(user: { userId: string; token: string }) {
  const socket = test.socket({ userId: user.userId, token: user.token });
  await connected(socket);
  await new Promise((resolve) => socket.emit('subscribe', { orgId: admin.orgId }, resolve));
  return socket;
}

describe('create and list', () => {
  it('creates a role with complete flags and a superior; members list them; the room hears it', async () => {
    const socket = await memberSocket(member);
    const lead = await newRole({ name: uniqueName('Lead') });
    const heard = nextEvent<OrgRoleUpdatedEvent>(socket, 'orgRoleUpdated', (event) => event.action === 'create');
    const answer = await create(admin, {
      name: '  Support agent  ', superiorId: lead._id, feature: { msgCenter: { enabled: true }, orgSetting: { basicInfo: true } },
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ orgId: admin.orgId, name: 'Support agent', superiorId: lead._id });
    expect(answer.body.feature.msgCenter).toEqual({ enabled: true });
    expect(answer.body.feature.orgSetting).toMatchObject({ enabled: true, basicInfo: { enabled: true }, memberManagement: { enabled: false } });
    expect(answer.body.feature.broadcast).toEqual({ enabled: false });
    expect(await heard).toEqual({ orgId: admin.orgId, action: 'create', roleId: answer.body._id });

    const listed = await list(member);
    expect(listed.status).toBe(200);
    expect(listed.body.orgRoles.map((role: OrgRole) => role.name)).toEqual(expect.arrayContaining([lead.name, 'Support agent']));
  });

  it('refuses bad input with a 400 naming the problem', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '   ' }, 'body/name must not be blank'],
      [{ name: '' }, 'name'],
      [{ name: 'x'.repeat(51) }, 'name'],
      [{ name: uniqueName('R'), feature: { nowhere: { enabled: true } } }, 'body/feature/nowhere is not a module'],
      [{ name: uniqueName('R'), feature: { orgSetting: { cooking: true } } }, 'body/feature/orgSetting/cooking is not a part of orgSetting'],
      [{ name: uniqueName('R'), feature: { msgCenter: { enabled: 'yes' } } }, 'body/feature/msgCenter/enabled must be a boolean'],
      [{ name: uniqueName('R'), feature: 'all' }, 'feature'],
      [{ name: uniqueName('R'), superiorId: { id: 'x' } }, 'superiorId'],
      [{ name: uniqueName('R'), feature: { broadcast: true } }, 'body/feature/broadcast must be an object'],
    ];
    for (const [body, message] of cases) {
      const answer = await create(admin, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error).toContain(message);
    }
    expect((await test.service('POST', '/org_roles/create', admin.token, { orgId: admin.orgId, name: 'No flags' })).body.error).toContain('feature');
  });

  it('keeps names unique in the organization, without regard to case; another organization may reuse one', async () => {
    const role = await newRole({ name: 'Night shift' });
    const again = await create(admin, { name: 'NIGHT SHIFT' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ code: 142, error: 'error/role-name-taken' });
    expect((await create(stranger, { name: role.name }, stranger.orgId)).status).toBe(201);
  });

  it('refuses a superior of another organization (404) and non-admins', async () => {
    const theirs = (await create(stranger, { name: uniqueName('Theirs') }, stranger.orgId)).body as OrgRole;
    expect((await create(admin, { name: uniqueName('R'), superiorId: theirs._id })).status).toBe(404);
    expect((await create(admin, { name: uniqueName('R'), superiorId: 'Nonexisting' })).status).toBe(404);
    expect((await create(member, { name: uniqueName('R') })).body).toEqual({ code: 119, error: 'Permission denied' });
  });

  it('answers 404 to strangers, 141 without an organization and 209 without a session', async () => {
    expect((await list(stranger)).status).toBe(404);
    expect((await userRole(stranger)).status).toBe(404);
    expect((await create(stranger, { name: uniqueName('R') })).status).toBe(404);
    expect((await test.service('GET', '/org_roles/list', admin.token)).body).toEqual({ code: 141, error: 'error/no-organization' });
    expect((await test.service('GET', `/org_roles/list?orgId=${admin.orgId}`, '')).body.code).toBe(209);
  });
});

describe('update and update_feature', () => {
  it('renames, moves under a superior and back to the top, and changes flags; the room hears each', async () => {
    const socket = await memberSocket(member);
    const top = await newRole();
    const role = await newRole();
    const heard = nextEvent<OrgRoleUpdatedEvent>(socket, 'orgRoleUpdated', (event) => event.action === 'update' && event.roleId === role._id);
    const renamed = await update(admin, { id: role._id, name: ' Renamed role ', superiorId: top._id });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ _id: role._id, name: 'Renamed role', superiorId: top._id });
    await heard;
    expect((await update(admin, { id: role._id, superiorId: null })).body.superiorId).toBeNull();

    const flagsHeard = nextEvent<OrgRoleUpdatedEvent>(socket, 'orgRoleUpdated', (event) => event.action === 'update' && event.roleId === role._id);
    const flagged = await updateFeature(admin, { id: role._id, feature: { broadcast: { enabled: true }, overview: { template: { enabled: true } } } });
    expect(flagged.status).toBe(200);
    expect(flagged.body.feature.broadcast).toEqual({ enabled: true });
    expect(flagged.body.feature.overview).toMatchObject({ enabled: true, template: { enabled: true }, dataAnalysis: { enabled: false } });
    await flagsHeard;
  });

  it('refuses a loop in the superior chain, itself included', async () => {
    const a = await newRole();
    const b = await newRole({ superiorId: a._id });
    const c = await newRole({ superiorId: b._id });
    for (const [id, superiorId] of [[a._id, c._id], [a._id, a._id], [b._id, c._id]]) {
      const answer = await update(admin, { id, superiorId });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe('error/role-superior-cycle');
    }
  });

  it('refuses bad input, a taken name, non-admins and other organizations', async () => {
    const role = await newRole();
    const other = await newRole();
    expect((await update(admin, { id: role._id })).status).toBe(400);
    expect((await update(admin, { id: role._id, name: ' ' })).body.error).toBe('body/name must not be blank');
    expect((await update(admin, { id: role._id, name: other.name.toUpperCase() })).body.error).toBe('error/role-name-taken');
    expect((await updateFeature(admin, { id: role._id, feature: { chatpay: { tips: true } } })).body.error).toBe('body/feature/chatpay/tips is not a part of chatpay');
    expect((await updateFeature(admin, { id: role._id })).body.error).toContain('feature');
    expect((await update(member, { id: role._id, name: 'Mine' })).status).toBe(403);
    expect((await updateFeature(member, { id: role._id, feature: {} })).status).toBe(403);
    // Another organization's role is not found, whichever organization the call names.
    const theirs = (await create(stranger, { name: uniqueName('Theirs') }, stranger.orgId)).body as OrgRole;
    expect((await update(admin, { id: theirs._id, name: 'Taken over' })).status).toBe(404);
    expect((await updateFeature(admin, { id: theirs._id, feature: {} })).status).toBe(404);
    expect((await update(admin, { id: theirs._id, name: 'Taken over' }, stranger.orgId)).status).toBe(404);
  });
});

describe('remove', () => {
  it('removes an unused role; the room hears it', async () => {
    const socket = await memberSocket(member);
    const role = await newRole();
    const heard = nextEvent<OrgRoleUpdatedEvent>(socket, 'orgRoleUpdated', (event) => event.action === 'remove');
    const answer = await remove(admin, role._id);
    expect(answer.status).toBe(200);
    expect(await heard).toEqual({ orgId: admin.orgId, action: 'remove', roleId: role._id });
    expect((await list(admin)).body.orgRoles.map((item: OrgRole) => item._id)).not.toContain(role._id);
    expect((await remove(admin, role._id)).status).toBe(404);
  });

  it('refuses a role that is a superior or is assigned to members, non-admins and other organizations', async () => {
    const top = await newRole();
    const below = await newRole({ superiorId: top._id });
    expect((await remove(admin, top._id)).body).toEqual({ code: 142, error: 'error/role-has-subordinates' });
    const colleague = await joinedMember(test, admin, 'Col');
    expect((await assign(colleague.userId, below._id)).status).toBe(200);
    expect((await remove(admin, below._id)).body).toEqual({ code: 142, error: 'error/role-in-use' });
    expect((await remove(member, below._id)).status).toBe(403);
    expect((await test.service('DELETE', `/org_roles/remove?orgId=${admin.orgId}`, admin.token)).body.error).toContain('id');
    const theirs = (await create(stranger, { name: uniqueName('Theirs') }, stranger.orgId)).body as OrgRole;
    expect((await remove(admin, theirs._id)).status).toBe(404);
  });
});

describe('assigning a role to a member', () => {
  it('sets and clears orgRoleId through updateMemberAuthority; the member reads it; the room hears it', async () => {
    const user = await joinedMember(test, admin, 'Rui');
    const socket = await memberSocket(user);
    const role = await newRole({ feature: { msgCenter: { enabled: true } } });
    expect((await userRole(user)).body).toEqual({ authorityName: 'general', orgRole: null, feature: null, subRoleIds: [] });

    const heard = nextEvent<OrgRoleUpdatedEvent>(socket, 'orgRoleUpdated', (event) => event.action === 'assign');
    const assigned = await assign(user.userId, role._id);
    expect(assigned.status).toBe(200);
    expect(assigned.body.result).toMatchObject({ objectId: user.userId, authorityName: 'general', orgRoleId: role._id });
    expect(await heard).toEqual({ orgId: admin.orgId, action: 'assign', userId: user.userId });
    const mine = (await userRole(user)).body;
    expect(mine).toMatchObject({ authorityName: 'general', orgRole: { _id: role._id, name: role.name } });
    expect(mine.feature.msgCenter.enabled).toBe(true);
    // The roles under the member's: the subBind inbox (docs/customer-profile.md).
    expect(mine.subRoleIds).toEqual([]);
    const report = await newRole({ superiorId: role._id });
    const reportOfReport = await newRole({ superiorId: report._id });
    expect(new Set((await userRole(user)).body.subRoleIds)).toEqual(new Set([report._id, reportOfReport._id]));
    const listed = (await test.call('/functions/findOrgMembers', { orgId: admin.orgId }, admin.token)).body.result;
    expect(listed.find((row: { objectId: string }) => row.objectId === user.userId).orgRoleId).toBe(role._id);

    // An admin's role places them in the hierarchy only: it restricts nothing.
    expect((await test.call('/functions/updateMemberAuthority', { orgId: admin.orgId, userId: user.userId, authorityName: 'admin' }, admin.token)).status).toBe(200);
    expect((await userRole(user)).body).toMatchObject({ authorityName: 'admin', orgRole: { _id: role._id }, feature: null });
    await test.call('/functions/updateMemberAuthority', { orgId: admin.orgId, userId: user.userId, authorityName: 'general' }, admin.token);

    const cleared = await assign(user.userId, null);
    expect(cleared.body.result.orgRoleId).toBeNull();
    expect((await userRole(user)).body.orgRole).toBeNull();
  });

  it('refuses a role of another organization (404), bad ids and non-admins', async () => {
    const theirs = (await create(stranger, { name: uniqueName('Theirs') }, stranger.orgId)).body as OrgRole;
    expect((await assign(member.userId, theirs._id)).status).toBe(404);
    expect((await assign(member.userId, '')).status).toBe(400);
    const noChange = await test.call('/functions/updateMemberAuthority', { orgId: admin.orgId, userId: member.userId }, admin.token);
    expect(noChange.status).toBe(400);
    const role = await newRole();
    const byMember = await test.call('/functions/updateMemberAuthority', { orgId: admin.orgId, userId: member.userId, orgRoleId: role._id }, member.token);
    expect(byMember.body).toEqual({ code: 119, error: 'Permission denied' });
  });
});

describe('feature enforcement and subordinates', () => {
  it('refuses a custom-role member the modules their role lacks, and opens them once the role has them', async () => {
    const user = await joinedMember(test, admin, 'Flo');
    const role = await newRole({ feature: { msgCenter: { enabled: true } } });
    await assign(user.userId, role._id);
    const members = () => test.call('/functions/findOrgMembers', { orgId: admin.orgId }, user.token);
    expect((await members()).body).toEqual({ code: 119, error: 'error/feature-disabled' });
    expect((await test.call('/functions/inboxesV3', { orgId: admin.orgId, options: { limit: 20 } }, user.token)).status).toBe(200);

    await updateFeature(admin, { id: role._id, feature: { msgCenter: { enabled: true }, orgSetting: { memberManagement: true } } });
    expect((await members()).status).toBe(200);
    await updateFeature(admin, { id: role._id, feature: { orgSetting: { memberManagement: true } } });
    expect((await test.call('/functions/inboxesV3', { orgId: admin.orgId, options: { limit: 20 } }, user.token)).body.error).toBe('error/feature-disabled');
  });

  it('refuses to evict a member with subordinates until they have none', async () => {
    const lead = await newRole();
    const agent = await newRole({ superiorId: lead._id });
    const boss = await joinedMember(test, admin, 'Lea');
    const helper = await joinedMember(test, admin, 'Hal');
    await assign(boss.userId, lead._id);
    await assign(helper.userId, agent._id);
    const evict = (userIds: string[]) => test.call('/functions/evict', { orgId: admin.orgId, userIds }, admin.token);
    expect((await evict([boss.userId])).body).toEqual({ code: 142, error: 'error/member-has-subordinates' });
    // With the subordinate in the same removal, nobody is left under the superior.
    expect((await evict([boss.userId, helper.userId])).body.result.evicted).toHaveLength(2);

    const boss2 = await joinedMember(test, admin, 'Lou');
    const helper2 = await joinedMember(test, admin, 'Hap');
    await assign(boss2.userId, lead._id);
    await assign(helper2.userId, agent._id);
    expect((await evict([boss2.userId])).status).toBe(400);
    await assign(helper2.userId, null);
    expect((await evict([boss2.userId])).status).toBe(200);
  });
});
