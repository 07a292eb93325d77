// Pending invitations: an admin sees who has not joined yet, mails a new link or revokes the old one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PendingInvitation } from '../../../common/contracts/members';
import { INVALID_INVITE_CODE, SEATS_FULL } from '../../../common/error-keys';
import { newestMailedLink } from '../../mail/outbox-reader';
import { setOrganizationPlan } from '../../organizations/plan';
import { startTestServer, type Agent, type TestServer } from '../../testing/harness';
import { giveSeats, inviteCode, joinedMember, newUser } from '../test-helpers';

describe('pending invitations', () => {
  let test: TestServer;
  let admin: Agent;
  const pending = async (agent: Agent = admin) =>
    (await test.call<{ result: PendingInvitation[] }>('/functions/findInvitations', { orgId: agent.orgId }, agent.token)).body.result;
  const redeem = async (code: string) => {
    const user = await newUser(test, 'invitee');
    return test.call('/functions/invite', { invite_code: code }, user.token);
  };

  beforeAll(async () => {
    test = await startTestServer();
    admin = await test.agentWithOrg('inviting');
    await giveSeats(test, admin.orgId);
  });
  afterAll(() => test.close());

  it('lists each address not joined yet once, newest first, with who sent it and until when', async () => {
    await inviteCode(test, admin, 'first@example.com');
    await inviteCode(test, admin, 'second@example.com');
    await inviteCode(test, admin, 'first@example.com');
    const joined = await inviteCode(test, admin, 'joined@example.com');
    expect((await redeem(joined)).status).toBe(200);

    const list = await pending();
    expect(list.map((invitation) => invitation.email)).toEqual(['first@example.com', 'second@example.com']);
    // The admin has no name: their address says who sent it.
    expect(list[0]!.invitedBy).toMatch(/^inviting-.*@example\.com$/);
    expect((Date.parse(list[0]!.expiresAt) - Date.parse(list[0]!.sentAt)) / 86_400_000).toBeCloseTo(7, 3);
  });

  it('resends with a new link: the old one stops working, the new one joins', async () => {
    const old = await inviteCode(test, admin, 'resend@example.com');
    const [invitation] = (await pending()).filter(({ email }) => email === 'resend@example.com');
    const resent = await test.call<{ result: PendingInvitation }>('/functions/resendInvitation', { orgId: admin.orgId, invitationId: invitation!.objectId }, admin.token);
    expect(resent.status).toBe(200);
    expect(resent.body.result).toMatchObject({ email: 'resend@example.com' });
    expect(resent.body.result.objectId).not.toBe(invitation!.objectId);
    expect((await pending()).filter(({ email }) => email === 'resend@example.com')).toEqual([resent.body.result]);

    const code = (await newestMailedLink(test, 'resend@example.com', '/invite'))!.searchParams.get('code')!;
    expect(code).not.toBe(old);
    expect((await redeem(old)).body.error).toBe(INVALID_INVITE_CODE);
    // A resend the plan's seats refuse keeps the link mailed before it.
    await setOrganizationPlan(test.server.db, admin.orgId, 'free');
    const refused = await test.call('/functions/resendInvitation', { orgId: admin.orgId, invitationId: resent.body.result.objectId }, admin.token);
    expect(refused.body.error).toBe(SEATS_FULL);
    await setOrganizationPlan(test.server.db, admin.orgId, 'business');
    expect((await redeem(code)).status).toBe(200);
  });

  it('revokes: every link mailed to the address stops working and it leaves the list', async () => {
    const earlier = await inviteCode(test, admin, 'revoke@example.com');
    const later = await inviteCode(test, admin, 'revoke@example.com');
    const [invitation] = (await pending()).filter(({ email }) => email === 'revoke@example.com');
    const revoked = await test.call('/functions/revokeInvitation', { orgId: admin.orgId, invitationId: invitation!.objectId }, admin.token);
    expect(revoked.body).toEqual({ result: { revoked: invitation!.objectId } });
    expect((await pending()).some(({ email }) => email === 'revoke@example.com')).toBe(false);
    for (const code of [earlier, later]) expect((await redeem(code)).body.error).toBe(INVALID_INVITE_CODE);
    const again = await test.call('/functions/revokeInvitation', { orgId: admin.orgId, invitationId: invitation!.objectId }, admin.token);
    expect(again.status).toBe(404);
  });

  it('is for admins of the organization only, and names a bad field', async () => {
    const [invitation] = await pending();
    const member = await joinedMember(test, admin, 'Member');
    const other = await test.agentWithOrg('elsewhere');
    for (const path of ['/functions/findInvitations', '/functions/resendInvitation', '/functions/revokeInvitation']) {
      const body = { orgId: admin.orgId, invitationId: invitation!.objectId };
      expect((await test.call(path, body, member.token)).body, path).toEqual({ code: 119, error: 'Permission denied' });
      expect((await test.call(path, body, other.token)).status, path).toBe(404);
    }
    // Another organization's invitation is not found in this one, and nothing happens to it.
    for (const path of ['/functions/resendInvitation', '/functions/revokeInvitation']) {
      expect((await test.call(path, { orgId: other.orgId, invitationId: invitation!.objectId }, other.token)).status, path).toBe(404);
    }
    expect(await pending(other)).toEqual([]);
    expect((await pending()).map(({ objectId }) => objectId)).toContain(invitation!.objectId);
    const bad = await test.call('/functions/revokeInvitation', { orgId: admin.orgId, invitationId: '' }, admin.token);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('invitationId');
  });
});
