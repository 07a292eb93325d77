import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connected, nextEvent, startTestServer, type Agent, type TestServer } from '../testing/harness';
import { joinedMember, newUser, type TestUser } from './test-helpers';

describe('members', () => {
  let test: TestServer;
  let admin: Agent;
  let other: Agent;

  beforeAll(async () => {
    test = await startTestServer();
    admin = await test.agentWithOrg('owner');
    other = await test.agentWithOrg('stranger');
  });
  afterAll(() => test.close());

  const members = (agent: { token: string }, orgId = admin.orgId) => test.call('/functions/findOrgMembers', { orgId }, agent.token);
  const setAuthority = (caller: { token: string }, userId: string, authorityName: string, orgId = admin.orgId) =>
    test.call('/functions/updateMemberAuthority', { orgId, userId, authorityName }, caller.token);
  const evict = (caller: { token: string }, body: Record<string, unknown>, orgId = admin.orgId) =>
    test.call('/functions/evict', { orgId, ...body }, caller.token);

  describe('findOrgMembers', () => {
    it('lists every member with authority and names, to any member', async () => {
      const member = await joinedMember(test, admin, 'Bea');
      for (const caller of [admin, member]) {
        const answer = await members(caller);
        expect(answer.status).toBe(200);
        expect(answer.body.result).toEqual([
          expect.objectContaining({ objectId: admin.userId, authorityName: 'admin', email: expect.stringContaining('@example.com') }),
          expect.objectContaining({ objectId: member.userId, authorityName: 'general', firstName: 'Bea', lastName: '', email: member.email, joinedAt: expect.any(String) }),
        ]);
      }
    });

    it('answers 404 to a non-member and needs an organization', async () => {
      expect((await members(other)).status).toBe(404);
      expect((await test.call('/functions/findOrgMembers', {}, admin.token)).body).toEqual({ code: 141, error: 'error/no-organization' });
      expect((await test.call('/functions/findOrgMembers', { orgId: admin.orgId })).body.code).toBe(209);
    });
  });

  describe('updateMemberAuthority', () => {
    let member: TestUser;
    beforeAll(async () => { member = await joinedMember(test, admin, 'Cal'); });

    it('lets an admin set any authority', async () => {
      for (const authority of ['private-only', 'customer-readonly', 'general']) {
        const answer = await setAuthority(admin, member.userId, authority);
        expect(answer.status).toBe(200);
        expect(answer.body.result).toMatchObject({ objectId: member.userId, authorityName: authority });
      }
      const listed = (await members(admin)).body.result.find((row: { objectId: string }) => row.objectId === member.userId);
      expect(listed.authorityName).toBe('general');
    });

    it('refuses non-admins, bad input and other organizations', async () => {
      expect((await setAuthority(member, admin.userId, 'general')).body).toEqual({ code: 119, error: 'Permission denied' });
      const badRole = await setAuthority(admin, member.userId, 'owner');
      expect(badRole.status).toBe(400);
      expect(badRole.body.error).toContain('allowed values');
      const noUser = await test.call('/functions/updateMemberAuthority', { orgId: admin.orgId, authorityName: 'general' }, admin.token);
      expect(noUser.body.error).toContain('userId');
      // A user of another organization is not found here; another organization's id neither.
      expect((await setAuthority(admin, other.userId, 'general')).status).toBe(404);
      expect((await setAuthority(admin, other.userId, 'general', other.orgId)).status).toBe(404);
    });

    it('keeps at least one admin', async () => {
      const demoteSelf = await setAuthority(admin, admin.userId, 'general');
      expect(demoteSelf.status).toBe(400);
      expect(demoteSelf.body.error).toBe('error/last-admin');
      // With a second admin, one may step down.
      await setAuthority(admin, member.userId, 'admin');
      expect((await setAuthority(member, member.userId, 'general')).status).toBe(200);
    });
  });

  describe('evict', () => {
    it('removes members by id or e-mail; the room hears left and the evicted sockets leave it', async () => {
      const byId = await joinedMember(test, admin, 'Dee');
      const byEmail = await joinedMember(test, admin, 'Eve');
      const watcher = test.socket({ userId: admin.userId, token: admin.token });
      const evicted = test.socket({ userId: byId.userId, token: byId.token });
      await Promise.all([connected(watcher), connected(evicted)]);
      expect(await watcher.emitWithAck('subscribe', { orgId: admin.orgId })).toBe(true);
      expect(await evicted.emitWithAck('subscribe', { orgId: admin.orgId })).toBe(true);
      const left = nextEvent<{ type: string; userId?: string }>(watcher, 'event', (event) => event.type === 'left' && event.userId === byId.userId);
      const evictEvent = nextEvent<{ type: string; orgId?: string }>(evicted, 'event', (event) => event.type === 'evict');

      const answer = await evict(admin, { userIds: [byId.userId], emails: [byEmail.email.toUpperCase()] });
      expect(answer.status).toBe(200);
      expect(answer.body.result.evicted.sort()).toEqual([byId.userId, byEmail.userId].sort());
      await left;
      expect((await evictEvent).orgId).toBe(admin.orgId);

      // Out of the room: a later member event does not reach the evicted socket.
      let heard = false;
      evicted.on('event', () => { heard = true; });
      const joined = nextEvent(watcher, 'event', (event: { type: string }) => event.type === 'join');
      await joinedMember(test, admin, 'Fay');
      await joined;
      expect(heard).toBe(false);
      expect((await members(byId)).status).toBe(404);
      expect((await test.call('/classes/Organization', { _method: 'GET' }, byEmail.token)).body.results).toEqual([]);
    });

    it('refuses bad input, non-admins, strangers, yourself', async () => {
      const member = await joinedMember(test, admin, 'Gus');
      expect((await evict(admin, {})).status).toBe(400);
      expect((await evict(admin, { userIds: [] })).status).toBe(400);
      expect((await evict(admin, { emails: ['nope'] })).body.error).toContain('format');
      expect((await evict(member, { userIds: [admin.userId] })).body).toEqual({ code: 119, error: 'Permission denied' });
      expect((await evict(admin, { userIds: [other.userId] })).status).toBe(404);
      expect((await evict(admin, { userIds: [member.userId] }, other.orgId)).status).toBe(404);
      expect((await evict(admin, { emails: ['nobody@example.com'] })).status).toBe(404);
      const self = await evict(admin, { userIds: [admin.userId, member.userId] });
      expect(self.body.error).toBe('error/cannot-evict-self');
      // Nothing happened: the member is still there.
      expect((await members(member)).status).toBe(200);
    });

    it('a user who was never invited stays out', async () => {
      const loner = await newUser(test, 'Hal');
      expect((await members(loner)).status).toBe(404);
    });
  });
});
