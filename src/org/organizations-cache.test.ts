import { afterEach, describe, expect, it } from 'vitest';
import type { Organization } from '../../common/contracts/organizations';
import { cacheOrganizations, readCachedOrganizations } from './organizations-cache';

const teaHouse: Organization = {
  objectId: 'OrgTea0001', name: 'tea-house', displayName: 'Tea House', industry: 'retail', locale: 'en-US',
  authorityName: 'admin', integrations: [], createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
};

afterEach(() => localStorage.clear());

describe('cached organizations', () => {
  it('keeps the integrations as the server answered them', () => {
    cacheOrganizations('u1', [teaHouse]);
    expect(readCachedOrganizations('u1')).toEqual([teaHouse]);
    expect(readCachedOrganizations('u2')).toBeNull();
  });

  it('reads a list cached before integrations existed with live chat connected, as every organization then had', () => {
    const { integrations: _omitted, ...older } = teaHouse;
    localStorage.setItem('parley.organizations', JSON.stringify({ userId: 'u1', organizations: [older] }));
    expect(readCachedOrganizations('u1')).toEqual([{ ...teaHouse, integrations: [{ platform: 'livechat', alert: false }] }]);
  });
});
