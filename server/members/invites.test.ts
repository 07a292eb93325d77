import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeInviteCode } from '../../common/invite-code';
import { invites } from '../db/schema';
import { hashToken } from '../security/tokens';
import { connected, nextEvent, startTestServer, type Agent, type TestServer } from '../testing/harness';
import { giveSeats, inviteCode, newUser } from './test-helpers';

describe('invitations', () => {
  let test: TestServer;
  let admin: Agent;

  beforeAll(async () => {
    test = await startTestServer();
    admin = await test.agentWithOrg('inviter');
    await giveSeats(test, admin.orgId);
  });
  afterAll(() => test.close());

  it('mails a 7-day link to each new address and skips members', async () => {
    const adminEmail = (await test.call('/users/me', {}, admin.token)).body.email as string;
    const answer = await test.call('/functions/invite', { orgId: admin.orgId, emails: ['New.Person@Example.com', adminEmail] }, admin.token);
    expect(answer.status).toBe(200);
    expect(answer.body.result.alreadyMembers).toEqual([adminEmail]);
    expect(answer.body.result.invited).toHaveLength(1);
    expect(answer.body.result.invited[0].email).toBe('new.person@example.com');
    const days = (Date.parse(answer.body.result.invited[0].expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const code = await inviteCode(test, admin, 'second@example.com');
    expect(decodeInviteCode(code)).toMatchObject({ organization: { objectId: admin.orgId, name: 'inviter Inc' }, email: 'second@example.com' });
    // Only the hash is stored.
    const [row] = await test.server.db.select().from(invites).where(eq(invites.codeHash, hashToken(code)));
    expect(row?.email).toBe('second@example.com');
    expect(JSON.stringify(row)).not.toContain(code.split('.')[1]);
  });

  it('refuses bad input, non-admins and other organizations', async () => {
    const bad = [
      [{ orgId: admin.orgId }, 'emails'],
      [{ orgId: admin.orgId, emails: [] }, 'fewer than 1'],
      [{ orgId: admin.orgId, emails: ['not-an-address'] }, 'format'],
      [{ orgId: admin.orgId, emails: [{}] }, 'string'],
      [{ invite_code: '' }, 'fewer than 1'],
    ] as const;
    for (const [body, text] of bad) {
      const answer = await test.call('/functions/invite', body, admin.token);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error, JSON.stringify(body)).toContain(text);
    }
    const noOrg = await test.call('/functions/invite', { emails: ['a@example.com'] }, admin.token);
    expect(noOrg.body).toEqual({ code: 141, error: 'error/no-organization' });

    const other = await test.agentWithOrg('other');
    const crossOrg = await test.call('/functions/invite', { orgId: admin.orgId, emails: ['x@example.com'] }, other.token);
    expect(crossOrg.status).toBe(404);

    const member = await newUser(test, 'general');
    await test.call('/functions/invite', { invite_code: await inviteCode(test, admin, member.email) }, member.token);
    const denied = await test.call('/functions/invite', { orgId: admin.orgId, emails: ['y@example.com'] }, member.token);
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ code: 119, error: 'Permission denied' });
  });

  it('redeems once: the user joins as general, the room hears join and accept, the address counts as verified', async () => {
    const user = await newUser(test, 'joiner');
    const code = await inviteCode(test, admin, user.email);
    const socket = test.socket({ userId: admin.userId, token: admin.token });
    await connected(socket);
    expect(await socket.emitWithAck('subscribe', { orgId: admin.orgId })).toBe(true);
    const join = nextEvent<{ type: string; member?: { objectId: string } }>(socket, 'event', (event) => event.type === 'join');
    const accept = nextEvent<{ type: string; email?: string }>(socket, 'event', (event) => event.type === 'accept');

    const redeemed = await test.call('/functions/invite', { invite_code: code }, user.token);
    expect(redeemed.status).toBe(200);
    expect(redeemed.body.result).toEqual({
      organization: { objectId: admin.orgId, name: 'inviter Inc', displayName: 'inviter Inc' },
      authorityName: 'general',
    });
    expect((await join).member?.objectId).toBe(user.userId);
    expect((await accept).email).toBe(user.email);
    expect((await test.call('/users/me', {}, user.token)).body.emailVerified).toBe(true);
    const orgs = await test.call('/classes/Organization', { _method: 'GET' }, user.token);
    expect(orgs.body.results).toEqual([expect.objectContaining({ objectId: admin.orgId, authorityName: 'general' })]);

    // Used: refused, naming the organization.
    const again = await test.call('/functions/invite', { invite_code: code }, user.token);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ code: 141, error: 'error/invalid-invite-code', organization: { objectId: admin.orgId, name: 'inviter Inc' } });
  });

  it('does not verify another address than the invited one', async () => {
    const user = await newUser(test, 'forwarded');
    const code = await inviteCode(test, admin, 'someone-else@example.com');
    expect((await test.call('/functions/invite', { invite_code: code }, user.token)).status).toBe(200);
    expect((await test.call('/users/me', {}, user.token)).body.emailVerified).toBe(false);
  });

  it('refuses expired, unknown and altered codes, and needs a session', async () => {
    const user = await newUser(test, 'late');
    const code = await inviteCode(test, admin, user.email);
    await test.server.db.update(invites).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(invites.codeHash, hashToken(code)));
    const expired = await test.call('/functions/invite', { invite_code: code }, user.token);
    expect(expired.status).toBe(400);
    expect(expired.body.organization).toEqual({ objectId: admin.orgId, name: 'inviter Inc' });

    const unknown = await test.call('/functions/invite', { invite_code: 'eyJ4IjoxfQ.nothing' }, user.token);
    expect(unknown.body).toEqual({ code: 141, error: 'error/invalid-invite-code' });
    const fresh = await inviteCode(test, admin, user.email);
    const altered = await test.call('/functions/invite', { invite_code: `${fresh}x` }, user.token);
    expect(altered.body).toEqual({ code: 141, error: 'error/invalid-invite-code' });

    const anonymous = await test.call('/functions/invite', { invite_code: fresh });
    expect(anonymous.body.code).toBe(209);
    expect((await test.call('/classes/Organization', { _method: 'GET' }, user.token)).body.results).toEqual([]);
  });

  it('keeps a member\'s authority when they redeem another invitation', async () => {
    const user = await newUser(test, 'twice');
    await test.call('/functions/invite', { invite_code: await inviteCode(test, admin, user.email) }, user.token);
    await test.call('/functions/updateMemberAuthority', { orgId: admin.orgId, userId: user.userId, authorityName: 'admin' }, admin.token);
    const second = await test.call('/functions/invite', { invite_code: await inviteCode(test, admin, `${user.email}.other`) }, user.token);
    expect(second.body.result.authorityName).toBe('admin');
  });
});
