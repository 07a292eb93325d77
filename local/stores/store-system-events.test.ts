import { beforeEach, describe, expect, it } from 'vitest';
import type { Announcement, SystemMessage } from '../../common/contracts/notifications';
import { announcementsPage } from '../announcement-store';
import { db } from '../db';
import { notificationBadge, notificationsPage } from '../notification-store';
import { storeSystemEvent } from './store-system-events';

const message = (objectId: string, iso: string): SystemMessage => ({
  objectId, orgId: 'org1', eventType: 'event/join', data: { body: { type: 'link' } }, createdAt: { __type: 'Date', iso },
});
const announcement = (id: string, nailed: Announcement['nailed'], createdAt: string): Announcement => ({
  _id: id, orgId: 'org1', name: id, content: '<p>x</p>', nailed, seenUsers: [], createdAt, updatedAt: createdAt,
});

beforeEach(async () => {
  await db.delete();
  await db.open();
});

describe('storeSystemEvent', () => {
  it('stores the user own notifications once each and raises the badge', async () => {
    await storeSystemEvent({ type: 'notify', orgId: 'org1', userId: 'me', message: message('m1', '2026-01-01T00:00:00.000Z') }, 'me');
    await storeSystemEvent({ type: 'notify', orgId: 'org1', userId: 'me', message: message('m1', '2026-01-01T00:00:00.000Z') }, 'me');
    await storeSystemEvent({ type: 'notify', orgId: 'org1', userId: 'me', message: message('m2', '2026-01-02T00:00:00.000Z') }, 'me');
    await storeSystemEvent({ type: 'notify', orgId: 'org1', userId: 'other', message: message('m3', '2026-01-03T00:00:00.000Z') }, 'me');
    expect((await notificationsPage('me', 'org1', 20)).map((row) => row.objectId)).toEqual(['m2', 'm1']);
    expect(await notificationBadge('me', 'org1')).toBe(2);
  });

  it('keeps announcements pinned first, newest first, and forgets removed ones', async () => {
    await storeSystemEvent({ type: 'announcement', orgId: 'org1', action: 'upsert', announcement: announcement('old-pin', 'pinned', '2026-01-01T00:00:00.000Z') }, 'me');
    await storeSystemEvent({ type: 'announcement', orgId: 'org1', action: 'upsert', announcement: announcement('new', 'normal', '2026-01-03T00:00:00.000Z') }, 'me');
    await storeSystemEvent({ type: 'announcement', orgId: 'org1', action: 'upsert', announcement: announcement('gone', 'normal', '2026-01-02T00:00:00.000Z') }, 'me');
    await storeSystemEvent({ type: 'announcement', orgId: 'org1', action: 'remove', id: 'gone' }, 'me');
    expect((await announcementsPage('org1', 20)).map((row) => row.objectId)).toEqual(['old-pin', 'new']);
  });
});
