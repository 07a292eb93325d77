// The messaging window on the server (common/messaging-window.ts): a plain reply to a Messenger or
// WhatsApp customer who last wrote more than 24 hours ago is refused; a tag (Messenger) or the template
// tag (WhatsApp) lets it go; other channels have no window.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../common/contracts/base';
import type { Customer } from '../../common/contracts/customers';
import { MESSAGING_WINDOW_CLOSED } from '../../common/error-keys';
import { MESSAGING_WINDOW_MS } from '../../common/messaging-window';
import { customers, messages } from '../db/schema';
import { startTestServer, type Agent, type TestServer } from '../testing/harness';

let t: TestServer;
let agent: Agent;
beforeAll(async () => {
  t = await startTestServer();
  agent = await t.agentWithOrg('window');
});
afterAll(async () => { await t?.close(); });

let receipts = 0;
const reply = (customer: Customer, fbMessengerTag?: string) => t.call<{ error?: string; detail?: string }>('/functions/publishTemplate', {
  orgId: agent.orgId, conversation: customer.conversation.objectId, receiptId: `window-${++receipts}`,
  template: { contentType: 'text', data: { content: 'About your order' } }, ...(fbMessengerTag ? { options: { fbMessengerTag } } : {}),
}, agent.token);

/** A customer of `platform` whose last message was `hoursAgo` hours ago. */
async function customerOn(platform: Platform, hoursAgo: number): Promise<Customer> {
  const { customer } = await t.visitorCustomer(agent);
  const lastInboundAt = new Date(Date.now() - hoursAgo * 3_600_000);
  await t.server.db.update(customers).set({ platform, lastInboundAt }).where(eq(customers.objectId, customer.objectId));
  return customer;
}

const storedReplies = async (customer: Customer) =>
  (await t.server.db.select().from(messages).where(eq(messages.customerId, customer.objectId))).filter((row) => row.sendType === 'send');

describe('the messaging window', () => {
  it('refuses a plain Messenger reply after 24 hours, storing nothing, and takes a tagged one', async () => {
    const customer = await customerOn('facebook', 25);
    const plain = await reply(customer);
    expect({ status: plain.status, error: plain.body.error }).toEqual({ status: 400, error: MESSAGING_WINDOW_CLOSED });
    expect(plain.body.detail).toMatch(/^options\.fbMessengerTag: .*Messenger takes only a message with a tag/);
    expect(await reply(customer, 'NO_TAG')).toMatchObject({ status: 400 });
    expect(await storedReplies(customer)).toEqual([]);
    expect((await reply(customer, 'HUMAN_AGENT')).status).toBe(200);
    expect(await storedReplies(customer)).toHaveLength(1);
  });

  it('takes a plain Messenger reply within 24 hours of the customer\'s last message', async () => {
    const customer = await customerOn('facebook', 23);
    expect((await reply(customer)).status).toBe(200);
  });

  it('takes only the template tag on WhatsApp after 24 hours', async () => {
    const customer = await customerOn('whatsapp', 24 + 1 / 60);
    const plain = await reply(customer);
    expect({ status: plain.status, error: plain.body.error }).toEqual({ status: 400, error: MESSAGING_WINDOW_CLOSED });
    expect(plain.body.detail).toMatch(/WhatsApp takes only an approved template/);
    // The tag stands for a WhatsApp template (server/channels/whatsapp/templates/templates.test.ts sends one): a text with it is refused.
    const tagged = await reply(customer, 'WHATSAPP_TEMPLATE');
    expect({ status: tagged.status, error: tagged.body.error }).toEqual({ status: 400, error: expect.stringMatching(/^options\.fbMessengerTag WHATSAPP_TEMPLATE goes with a WhatsApp template/) });
  });

  it('has no window on LINE and live chat', async () => {
    for (const platform of ['line', 'livechat'] as const) {
      const customer = await customerOn(platform, MESSAGING_WINDOW_MS / 3_600_000 * 30);
      expect((await reply(customer)).status).toBe(200);
    }
  });
});
