import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Announcement, AnnouncementEvent } from '../../common/contracts/notifications';
import { joinedMember } from '../members/test-helpers';
import { connected, nextEvent, startTestServer, type TestServer } from '../testing/harness';
import { sanitizeAnnouncementHtml } from './sanitize';

let test: TestServer;

beforeAll(async () => { test = await startTestServer(); });
afterAll(async () => { await test.close(); });


describe('sanitizeAnnouncementHtml', () => {
  it('strips scripts, event handlers and javascript: URLs, keeps formatting', () => {
    const clean = sanitizeAnnouncementHtml('<p onclick="x()">Hi <b>all</b><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">go</a><a href="https://example.com">ok</a></p>');
    expect(clean).not.toMatch(/script|onerror|onclick|javascript|alert/);
    expect(clean).toContain('<b>all</b>');
    expect(clean).toContain('<img src="x" />');
    expect(clean).toContain('href="https://example.com"');
  });
});

describe('announcements', () => {
  it('lets an admin create (sanitized), members list pinned first, mark seen, and hears it live', async () => {
    const admin = await test.agentWithOrg('chief');
    const member = await joinedMember(test, admin, 'Ann');
    const socket = test.socket({ userId: member.userId, token: member.token });
    await connected(socket);
    await new Promise((resolve) => socket.emit('subscribe', { orgId: admin.orgId }, resolve));

    const normal = await test.service('POST', '/announcements/create', admin.token, { orgId: admin.orgId, name: 'Old', content: '<p>old</p>' });
    expect(normal.status).toBe(201);
    const live = nextEvent<AnnouncementEvent>(socket, 'event', (event) => event.type === 'announcement' && event.action === 'upsert' && event.announcement.name === 'Pinned');
    const pinned = await test.service('POST', '/announcements/create', admin.token, {
      orgId: admin.orgId, name: 'Pinned', nailed: 'pinned', content: '<p>Hello<script>alert(1)</script><img src=x onerror="alert(2)"></p>',
    });
    expect(pinned.status).toBe(201);
    expect(pinned.body.content).toBe('<p>Hello<img src="x" /></p>');
    const event = await live;
    expect(event.type === 'announcement' && event.action === 'upsert' && event.announcement.content).toBe('<p>Hello<img src="x" /></p>');

    // A second, later normal one: pinned still comes first.
    await test.service('POST', '/announcements/create', admin.token, { orgId: admin.orgId, name: 'New', content: 'new' });
    const listed = await test.service('GET', `/announcements/list?orgId=${admin.orgId}&limit=20&skip=0`, member.token);
    expect(listed.body.announcements.map((item: Announcement) => item.name)).toEqual(['Pinned', 'New', 'Old']);
    expect((await test.service('GET', `/announcements/list?orgId=${admin.orgId}&limit=2&skip=2`, member.token)).body.announcements.map((item: Announcement) => item.name)).toEqual(['Old']);

    const unseen = await test.service('GET', `/announcements/get_activated?orgId=${admin.orgId}`, member.token);
    expect(unseen.body.announcements).toHaveLength(3);
    const seen = await test.service('PUT', '/announcements/mark_seen', member.token, { orgId: admin.orgId, id: pinned.body._id });
    expect(seen.body.seenUsers).toContain(member.userId);
    await test.service('PUT', '/announcements/mark_seen', member.token, { orgId: admin.orgId, id: pinned.body._id });
    const again = await test.service('GET', `/announcements/get_activated?orgId=${admin.orgId}`, member.token);
    expect(again.body.announcements.map((item: Announcement) => item.name)).toEqual(['New', 'Old']);
    // The author has seen their own.
    expect((await test.service('GET', `/announcements/get_activated?orgId=${admin.orgId}`, admin.token)).body.announcements).toEqual([]);

    const unpinned = await test.service('PUT', '/announcements/update', admin.token, { orgId: admin.orgId, id: pinned.body._id, nailed: 'normal' });
    expect(unpinned.body.nailed).toBe('normal');
    const removed = await test.service('DELETE', `/announcements/remove?orgId=${admin.orgId}&id=${normal.body._id}`, admin.token);
    expect(removed.status).toBe(200);
    expect((await test.service('GET', `/announcements/list?orgId=${admin.orgId}`, member.token)).body.announcements.map((item: Announcement) => item.name)).toEqual(['New', 'Pinned']);
  });

  it('refuses members who are not admins, bad input, and other organizations', async () => {
    const admin = await test.agentWithOrg('lead');
    const member = await joinedMember(test, admin, 'Bo');
    const other = await test.agentWithOrg('rival');
    const created = await test.service('POST', '/announcements/create', admin.token, { orgId: admin.orgId, name: 'A', content: 'a' });

    expect((await test.service('POST', '/announcements/create', member.token, { orgId: admin.orgId, name: 'B', content: 'b' })).status).toBe(403);
    expect((await test.service('PUT', '/announcements/update', member.token, { orgId: admin.orgId, id: created.body._id, nailed: 'pinned' })).status).toBe(403);
    expect((await test.service('DELETE', `/announcements/remove?orgId=${admin.orgId}&id=${created.body._id}`, member.token)).status).toBe(403);

    const missingName = await test.service('POST', '/announcements/create', admin.token, { orgId: admin.orgId, content: 'x' });
    expect(missingName.status).toBe(400);
    expect(missingName.body.error).toMatch(/name/);
    expect((await test.service('POST', '/announcements/create', admin.token, { orgId: admin.orgId, name: 'x', content: 'x', nailed: 'top' })).status).toBe(400);
    const onlyScript = await test.service('POST', '/announcements/create', admin.token, { orgId: admin.orgId, name: 'x', content: '<script>alert(1)</script>' });
    expect(onlyScript.status).toBe(400);
    expect((await test.service('PUT', '/announcements/update', admin.token, { orgId: admin.orgId, id: created.body._id })).status).toBe(400);

    // The other organization's admin cannot see, change or remove it, even naming their own org.
    expect((await test.service('GET', `/announcements/list?orgId=${admin.orgId}`, other.token)).status).toBe(404);
    expect((await test.service('PUT', '/announcements/update', other.token, { orgId: other.orgId, id: created.body._id, nailed: 'pinned' })).status).toBe(404);
    expect((await test.service('DELETE', `/announcements/remove?orgId=${other.orgId}&id=${created.body._id}`, other.token)).status).toBe(404);
    expect((await test.service('PUT', '/announcements/mark_seen', other.token, { orgId: other.orgId, id: created.body._id })).status).toBe(404);
  });
});
