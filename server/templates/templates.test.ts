import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueryTemplateResult, RemoveTemplateResult, ReplyTemplate } from '../../common/contracts/kept-templates';
import { startTestServer, type Agent, type TestServer } from '../testing/harness';

let t: TestServer;
beforeAll(async () => { t = await startTestServer(); });
afterAll(async () => { await t?.close(); });

const textTemplate = (name: string, content: string, extra: Record<string, unknown> = {}) =>
  ({ templateType: 'text', name, data: { elements: [{ contentType: 'text', data: { content } }] }, ...extra });
const card = (title: string, extra: Record<string, unknown> = {}) =>
  ({ title, subtitle: 'Pick one', buttons: [{ type: 'url', title: 'Open', data: 'https://shop.example/a' }], ...extra });
const cardTemplate = (name: string, data: Record<string, unknown>, templateType = 'buttons', extra: Record<string, unknown> = {}) =>
  ({ templateType, name, data, ...extra });
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

  describe('card templates', () => {
    it('saves, lists, searches, updates and removes a card template beside the text ones', async () => {
      const agent = await t.agentWithOrg('cards');
      await save(agent, textTemplate('Hello', 'Hi there'));
      const saved = await save(agent, cardTemplate(' Offers ', { elements: [card('Spring sale')], content: ' Our spring sale ' }, 'buttons', { note: 'promo' }));
      expect(saved.status).toBe(200);
      expect(saved.body.result).toMatchObject({
        name: 'Offers', note: 'promo', templateType: 'buttons', version: 2, hidden: false,
        data: { content: 'Our spring sale', elements: [card('Spring sale')] },
      });
      const id = saved.body.result.objectId;
      expect(saved.body.result.templateId).toBe(id);
      // Listed by name with the text templates, found by its alternative text.
      expect((await query(agent)).body.result.templates.map((template) => [template.name, template.templateType])).toEqual([['Hello', 'text'], ['Offers', 'buttons']]);
      expect((await query(agent, { where: { keyword: 'spring' } })).body.result.templates.map((template) => template.objectId)).toEqual([id]);

      // Updated in place: a carousel of two cards, no alternative text.
      const carousel = { elements: [card('One'), card('Two', { subtitle: undefined })] };
      const updated = await save(agent, cardTemplate('Offers', carousel, 'carousel', { templateId: id }));
      expect(updated.status).toBe(200);
      expect(updated.body.result).toMatchObject({ objectId: id, templateType: 'carousel', data: { content: '', elements: [card('One'), { title: 'Two', buttons: card('').buttons }] } });
      expect(Date.parse(updated.body.result.updatedAt)).toBeGreaterThanOrEqual(Date.parse(saved.body.result.updatedAt));
      // And back to text.
      const confirm = { elements: [{ title: 'Still there?', buttons: [{ type: 'postback', title: 'Yes', data: 'yes' }, { type: 'postback', title: 'No', data: 'no' }] }] };
      expect((await save(agent, cardTemplate('Check', confirm, 'confirm', { templateId: id }))).body.result).toMatchObject({ templateType: 'confirm', data: confirm });
      expect((await save(agent, textTemplate('Plain', 'Now text', { templateId: id }))).body.result).toMatchObject({
        objectId: id, templateType: 'text', data: { content: 'Now text', elements: [{ contentType: 'text', data: { content: 'Now text' } }] },
      });
      expect((await query(agent)).body.result.templates.map((template) => template.name)).toEqual(['Hello', 'Plain']);

      const removed = await t.call('/functions/removeTemplate', { orgId: agent.orgId, templateId: id }, agent.token);
      expect(removed.status).toBe(200);
      expect((await query(agent)).body.result.templates.map((template) => template.name)).toEqual(['Hello']);
      expect((await save(agent, cardTemplate('Gone', { elements: [card('x')] }, 'buttons', { templateId: id }))).status).toBe(404);
    });

    it('refuses a broken card with a 400 naming the field, and stores nothing', async () => {
      const agent = await t.agentWithOrg('bad-cards');
      const cases: [Record<string, unknown>, RegExp][] = [
        // 40 characters everywhere, whichever platform it is sent to later.
        [cardTemplate('Long', { elements: [card('x'.repeat(41))] }), /data\/elements\/0\/title must NOT have more than 40 characters/],
        [cardTemplate('Blank', { elements: [card('  ')] }), /data\.elements: card 1: title must have 1 to 40 characters/],
        [cardTemplate('None', { elements: [] }), /elements must NOT have fewer than 1 items/],
        [cardTemplate('Two', { elements: [card('a'), card('b')] }), /data\.elements: a buttons template has exactly one card/],
        [cardTemplate('Link', { elements: [card('a', { buttons: [{ type: 'url', title: 'Go', data: 'ftp://x' }] })] }), /card 1, button "Go": needs an http\(s\) URL/],
        [cardTemplate('Phone', { elements: [card('a', { buttons: [{ type: 'phone', title: 'Call', data: '0912' }] })] }), /needs a number starting with \+/],
        [cardTemplate('Where', { elements: [card('a', { buttons: [{ type: 'location', title: 'Here' }] })] }), /location buttons are not allowed/],
        [cardTemplate('Mixed', { elements: [card('a', { imageUrl: 'https://x.example/a.png' }), card('b')] }, 'carousel'), /images must be all present or all absent/],
        [cardTemplate('Yes', { elements: [{ title: 'Sure?', buttons: [{ type: 'postback', title: 'Yes', data: 'y'.repeat(21) }, { type: 'postback', title: 'No', data: 'n' }] }] }, 'confirm'), /postback data must have 1 to 20 characters/],
        [cardTemplate('Alt', { elements: [card('a')], content: 'x'.repeat(401) }), /data\/content must NOT have more than 400 characters/],
        [cardTemplate('Text shape', { elements: [{ contentType: 'text', data: { content: 'x' } }] }), /data\/elements\/0/],
        [cardTemplate('Wrong kind', { elements: [card('a')] }, 'imagemap'), /templateType/],
      ];
      for (const [body, problem] of cases) {
        const answer = await save(agent, body);
        expect(answer.status, String(body.name)).toBe(400);
        expect(answer.body.error).toMatch(problem);
      }
      expect((await query(agent)).body.result.templates).toEqual([]);
      // A field the cards do not have is dropped, as everywhere.
      const extra = await save(agent, cardTemplate('Extra', { elements: [card('a', { colour: 'red' })] }));
      expect(extra.body.result.data.elements).toEqual([card('a')]);
    });

    it('keeps card templates to their organization: another one answers 404', async () => {
      const owner = await t.agentWithOrg('card-owner');
      const stranger = await t.agentWithOrg('card-stranger');
      const saved = await save(owner, cardTemplate('Ours', { elements: [card('Private offer')] }));
      const id = saved.body.result.objectId;
      expect((await save(stranger, cardTemplate('Taken', { elements: [card('Theirs')] }, 'buttons', { templateId: id }))).status).toBe(404);
      expect((await t.call('/functions/saveTemplate', { orgId: owner.orgId, ...cardTemplate('x', { elements: [card('y')] }) }, stranger.token)).status).toBe(404);
      expect((await t.call('/functions/removeTemplate', { orgId: stranger.orgId, templateId: id }, stranger.token)).status).toBe(404);
      expect((await query(stranger)).body.result.templates).toEqual([]);
      expect((await query(owner)).body.result.templates).toMatchObject([{ objectId: id, name: 'Ours', data: { elements: [card('Private offer')] } }]);
    });
  });
});
