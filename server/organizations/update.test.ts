import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinedMember } from '../members/test-helpers';
import { startTestServer, type Agent, type TestServer } from '../testing/harness';

describe('PUT /classes/Organization/{id}', () => {
  let test: TestServer;
  let admin: Agent;
  let other: Agent;

  beforeAll(async () => {
    test = await startTestServer();
    admin = await test.agentWithOrg('rename');
    other = await test.agentWithOrg('elsewhere');
  });
  afterAll(() => test.close());

  const update = (token: string, body: Record<string, unknown>, orgId = admin.orgId) =>
    test.call(`/classes/Organization/${orgId}`, { _method: 'PUT', ...body }, token);

  it('lets an admin rename the organization and set industry and locale', async () => {
    const answer = await update(admin.token, { name: ' Tea House ', displayName: 'Tea House Taipei', industry: 'food-beverage', locale: 'zh-TW' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ objectId: admin.orgId, name: 'Tea House', displayName: 'Tea House Taipei', industry: 'food-beverage', locale: 'zh-TW', authorityName: 'admin' });
    const listed = await test.call('/classes/Organization', { _method: 'GET' }, admin.token);
    expect(listed.body.results[0]).toMatchObject({ name: 'Tea House', displayName: 'Tea House Taipei' });
    const read = await test.call(`/classes/Organization/${admin.orgId}`, { _method: 'GET' }, admin.token);
    expect(read.body).toMatchObject({ name: 'Tea House', locale: 'zh-TW' });
    // A real PUT works as well.
    const response = await fetch(`${test.url}/classes/Organization/${admin.orgId}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-parse-application-id': 'parley', 'x-parse-session-token': admin.token },
      body: JSON.stringify({ name: 'Tea House 2', industry: 'retail' }),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { name: string }).name).toBe('Tea House 2');
  });

  it('needs name and industry, and valid values', async () => {
    for (const [body, text] of [
      [{ industry: 'retail' }, 'name'],
      [{ name: 'X' }, 'industry'],
      [{ name: '   ', industry: 'retail' }, 'pattern'],
      [{ name: 'X', industry: 'retail', locale: 'not a locale' }, 'locale'],
      [{ name: 'x'.repeat(101), industry: 'retail' }, 'name'],
    ] as const) {
      const answer = await update(admin.token, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error, JSON.stringify(body)).toContain(text);
    }
    expect((await test.call('/classes/Organization/short', { _method: 'PUT', name: 'X', industry: 'r' }, admin.token)).status).toBe(400);
  });

  it('refuses general members with Permission denied and strangers with 404', async () => {
    const member = await joinedMember(test, admin, 'Ivy');
    expect((await update(member.token, { name: 'Mine', industry: 'retail' })).body).toEqual({ code: 119, error: 'Permission denied' });
    expect((await update(other.token, { name: 'Mine', industry: 'retail' })).status).toBe(404);
    expect((await update(admin.token, { name: 'Mine', industry: 'retail' }, other.orgId)).status).toBe(404);
    expect((await test.call(`/classes/Organization/${admin.orgId}`, { _method: 'GET' }, other.token)).status).toBe(404);
    expect((await update('r:wrong', { name: 'Mine', industry: 'retail' })).body.code).toBe(209);
  });
});
