// The message bot's routes on a real server: rules (create, list in priority order, edit, switch off,
// order, delete), settings (defaults, saved), who may use them (admins; members whose role opens the
// part; plans with it), other organizations' rules 404, bad input a 400 naming the field.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vpcSettingForPlan } from '../../common/access';
import { DEFAULT_BOT_SETTINGS } from '../../common/bot-hours';
import type { BotRule, BotRuleList, BotSettings } from '../../common/contracts/message-bot';
import { randomId } from '../../common/ids';
import { BOT_RULES_PER_ORG_MAX } from '../../common/message-bot';
import { changedOutside } from '../auth-cache/test-helpers';
import { integrations, memberships, organizations, orgRoles } from '../db/schema';
import { joinedMember } from '../members/test-helpers';
import { startTestServer, type Agent, type TestServer } from '../testing/harness';
import { botRules } from './schema';

let t: TestServer;
let admin: Agent;
let stranger: Agent;

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.agentWithOrg('bot-rules');
  stranger = await t.agentWithOrg('bot-stranger');
});
afterAll(async () => {
  await t?.close();
});

type Refusal = { code?: number; error?: string };
const list = (who: Agent = admin) => t.service<BotRuleList & Refusal>('GET', `/bot/rules?orgId=${who.orgId}`, who.token);
const create = (rule: Record<string, unknown>, who: Agent = admin) => t.service<BotRule & Refusal>('POST', '/bot/rules', who.token, { orgId: who.orgId, ...rule });
const update = (id: string, body: Record<string, unknown>, who: Agent = admin) => t.service<BotRule & Refusal>('PUT', `/bot/rules/${id}`, who.token, { orgId: who.orgId, ...body });
const remove = (id: string, who: Agent = admin) => t.service<Refusal>('DELETE', `/bot/rules/${id}?orgId=${who.orgId}`, who.token);
const order = (ids: string[], who: Agent = admin) => t.service<BotRuleList & Refusal>('PUT', '/bot/rules/order', who.token, { orgId: who.orgId, ids });
const settings = (who: Agent = admin) => t.service<BotSettings & Refusal>('GET', `/bot/settings?orgId=${who.orgId}`, who.token);
const saveSettings = (body: Record<string, unknown>, who: Agent = admin) => t.service<BotSettings & Refusal>('PUT', '/bot/settings', who.token, { orgId: who.orgId, ...body });

const text = (content: string) => ({ contentType: 'text', data: { content } });
const hoursRule = {
  name: 'Opening hours', keywords: [{ text: 'hours', match: 'contains' }], platforms: ['line', 'livechat'], replies: [text('We open 9 to 6, {{customerName}}.')],
};
const refused = { code: 119, error: 'error/feature-disabled' };
const card = (title: string) => ({ contentType: 'template', data: { templateType: 'buttons', elements: [{ title, buttons: [] }] } });

describe('rules', () => {
  it('creates rules last in priority, lists them in that order, edits, switches off, orders and deletes them', async () => {
    const owner = await t.agentWithOrg('crud');
    const first = await create(hoursRule, owner);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      name: 'Opening hours', keywords: [{ text: 'hours', match: 'contains' }], platforms: ['line', 'livechat'], accounts: [], requiredTags: [],
      excludedTags: [], enabled: true, priority: 1, usedCount: 0,
    });
    const second = await create({ ...hoursRule, name: '  Prices ', keywords: [{ text: ' price ', match: 'exact' }], requiredTags: [' vip '], enabled: false }, owner);
    expect(second.body).toMatchObject({ name: 'Prices', keywords: [{ text: 'price', match: 'exact' }], requiredTags: ['vip'], enabled: false, priority: 2 });
    expect((await list(owner)).body).toMatchObject({ rules: [{ objectId: first.body.objectId }, { objectId: second.body.objectId }], max: BOT_RULES_PER_ORG_MAX });

    const edited = await update(first.body.objectId, { ...hoursRule, name: 'Hours', keywords: [{ text: '營業時間', match: 'contains' }] }, owner);
    expect(edited.body).toMatchObject({ name: 'Hours', keywords: [{ text: '營業時間', match: 'contains' }], priority: 1, enabled: true });
    const off = await update(first.body.objectId, { enabled: false }, owner);
    expect(off.body).toMatchObject({ name: 'Hours', enabled: false });

    const ordered = await order([second.body.objectId, first.body.objectId], owner);
    expect(ordered.status).toBe(200);
    expect(ordered.body.rules.map((rule) => [rule.name, rule.priority])).toEqual([['Prices', 1], ['Hours', 2]]);
    expect((await list(owner)).body.rules.map((rule) => rule.name)).toEqual(['Prices', 'Hours']);
    // A new rule comes last.
    expect((await create({ ...hoursRule, name: 'Third' }, owner)).body.priority).toBe(3);

    expect((await remove(second.body.objectId, owner)).body).toEqual({});
    expect((await remove(second.body.objectId, owner)).status).toBe(404);
    expect((await list(owner)).body.rules.map((rule) => rule.name)).toEqual(['Hours', 'Third']);
  });

  it('refuses an order that is not every rule once, naming ids', async () => {
    const owner = await t.agentWithOrg('order');
    const a = (await create(hoursRule, owner)).body.objectId;
    const b = (await create(hoursRule, owner)).body.objectId;
    const theirs = (await create(hoursRule, stranger)).body.objectId;
    for (const ids of [[a], [a, a], [a, b, theirs], [a, theirs], [a, b, b]]) {
      const answer = await order(ids, owner);
      expect(answer.status, JSON.stringify(ids)).toBe(400);
      expect(answer.body.error).toMatch(/^body\/ids/);
    }
    expect((await list(owner)).body.rules.map((rule) => rule.objectId)).toEqual([a, b]);
  });

  it('keeps other organizations out: their rules are not found, nor listed', async () => {
    const mine = (await create(hoursRule)).body.objectId;
    expect((await update(mine, { enabled: false }, stranger)).status).toBe(404);
    expect((await update(mine, hoursRule, stranger)).status).toBe(404);
    expect((await remove(mine, stranger)).status).toBe(404);
    expect((await list(stranger)).body.rules.map((rule) => rule.objectId)).not.toContain(mine);
    // Named with the stranger's session but this organization: not a member.
    expect((await t.service('GET', `/bot/rules?orgId=${admin.orgId}`, stranger.token)).status).toBe(404);
    expect((await list()).body.rules.find((rule) => rule.objectId === mine)?.enabled).toBe(true);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const owner = await t.agentWithOrg('bad-input');
    const [theirs] = await t.server.db.insert(integrations).values({
      objectId: randomId(), orgId: stranger.orgId, platform: 'line', account: '1650000999', botId: 'Ubot999', name: 'Theirs', credentials: 'sealed',
    }).returning();
    const [ours] = await t.server.db.insert(integrations).values({
      objectId: randomId(), orgId: owner.orgId, platform: 'facebook', account: '2000001', botId: '2000001', name: 'Our page', credentials: 'sealed',
    }).returning();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...hoursRule, name: '   ' }, /^body\/name/],
      [{ ...hoursRule, name: 'x'.repeat(51) }, /name/],
      [{ ...hoursRule, keywords: [] }, /keywords/],
      [{ ...hoursRule, keywords: [{ text: '  ', match: 'exact' }] }, /^body\/keywords\/0\/text/],
      [{ ...hoursRule, keywords: Array.from({ length: 6 }, (_, index) => ({ text: `k${index}`, match: 'exact' })) }, /keywords/],
      [{ ...hoursRule, keywords: [{ text: 'hours', match: 'regex' }] }, /keywords\/0\/match/],
      [{ ...hoursRule, platforms: ['telegram'] }, /platforms/],
      [{ ...hoursRule, accounts: [theirs!.objectId] }, /^body\/accounts\/0/],
      [{ ...hoursRule, accounts: [ours!.objectId] }, /^body\/accounts\/0/],
      [{ ...hoursRule, platforms: ['line'], accounts: ['livechat'] }, /^body\/accounts\/0/],
      [{ ...hoursRule, requiredTags: [' '] }, /^body\/requiredTags/],
      [{ ...hoursRule, requiredTags: ['a'], excludedTags: ['a'] }, /^body\/excludedTags/],
      [{ ...hoursRule, replies: [] }, /replies/],
      [{ ...hoursRule, replies: Array.from({ length: 6 }, () => text('hi')) }, /replies/],
      [{ ...hoursRule, replies: [text('  ')] }, /^body\/replies\/0\/data\/content/],
      [{ ...hoursRule, replies: [{ contentType: 'image', data: { url: 'ftp://x' } }] }, /replies\/0\/data\/url/],
      [{ ...hoursRule, replies: [card('x'.repeat(41))] }, /^body\/replies\/0: card 1: title/],
      [{ ...hoursRule, replies: [{ contentType: 'template', data: { templateType: 'whatsapp', waTemplateId: 't1', placeholders: [] } }] }, /^body\/replies\/0\/data\/templateType/],
      [{ ...hoursRule, enabled: 'yes' }, /enabled/],
    ];
    for (const [body, message] of cases) {
      const answer = await create(body, owner);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error).toMatch(message);
    }
    // Its own page's account on the page's platform is fine.
    expect((await create({ ...hoursRule, platforms: ['facebook'], accounts: [ours!.objectId] }, owner)).status).toBe(201);
    expect((await update('nope', { enabled: 'no' }, owner)).status).toBe(400);
  });

  it(`keeps at most ${BOT_RULES_PER_ORG_MAX} rules per organization`, async () => {
    const owner = await t.agentWithOrg('many-rules');
    await t.server.db.insert(botRules).values(Array.from({ length: BOT_RULES_PER_ORG_MAX }, (_, index) => ({
      objectId: randomId(), orgId: owner.orgId, name: `r${index}`, keywords: [{ text: 'k', match: 'exact' as const }], platforms: ['line' as const],
      replies: [{ contentType: 'text' as const, data: { content: 'x' } }], priority: index + 1,
    })));
    const answer = await create(hoursRule, owner);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(`at most ${BOT_RULES_PER_ORG_MAX}`);
  });
});

describe('settings', () => {
  it('answers the defaults, then what was saved (holidays sorted, once)', async () => {
    const owner = await t.agentWithOrg('settings');
    expect((await settings(owner)).body).toEqual(DEFAULT_BOT_SETTINGS);
    const saved = {
      welcome: { enabled: true, replies: [text('Welcome, {{customerName}}!')] },
      away: { enabled: true, replies: [text('We are closed now.')] },
      businessHours: { ...DEFAULT_BOT_SETTINGS.businessHours, enabled: true, timeZone: 'Asia/Taipei', holidays: ['2026-12-25', '2026-01-01', '2026-12-25'] },
      startWithBot: ['livechat'],
    };
    const answer = await saveSettings(saved, owner);
    expect(answer.status).toBe(200);
    const expected = { ...saved, businessHours: { ...saved.businessHours, holidays: ['2026-01-01', '2026-12-25'] } };
    expect(answer.body).toEqual(expected);
    expect((await settings(owner)).body).toEqual(expected);
    // Each organization has its own.
    expect((await settings(stranger)).body).toEqual(DEFAULT_BOT_SETTINGS);
  });

  it('refuses bad settings with a 400 naming the field', async () => {
    const owner = await t.agentWithOrg('bad-settings');
    const base = { ...DEFAULT_BOT_SETTINGS };
    const hours = base.businessHours;
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...base, businessHours: { ...hours, timeZone: 'Mars/Olympus' } }, /^body\/businessHours\/timeZone/],
      [{ ...base, businessHours: { ...hours, days: { ...hours.days, tue: { open: true, from: '18:00', to: '09:00' } } } }, /^body\/businessHours\/days\/tue/],
      [{ ...base, businessHours: { ...hours, days: { ...hours.days, wed: { open: true, from: '25:00', to: '26:00' } } } }, /businessHours\/days\/wed/],
      [{ ...base, businessHours: { ...hours, holidays: ['2026-02-30'] } }, /^body\/businessHours\/holidays\/0/],
      [{ ...base, businessHours: { ...hours, holidays: ['next friday'] } }, /businessHours\/holidays\/0/],
      [{ ...base, welcome: { enabled: true, replies: [] } }, /^body\/welcome\/replies/],
      [{ ...base, away: { enabled: false, replies: [text(' ')] } }, /^body\/away\/replies\/0/],
      [{ ...base, startWithBot: ['someone-elses'] }, /^body\/startWithBot\/0/],
      [{ ...base, welcome: undefined }, /welcome/],
    ];
    for (const [body, message] of cases) {
      const answer = await saveSettings(body, owner);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error).toMatch(message);
    }
    expect((await settings(owner)).body).toEqual(DEFAULT_BOT_SETTINGS);
  });
});

describe('who may use the bot', () => {
  it('opens to admins, and to members whose role has the bot part (01 §6)', async () => {
    const owner = await t.agentWithOrg('roles');
    const joined = await joinedMember(t, owner, 'Kit');
    const member: Agent = { ...joined, orgId: owner.orgId };
    expect((await list(owner)).status).toBe(200);
    expect((await list(member)).body).toEqual(refused);
    expect((await create(hoursRule, member)).body).toEqual(refused);
    expect((await saveSettings(DEFAULT_BOT_SETTINGS as unknown as Record<string, unknown>, member)).body).toEqual(refused);

    const feature = structuredClone(vpcSettingForPlan('enterprise').data);
    const roleId = randomId();
    await t.server.db.insert(orgRoles).values({ objectId: roleId, orgId: owner.orgId, name: 'Bot keepers', feature });
    await t.server.db.update(memberships).set({ orgRoleId: roleId })
      .where(and(eq(memberships.orgId, owner.orgId), eq(memberships.userId, member.userId)));
    changedOutside(t, { orgId: owner.orgId });
    expect((await list(member)).status).toBe(200);

    feature.messageBot.bot.enabled = false;
    await t.server.db.update(orgRoles).set({ feature }).where(eq(orgRoles.objectId, roleId));
    changedOutside(t, { orgId: owner.orgId });
    expect((await list(member)).body).toEqual(refused);
  });

  it('is closed on a plan without the bot (01 §3 messageBot.bot)', async () => {
    const owner = await t.agentWithOrg('free-plan');
    await t.server.db.update(organizations).set({ plan: 'free' }).where(eq(organizations.objectId, owner.orgId));
    changedOutside(t, { orgId: owner.orgId });
    expect(await list(owner)).toMatchObject({ status: 403, body: refused });
    expect(await create(hoursRule, owner)).toMatchObject({ status: 403, body: refused });
    expect(await settings(owner)).toMatchObject({ status: 403, body: refused });
  });
});
