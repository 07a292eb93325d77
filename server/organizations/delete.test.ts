import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vpcSettingForPlan } from '../../common/access';
import { changedOutside } from '../auth-cache/test-helpers';
import { customers, memberships, messages, organizations, orgRoles } from '../db/schema';
import { joinedMember } from '../members/test-helpers';
import { connected, nextEvent, startTestServer, type Agent, type TestServer } from '../testing/harness';

// A 1×1 transparent PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

describe('DELETE /classes/Organization/{id}', () => {
  let test: TestServer;
  let admin: Agent;
  let other: Agent;

  beforeAll(async () => {
    test = await startTestServer();
    admin = await test.agentWithOrg('doomed');
    other = await test.agentWithOrg('survivor');
  });
  afterAll(() => test.close());

  const remove = (token: string, orgId: string) => test.call(`/classes/Organization/${orgId}`, { _method: 'DELETE' }, token);

  it('lets only an admin delete; strangers and other organizations get 404', async () => {
    const member = await joinedMember(test, admin, 'Gus');
    expect((await remove(member.token, admin.orgId)).body).toEqual({ code: 119, error: 'Permission denied' });
    expect((await remove(other.token, admin.orgId)).status).toBe(404);
    expect((await remove(admin.token, other.orgId)).status).toBe(404);
    expect((await remove(admin.token, 'short')).status).toBe(400);
    expect((await remove('r:wrong', admin.orgId)).body.code).toBe(209);
  });

  it('removes the organization, its data and files; members hear it and lose access', async () => {
    const member = await joinedMember(test, admin, 'Mia');
    const { customer } = await test.visitorCustomer(admin, 'Hello there');
    const upload = await test.call('/functions/getUploadUrl', { orgId: admin.orgId, fileName: 'logo.png', contentType: 'image/png' }, admin.token);
    await fetch(test.url + upload.body.result.uploadUrl, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: PNG });
    // Custom roles, one under the other, one given to the member: the references among them go too.
    await test.server.db.insert(orgRoles).values([
      { objectId: 'RoleLead01', orgId: admin.orgId, name: 'Lead', superiorId: null, feature: vpcSettingForPlan('free').data },
      { objectId: 'RoleAgent1', orgId: admin.orgId, name: 'Agent', superiorId: 'RoleLead01', feature: vpcSettingForPlan('free').data },
    ]);
    await test.server.db.update(memberships).set({ orgRoleId: 'RoleAgent1' })
      .where(and(eq(memberships.orgId, admin.orgId), eq(memberships.userId, member.userId)));
    changedOutside(test, { orgId: admin.orgId });
    const filesDir = path.join(test.dataDir, 'files', admin.orgId);
    expect(existsSync(filesDir)).toBe(true);

    const socket = test.socket({ userId: member.userId, token: member.token });
    await connected(socket);
    expect(await socket.emitWithAck('subscribe', { orgId: admin.orgId })).toBe(true);
    const heard = nextEvent<{ type: string; orgId: string }>(socket, 'event', (event) => event.type === 'organizationDeleted');

    const answer = await remove(admin.token, admin.orgId);
    expect(answer).toEqual({ status: 200, body: {} });
    expect(await heard).toEqual({ type: 'organizationDeleted', orgId: admin.orgId });

    const db = test.server.db;
    expect(await db.select().from(organizations).where(eq(organizations.objectId, admin.orgId))).toEqual([]);
    expect(await db.select().from(memberships).where(eq(memberships.orgId, admin.orgId))).toEqual([]);
    expect(await db.select().from(customers).where(eq(customers.objectId, customer.objectId))).toEqual([]);
    expect(await db.select().from(messages).where(eq(messages.orgId, admin.orgId))).toEqual([]);
    expect(await db.select().from(orgRoles).where(eq(orgRoles.orgId, admin.orgId))).toEqual([]);
    expect(existsSync(filesDir)).toBe(false);
    // Gone from every member's list; reads answer 404.
    for (const who of [admin, member]) {
      const listed = await test.call('/classes/Organization', { _method: 'GET' }, who.token);
      expect(listed.body.results.map((org: { objectId: string }) => org.objectId)).not.toContain(admin.orgId);
    }
    expect((await test.call(`/classes/Organization/${admin.orgId}`, { _method: 'GET' }, admin.token)).status).toBe(404);
    expect((await test.call('/functions/findOrgMembers', { orgId: admin.orgId }, admin.token)).status).toBe(404);
    expect((await test.call('/functions/inboxesV3', { orgId: admin.orgId }, member.token)).status).toBe(404);
    // The other organization is untouched.
    expect((await test.call(`/classes/Organization/${other.orgId}`, { _method: 'GET' }, other.token)).status).toBe(200);
  });
});
