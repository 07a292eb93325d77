// The bot editor's endpoint and what the stored bot changes for reply and summary (common/ai-bot.ts).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AiAnswerResponse, AiBotResponse } from '../../common/contracts/ai';
import type { Customer } from '../../common/contracts/customers';
import { changedOutside } from '../auth-cache/test-helpers';
import { memberships, organizations } from '../db/schema';
import { startAiService, type AiServiceStandIn } from '../testing/ai-service';
import { startTestServer, type Agent, type TestServer } from '../testing/harness';

let service: AiServiceStandIn;
/** An AI service (gpt-4o); new organizations on the business plan, which has the AI bot. */
let t: TestServer;
/** No AI service; business plan. */
let bare: TestServer;

beforeAll(async () => {
  service = await startAiService();
  t = await startTestServer({ newOrganizationPlan: 'business', ai: { service: { baseUrl: service.url, model: 'gpt-4o' }, timeoutMs: 2000 } });
  bare = await startTestServer({ newOrganizationPlan: 'business' });
}, 180_000);
afterAll(async () => {
  await Promise.all([t?.close(), bare?.close()]);
  await service?.close();
});

const readBot = (server: TestServer, agent: Agent) => server.call<AiBotResponse>('/ai-bot/bot', { orgId: agent.orgId, _method: 'GET' }, agent.token);
const saveBot = (server: TestServer, agent: Agent, bot: Record<string, unknown>) =>
  server.call<AiBotResponse & { error?: string }>('/ai-bot/bot', { orgId: agent.orgId, _method: 'PUT', ...bot }, agent.token);
const reply = (agent: Agent, customer: Customer) => t.call<AiAnswerResponse>('/ai-bot/openai/auto/reply/text', {
  orgId: agent.orgId, customerId: customer.objectId, platform: customer.platform, conversationId: customer.conversation.objectId, _method: 'GET',
}, agent.token);

describe('the AI bot editor endpoint', () => {
  it('reads no bot at first, saves one (trimmed) for an admin, and tells whether the server has an AI service', async () => {
    const admin = await t.agentWithOrg('editor');
    expect((await readBot(t, admin)).body).toEqual({ bot: null, service: { configured: true, model: 'gpt-4o', pointsPerRequest: 3 } });
    const saved = await saveBot(t, admin, { name: '  Tea helper ', instructions: ' Open 9–21 daily. \n', enabled: true });
    expect(saved.status).toBe(200);
    expect(saved.body.bot).toMatchObject({ name: 'Tea helper', instructions: 'Open 9–21 daily.', enabled: true });
    expect((await readBot(t, admin)).body.bot).toEqual(saved.body.bot);

    const plain = await bare.agentWithOrg('plain');
    expect((await readBot(bare, plain)).body.service).toEqual({ configured: false, model: null, pointsPerRequest: null });
  });

  it('is for admins only (members other than admins have no message-bot page, 01 §6); refuses bad input with the field named; keeps organizations apart', async () => {
    const admin = await t.agentWithOrg('owner');
    await saveBot(t, admin, { name: 'Helper', instructions: 'Be brief.', enabled: true });
    const colleague = await t.agentWithOrg('colleague');
    await t.server.db.insert(memberships).values({ orgId: admin.orgId, userId: colleague.userId, authority: 'general' });
    const asColleague = { ...colleague, orgId: admin.orgId };
    expect(await readBot(t, asColleague)).toMatchObject({ status: 403, body: { error: 'error/feature-disabled' } });
    expect(await saveBot(t, asColleague, { name: 'Mine', instructions: '', enabled: false })).toMatchObject({ status: 403, body: { error: 'error/feature-disabled' } });

    expect((await saveBot(t, admin, { name: '   ', instructions: '', enabled: true })).body.error).toMatch(/name/);
    expect((await saveBot(t, admin, { name: 'x'.repeat(51), instructions: '', enabled: true })).body.error).toMatch(/name/);
    expect((await saveBot(t, admin, { name: 'Helper', instructions: 'x'.repeat(2001), enabled: true })).body.error).toMatch(/instructions/);
    expect((await saveBot(t, admin, { name: 'Helper', instructions: '' })).status).toBe(400);
    expect((await t.call('/ai-bot/bot', { orgId: admin.orgId, _method: 'DELETE' }, admin.token)).status).toBe(400);
    expect((await readBot(t, admin)).body.bot).toMatchObject({ name: 'Helper', instructions: 'Be brief.' });

    // Another organization's admin reads and writes only their own.
    const stranger = await t.agentWithOrg('stranger');
    expect((await readBot(t, stranger)).body.bot).toBeNull();
    expect((await saveBot(t, { ...stranger, orgId: admin.orgId }, { name: 'Taken', instructions: '', enabled: true })).status).toBe(404);
  });

  it('is closed to a plan without the AI bot (01 §3 messageBot.aiBot)', async () => {
    const admin = await t.agentWithOrg('free');
    await t.server.db.update(organizations).set({ plan: 'free' }).where(eq(organizations.objectId, admin.orgId));
    changedOutside(t, { orgId: admin.orgId });
    expect(await readBot(t, admin)).toMatchObject({ status: 403, body: { error: 'error/feature-disabled' } });
  });
});

describe('reply and summary with the organization\'s bot', () => {
  it('answer error/bot_not_found until a bot is saved and switched on, then send its instructions to the service', async () => {
    const admin = await t.agentWithOrg('bot');
    const { customer } = await t.visitorCustomer(admin, 'Are you open on Sunday?');
    service.behave({});
    expect(await reply(admin, customer)).toMatchObject({ status: 404, body: { error: 'error/bot_not_found' } });
    await saveBot(t, admin, { name: 'Helper', instructions: 'We are open 9–21 every day.', enabled: false });
    expect(await reply(admin, customer)).toMatchObject({ status: 404, body: { error: 'error/bot_not_found' } });

    await saveBot(t, admin, { name: 'Helper', instructions: 'We are open 9–21 every day.', enabled: true });
    const before = service.requests.length;
    expect((await reply(admin, customer)).status).toBe(200);
    expect(service.requests.length).toBe(before + 1);
    expect(service.requests.at(-1)!.body.messages[0]!.content).toContain('We are open 9–21 every day.');

    // A plan without the AI bot: the stored bot no longer answers.
    await t.server.db.update(organizations).set({ plan: 'free' }).where(eq(organizations.objectId, admin.orgId));
    changedOutside(t, { orgId: admin.orgId });
    expect(await reply(admin, customer)).toMatchObject({ status: 404, body: { error: 'error/bot_not_found' } });
  });

  it('answer error/bot_not_found with a bot but no AI service on the server', async () => {
    const admin = await bare.agentWithOrg('noservice');
    const { customer } = await bare.visitorCustomer(admin);
    expect((await saveBot(bare, admin, { name: 'Helper', instructions: '', enabled: true })).status).toBe(200);
    const answer = await bare.call('/ai-bot/openai/auto/summary/text', {
      orgId: admin.orgId, customerId: customer.objectId, platform: customer.platform, conversationId: customer.conversation.objectId, _method: 'GET',
    }, admin.token);
    expect(answer).toMatchObject({ status: 404, body: { error: 'error/bot_not_found' } });
  });
});
