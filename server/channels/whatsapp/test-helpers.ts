// Shared steps of the WhatsApp server tests: the Business Accounts the stand-in has, a number connected
// for an organization on the business plan, a customer's message, and a reply's delivery.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Integration } from '../../../common/contracts/integrations';
import type { Message } from '../../../common/contracts/messages';
import { changedOutside } from '../../auth-cache/test-helpers';
import { customers } from '../../db/schema';
import { setOrganizationPlan } from '../../organizations/plan';
import { eventually } from '../../testing/eventually';
import type { Agent, TestServer } from '../../testing/harness';
import type { WhatsAppBusiness, WhatsAppPlatformStandIn } from '../../testing/whatsapp-platform';

export const shop: WhatsAppBusiness = {
  wabaId: '310000000000001', accessToken: 'EAAWhatsAppSystemUserToken0001', appSecret: '0123456789abcdef0123456789abcdef',
  numbers: [{ phoneNumberId: '110000000000001', displayPhoneNumber: '+1 555-0100', verifiedName: 'Parley Shop' }],
};
export const otherShop: WhatsAppBusiness = {
  wabaId: '310000000000002', accessToken: 'EAAWhatsAppSystemUserToken0002', appSecret: 'fedcba9876543210fedcba9876543210',
  numbers: [{ phoneNumberId: '110000000000002', displayPhoneNumber: '+1 555-0200', verifiedName: 'Other Shop' }],
};
export const shopNumber = shop.numbers[0]!.phoneNumberId;
export const verifyToken = 'wa-verify-token-1';

export const integrate = (t: TestServer, agent: Agent, business = shop, fields: Record<string, unknown> = {}) =>
  t.call<{ result: Integration; error?: string }>('/functions/integrate', {
    orgId: agent.orgId, platform: 'whatsapp', account: business.numbers[0]!.phoneNumberId, wabaId: business.wabaId,
    secret: business.appSecret, token: business.accessToken, verifyToken, ...fields,
  }, agent.token);

/** The agent's organization on the business plan with the Business Account's number connected. */
export async function connectNumber(t: TestServer, agent: Agent, business = shop, fields: Record<string, unknown> = {}): Promise<Integration> {
  await setOrganizationPlan(t.server.db, agent.orgId, 'business');
  changedOutside(t, { orgId: agent.orgId });
  const answer = await integrate(t, agent, business, { verifyToken: `verify-${business.wabaId}`, ...fields });
  if (answer.status !== 200) throw new Error(`connecting failed: ${JSON.stringify(answer.body)}`);
  return answer.body.result;
}

export const customerRow = async (t: TestServer, waId: string) =>
  (await t.server.db.select().from(customers).where(eq(customers.platformCustomerId, waId)))[0];

export async function messagesOf(t: TestServer, agent: Agent, waId: string): Promise<Message[]> {
  const row = await customerRow(t, waId);
  if (!row) return [];
  const found = await t.call('/functions/findMessageV3', { orgId: agent.orgId, where: { conversation: row.conversationId } }, agent.token);
  return found.body.result?.messages ?? [];
}

/** The user writes to the number (so a customer exists, its window open), and the customer is stored. */
export async function customerWrites(t: TestServer, wa: WhatsAppPlatformStandIn, callbackUrl: string, business: WhatsAppBusiness, from: { waId: string; name: string }, text: string) {
  const change = wa.messageChange(business.numbers[0]!.phoneNumberId, from, { type: 'text', text: { body: text } });
  if (await wa.deliver(callbackUrl, [{ wabaId: business.wabaId, changes: [change] }]) !== 200) throw new Error('webhook refused');
  await eventually(() => customerRow(t, from.waId), (row) => row !== undefined && row.lastInboundAt !== null);
}

/** publishTemplate to the user's conversation; answers the whole answer. */
export async function publish(t: TestServer, agent: Agent, waId: string, template: Record<string, unknown>, options?: Record<string, unknown>) {
  const row = (await customerRow(t, waId))!;
  return t.call('/functions/publishTemplate', {
    orgId: agent.orgId, conversation: row.conversationId, receiptId: randomUUID().slice(0, 20), template, ...(options ? { options } : {}),
  }, agent.token);
}

/** The reply's delivery once `accept` holds (by default: no longer pending). */
export const settled = (t: TestServer, agent: Agent, waId: string, messageId: string, accept = (state: string) => state !== 'pending') =>
  eventually(async () => (await messagesOf(t, agent, waId)).find((message) => message.objectId === messageId)?.delivery,
    (delivery) => delivery !== undefined && accept(delivery.state));
