import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_TYPES } from '../../common/message-content';
import type { ChangesResult } from '../../common/contracts/changes';
import type { ContentDataMap, ContentType } from '../../common/contracts/message-data';
import type { Message } from '../../common/contracts/messages';
import { customers } from '../db/schema';
import { startTestServer, type Agent, type TestServer } from '../testing/harness';
import { appendMessage, markMessageDeleted } from './store';

let t: TestServer;
beforeAll(async () => { t = await startTestServer(); });
afterAll(async () => { await t?.close(); });

/** One message of every content type of 02 §3, as a channel would deliver it. */
const samples: { [K in ContentType]: ContentDataMap[K] } = {
  text: { content: 'Hello' },
  image: { url: 'https://cdn.example.com/a.jpg' },
  imageSet: { images: [{ url: 'https://cdn.example.com/1.jpg' }, { url: 'https://cdn.example.com/2.jpg' }] },
  audio: { url: 'https://cdn.example.com/a.m4a', duration: 12 },
  video: { url: 'https://cdn.example.com/a.mp4', previewUrl: 'https://cdn.example.com/a.jpg' },
  file: { url: 'https://cdn.example.com/menu.pdf', fileName: 'menu.pdf', size: 2048 },
  location: { title: 'Taipei 101', address: 'No. 7, Section 5, Xinyi Road', latitude: 25.0339, longitude: 121.5645 },
  template: { templateType: 'buttons', elements: [{ title: 'Our menu', buttons: [{ type: 'url', title: 'Open', data: 'https://example.com' }] }] },
  lineSticker: { packageId: '446', stickerId: '1988' },
  imagemap: { imageUrl: 'https://cdn.example.com/map.png', actions: [{ type: 'url', label: 'Shop', data: 'https://example.com/shop' }] },
  form: { title: 'Booking', fields: [{ label: 'Date', value: '2024-05-01' }] },
  share: { url: 'https://example.com/post/1', title: 'A post' },
  storyMention: { url: 'https://cdn.example.com/story.mp4' },
  likeHeart: {},
  delete: {},
  customerShare: { displayName: 'Mei', phone: '+886912345678' },
  unsupported: {},
  react: { targetId: 'AAAAAAAAAA', reaction: '👍' },
  unreact: { targetId: 'AAAAAAAAAA', reaction: '👍' },
  recurringNotificationStart: { title: 'Weekly deals', frequency: 'weekly' },
  recurringNotificationStop: { title: 'Weekly deals' },
  recurringNotificationSent: { title: 'Weekly deals' },
  notifyEvent: { event: 'referral', referral: { source: 'ads', ref: 'spring' } },
};

async function conversationOf(agent: Agent) {
  const { customer } = await t.visitorCustomer(agent);
  const [row] = await t.server.db.select().from(customers).where(eq(customers.objectId, customer.objectId));
  return row!;
}

const findMessages = async (agent: Agent, conversation: string) =>
  (await t.call('/functions/findMessageV3', { orgId: agent.orgId, where: { conversation }, options: { limit: 100 } }, agent.token))
    .body.result.messages as Message[];

describe('message content types', () => {
  it('stores every content type and serves it through findMessageV3 and the change feed', async () => {
    const agent = await t.agentWithOrg('content');
    const customer = await conversationOf(agent);
    for (const contentType of CONTENT_TYPES) {
      await appendMessage(t.server.db, {
        customer, receiptId: `seed-${contentType}`, contentType, data: samples[contentType],
        sendType: 'receive', senderType: 'Customer', senderId: customer.objectId,
      });
    }

    const served = await findMessages(agent, customer.conversationId);
    for (const contentType of CONTENT_TYPES) {
      expect(served.find((message) => message.contentType === contentType)?.data).toEqual(samples[contentType]);
    }
    const changes = await t.call<{ result: ChangesResult }>('/functions/changes', { orgId: agent.orgId, since: 0 }, agent.token);
    const fed = changes.body.result.changes.flatMap((change) => (change.op === 'upsert' && change.className === 'Message' ? [change.object] : []));
    expect(new Set(fed.map((message) => message.contentType))).toEqual(new Set(CONTENT_TYPES));
  });

  it('shows a file message in the inbox row by its file name', async () => {
    const agent = await t.agentWithOrg('preview');
    const customer = await conversationOf(agent);
    await appendMessage(t.server.db, {
      customer, receiptId: 'file-1', contentType: 'file', data: samples.file,
      sendType: 'receive', senderType: 'Customer', senderId: customer.objectId,
    });
    const inbox = await t.call('/functions/inboxesV3', { orgId: agent.orgId }, agent.token);
    expect(inbox.body.result.customers[0].conversation.lastMessage).toMatchObject({ contentType: 'file', text: 'menu.pdf' });
  });

  it('turns a message into the delete type on a delete event', async () => {
    const agent = await t.agentWithOrg('unsend');
    const customer = await conversationOf(agent);
    const appended = await appendMessage(t.server.db, {
      customer, receiptId: 'oops', data: { content: 'my card number is …' },
      sendType: 'receive', senderType: 'Customer', senderId: customer.objectId,
    });
    await markMessageDeleted(t.server.db, agent.orgId, appended.message.objectId);
    const served = await findMessages(agent, customer.conversationId);
    expect(served.find((message) => message.objectId === appended.message.objectId)).toMatchObject({ contentType: 'delete', data: {} });
  });
});

const publish = (agent: Agent, conversation: string, receiptId: string, template: unknown) =>
  t.call('/functions/publishTemplate', { orgId: agent.orgId, conversation, receiptId, template }, agent.token);

describe('publishTemplate content', () => {
  it('sends images, files, locations and templates', async () => {
    const agent = await t.agentWithOrg('send-types');
    const { conversationId } = await conversationOf(agent);
    for (const contentType of ['image', 'audio', 'video', 'file', 'location', 'template'] as const) {
      const answer = await publish(agent, conversationId, `send-${contentType}`, { contentType, data: samples[contentType] });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.result).toMatchObject({ contentType, data: samples[contentType], sendType: 'send' });
    }
  });

  it('refuses what cannot be sent with a 400 naming the problem', async () => {
    const agent = await t.agentWithOrg('send-bad');
    const { conversationId } = await conversationOf(agent);
    const cases: [unknown, string][] = [
      [{ contentType: 'likeHeart', data: {} }, 'contentType'],
      [{ contentType: 'image', data: { url: 'javascript:alert(1)' } }, 'url'],
      [{ contentType: 'file', data: { url: 'https://cdn.example.com/a.pdf' } }, 'fileName'],
      [{ contentType: 'location', data: { latitude: 91, longitude: 0 } }, 'latitude'],
      [{ contentType: 'template', data: { templateType: 'buttons', elements: [{ title: 'x'.repeat(41), buttons: [] }] } }, 'title must have 1 to 40'],
      [{ contentType: 'template', data: { templateType: 'buttons', elements: [{ title: 'Call', buttons: [{ type: 'phone', title: 'Call', data: '0912' }] }] } }, 'starting with +'],
      [{ contentType: 'template', data: { templateType: 'buttons', elements: [{ title: 'Go', buttons: [{ type: 'url', title: 'Go', data: 'javascript:alert(1)' }] }] } }, 'http(s) URL'],
    ];
    for (const [index, [template, problem]] of cases.entries()) {
      const answer = await publish(agent, conversationId, `bad-${index}`, template);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toContain(problem);
    }
  });
});
