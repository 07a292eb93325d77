import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser } from '../members/test-helpers';
import { startTestServer, type Agent, type TestServer } from '../testing/harness';

const owner = (objectId: string) => ({ owner: { __type: 'Pointer', className: '_User', objectId } });

describe('organization creation quota (POST /classes/Permission)', () => {
  let test: TestServer;
  let agent: Agent;

  beforeAll(async () => {
    test = await startTestServer();
    agent = await test.agentWithOrg('quota');
  });
  afterAll(() => test.close());

  const permission = (token: string, body: Record<string, unknown> = {}) =>
    test.call('/classes/Permission', { _method: 'GET', ...body }, token);

  it('answers the caller\'s own record, queried by owner pointer with limit 1; creating takes one', async () => {
    const first = await permission(agent.token, { where: owner(agent.userId), limit: 1 });
    expect(first.status).toBe(200);
    expect(first.body.results).toHaveLength(1);
    // The default quota is 3; the organization of agentWithOrg took one.
    expect(first.body.results[0]).toMatchObject({ owner: { __type: 'Pointer', className: '_User', objectId: agent.userId }, 'Organization number': 2 });
    expect(first.body.results[0].objectId).toMatch(/^[A-Za-z0-9]{10}$/);

    for (const name of ['Second', 'Third']) {
      expect((await test.call('/classes/Organization', { name }, agent.token)).status).toBe(201);
    }
    expect((await permission(agent.token)).body.results[0]['Organization number']).toBe(0);
    const refused = await test.call('/classes/Organization', { name: 'Fourth' }, agent.token);
    expect(refused).toEqual({ status: 400, body: { code: 141, error: 'error/resourceInsufficient' } });
    const listed = await test.call('/classes/Organization', { _method: 'GET' }, agent.token);
    expect(listed.body.results.map((org: { name: string }) => org.name)).toEqual(['quota Inc', 'Second', 'Third']);
    expect((await permission(agent.token)).body.results[0]['Organization number']).toBe(0);
  });

  it('gives a new user a record with the default quota', async () => {
    const user = await newUser(test, 'Fresh');
    expect((await permission(user.token, { where: owner(user.userId), limit: 1 })).body.results[0]['Organization number']).toBe(3);
  });

  it('never shows another user\'s record', async () => {
    const user = await newUser(test, 'Other');
    expect(await permission(user.token, { where: owner(agent.userId), limit: 1 })).toEqual({ status: 200, body: { results: [] } });
  });

  it('refuses bad input with 400 naming the problem, and no session with 209', async () => {
    for (const [body, text] of [
      [{ where: { owner: 'me' } }, 'owner'],
      [{ where: { owner: { __type: 'Pointer', className: 'Organization', objectId: agent.orgId } } }, 'className'],
      [{ where: 'mine' }, 'where'],
      [{ limit: -1 }, 'limit'],
      [{ _method: 'PUT' }, '_method'],
    ] as const) {
      const answer = await permission(agent.token, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error, JSON.stringify(body)).toContain(text);
    }
    expect((await test.call('/classes/Permission', {}, agent.token)).status).toBe(400);
    expect((await permission('r:wrong')).body.code).toBe(209);
  });
});
