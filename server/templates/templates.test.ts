import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueryTemplateResult, RemoveTemplateResult, ReplyTemplate } from '../../common/contracts/kept-templates';
import { startTestServer, type Agent, type TestServer } from '../testing/harness';

let t: TestServer;
beforeAll(async () => { t = await startTestServer(); });
afterAll(async () => { await t?.close(); });

const textTemplate = (name: string, content: string, extra: Record<string, unknown> = {}) =>
  ({ templateType: 'text', name, data: { elements: [{ contentType: 'text', data: { content } }] }, ...extra });
const save = (agent: Agent, body: Record<string, unknown>) =>
  t.call<{ result: ReplyTemplate; error?: string }>('/functions/saveTemplate', { orgId: agent.orgId, ...body }, agent.token);
const query = (agent: Agent, body: Record<string, unknown> = {}) =>
  t.call<{ result: QueryTemplateResult }>('/functions/queryTemplate', { orgId: agent.orgId, ...body }, agent.token);

describe('reply templates', () => {
  it('saves, searches by name or text, and removes templates', async () => {
    const agent = await t.agentWithOrg('templater');
    const greeting = await save(agent, textTemplate('  Greeting ', 'Hello {{customerName}}, how can we help?', { note: 'first answer' }));
    expect(greeting.status).toBe(200);
    expect(greeting.body.result).toMatchObject({
      name: 'Greeting', note: 'first answer', templateType: 'text', version: 2, hidden: false,
      data: { content: 'Hello {{customerName}}, how can we help?', elements: [{ contentType: 'text', data: { content: 'Hello {{customerName}}, how can we help?' } }] },
    });
    expect(greeting.body.result.templateId).toBe(greeting.body.result.objectId);
    await save(agent, textTemplate('Refund', 'Your refund is on its way.'));
    await save(agent, textTemplate('100% sure', 'Certain.'));

    expect((await query(agent)).body.result.templates.map((template) => template.name)).toEqual(['100% sure', 'Greeting', 'Refund']);
    expect((await query(agent, { where: { keyword: 'refund' } })).body.result.templates.map((template) => template.name)).toEqual(['Refund']);
    expect((await query(agent, { where: { keyword: 'HOW CAN' } })).body.result.templates.map((template) => template.name)).toEqual(['Greeting']);
    // The keyword is taken literally: % matches only a %.
    expect((await query(agent, { where: { keyword: '%' } })).body.result.templates.map((template) => template.name)).toEqual(['100% sure']);

    const removed = await t.call<{ result: RemoveTemplateResult }>('/functions/removeTemplate', { orgId: agent.orgId, templateId: greeting.body.result.objectId }, agent.token);
    expect(removed.body.result).toEqual({ objectId: greeting.body.result.objectId, removed: true });
    expect((await query(agent)).body.result.templates.map((template) => template.name)).toEqual(['100% sure', 'Refund']);
    expect((await t.call('/functions/removeTemplate', { orgId: agent.orgId, templateId: greeting.body.result.objectId }, agent.token)).status).toBe(404);
  });

  it('answers a repeated save with the client id with the same template, and pages by 20', async () => {
    const agent = await t.agentWithOrg('pages');
    const once = await save(agent, textTemplate('Once', 'x', { objectId: 'Template01' }));
    const twice = await save(agent, textTemplate('Once', 'x', { objectId: 'Template01' }));
    expect(twice.body.result).toEqual(once.body.result);
    for (let index = 0; index < 20; index += 1) await save(agent, textTemplate(`T${String(index).padStart(2, '0')}`, 'y'));
    expect((await query(agent)).body.result.templates).toHaveLength(20);
    expect((await query(agent, { options: { skip: 20 } })).body.result.templates).toHaveLength(1);
    expect((await query(agent, { options: { limit: 21 } })).status).toBe(400);
  });

  it('refuses bad input with a 400 naming the problem', async () => {
    const agent = await t.agentWithOrg('bad');
    const cases: [Record<string, unknown>, RegExp][] = [
      [textTemplate('   ', 'text'), /name is required/],
      [textTemplate('Blank', '  '), /content is required/],
      [textTemplate('x'.repeat(51), 'text'), /name must NOT have more than 50 characters/],
      [textTemplate('Long', 'x'.repeat(2001)), /content must NOT have more than 2000 characters/],
      [{ templateType: 'text', name: 'No elements', data: { elements: [] } }, /elements must NOT have fewer than 1 items/],
      [{ ...textTemplate('Card', 'x'), templateType: 'card' }, /templateType/],
      [{ templateType: 'text', data: { elements: [{ contentType: 'text', data: { content: 'x' } }] } }, /name/],
    ];
    for (const [body, problem] of cases) {
      const answer = await save(agent, body);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatch(problem);
    }
    expect((await t.call('/functions/removeTemplate', { orgId: agent.orgId }, agent.token)).body.error).toMatch(/templateId/);
    expect((await query(agent)).body.result.templates).toEqual([]);
  });

  it('answers 404 for another organization\'s templates, and changes nothing', async () => {
    const owner = await t.agentWithOrg('owner');
    const stranger = await t.agentWithOrg('stranger');
    const saved = await save(owner, textTemplate('Private', 'ours', { objectId: 'OwnersOne1' }));
    expect((await t.call('/functions/queryTemplate', { orgId: owner.orgId }, stranger.token)).status).toBe(404);
    expect((await t.call('/functions/saveTemplate', { orgId: owner.orgId, ...textTemplate('x', 'y') }, stranger.token)).status).toBe(404);
    expect((await t.call('/functions/removeTemplate', { orgId: stranger.orgId, templateId: saved.body.result.objectId }, stranger.token)).status).toBe(404);
    // The owner's id reused in the stranger's organization does not reach the owner's template.
    expect((await save(stranger, textTemplate('Mine', 'theirs', { objectId: 'OwnersOne1' }))).status).toBe(404);
    expect((await query(stranger)).body.result.templates).toEqual([]);
    expect((await query(owner)).body.result.templates.map((template) => template.data.content)).toEqual(['ours']);
  });
});
