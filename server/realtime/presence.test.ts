// Agents seeing each other in a conversation (docs/presence.md). npm run test:cluster runs this on two
// processes too: the harness's sockets take turns between them, so Ada and Bob sit on different ones.
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PresenceEvent, PresenceSignal } from '../../common/contracts/realtime';
import { changedOutside } from '../auth-cache/test-helpers';
import { memberships, organizations } from '../db/schema';
import { connected, nextEvent, startTestServer, type Agent, type TestServer } from '../testing/harness';

let t: TestServer;
beforeAll(async () => { t = await startTestServer(); });
afterAll(async () => { await t?.close(); });

async function memberOf(agent: Agent, name: string): Promise<Agent> {
  const other = await t.agentWithOrg(name);
  await t.server.db.insert(memberships).values({ orgId: agent.orgId, userId: other.userId, authority: 'general' });
  return { ...other, orgId: agent.orgId };
}

/** A console socket subscribed to the agent's organization, recording every presence event it hears. */
async function console_(agent: Agent): Promise<{ socket: Socket; heard: PresenceEvent[] }> {
  const socket = t.socket({ userId: agent.userId, token: agent.token });
  await connected(socket);
  expect(await socket.emitWithAck('subscribe', { orgId: agent.orgId })).toBe(true);
  const heard: PresenceEvent[] = [];
  socket.on('presence', (event: PresenceEvent) => heard.push(event));
  return { socket, heard };
}

const say = (socket: Socket, signal: PresenceSignal & Record<string, unknown>): Promise<boolean> => socket.emitWithAck('presence', signal);
const from = (agent: Agent) => (event: PresenceEvent) => event.userId === agent.userId;
/** Time for a frame that should not come to come anyway (through Redis on the two-process run). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('presence in a conversation', () => {
  it('tells the organization\'s other agents who views and types, never the sender, another organization, or a spoofed user', async () => {
    const ada = await t.agentWithOrg('ada');
    const bob = await memberOf(ada, 'bob');
    const eve = await t.agentWithOrg('eve');
    const { customer } = await t.visitorCustomer(ada);
    const { customer: eveCustomer } = await t.visitorCustomer(eve);
    const conversationId = customer.conversation.objectId;
    const [adaConsole, bobConsole, eveConsole] = await Promise.all([console_(ada), console_(bob), console_(eve)]);
    // Eve has her own conversation open: she would hear her organization's presence.
    expect(await say(eveConsole.socket, { orgId: eve.orgId, conversationId: eveCustomer.conversation.objectId, state: 'viewing' })).toBe(true);

    expect(await say(adaConsole.socket, { orgId: ada.orgId, conversationId, state: 'viewing' })).toBe(true);
    const bobViewing = nextEvent<PresenceEvent>(adaConsole.socket, 'presence', from(bob));
    expect(await say(bobConsole.socket, { orgId: ada.orgId, conversationId, state: 'viewing' })).toBe(true);
    expect(await bobViewing).toEqual({ orgId: ada.orgId, conversationId, state: 'viewing', userId: bob.userId, name: expect.stringMatching(/^bob/), source: expect.any(String) });

    // Ada types, claiming to be Eve: the server says it is Ada.
    const adaTyping = nextEvent<PresenceEvent>(bobConsole.socket, 'presence', (event) => event.state === 'typing');
    expect(await say(adaConsole.socket, { orgId: ada.orgId, conversationId, state: 'typing', userId: eve.userId, name: 'Eve' })).toBe(true);
    expect(await adaTyping).toMatchObject({ conversationId, state: 'typing', userId: ada.userId, name: expect.stringMatching(/^ada/) });

    // Eve can neither speak in Ada's organization nor about its conversation from her own.
    expect(await say(eveConsole.socket, { orgId: ada.orgId, conversationId, state: 'viewing' })).toBe(false);
    expect(await say(eveConsole.socket, { orgId: eve.orgId, conversationId, state: 'viewing' })).toBe(false);
    await settle();
    expect(eveConsole.heard).toEqual([]);
    expect(adaConsole.heard.filter(from(ada))).toEqual([]);
    expect(bobConsole.heard.filter(from(bob))).toEqual([]);
    expect([...adaConsole.heard, ...bobConsole.heard].filter(from(eve))).toEqual([]);
    for (const { socket } of [adaConsole, bobConsole, eveConsole]) socket.disconnect();
  });

  it('says left when an agent leaves the conversation and when their connection goes', async () => {
    const ada = await t.agentWithOrg('ada');
    const bob = await memberOf(ada, 'bob');
    const { customer } = await t.visitorCustomer(ada);
    const conversationId = customer.conversation.objectId;
    const [adaConsole, bobConsole] = await Promise.all([console_(ada), console_(bob)]);
    expect(await say(adaConsole.socket, { orgId: ada.orgId, conversationId, state: 'viewing' })).toBe(true);
    expect(await say(bobConsole.socket, { orgId: ada.orgId, conversationId, state: 'viewing' })).toBe(true);

    const left = nextEvent<PresenceEvent>(adaConsole.socket, 'presence', (event) => event.state === 'left');
    expect(await say(bobConsole.socket, { orgId: ada.orgId, conversationId, state: 'left' })).toBe(true);
    expect(await left).toMatchObject({ conversationId, userId: bob.userId, state: 'left' });
    // A second `left` has nothing to end.
    expect(await say(bobConsole.socket, { orgId: ada.orgId, conversationId, state: 'left' })).toBe(false);

    expect(await say(bobConsole.socket, { orgId: ada.orgId, conversationId, state: 'viewing' })).toBe(true);
    const gone = nextEvent<PresenceEvent>(adaConsole.socket, 'presence', (event) => event.state === 'left');
    bobConsole.socket.disconnect();
    expect(await gone).toMatchObject({ conversationId, userId: bob.userId, state: 'left' });
    adaConsole.socket.disconnect();
  });

  it('is not told to or by a member whose plan closes the message center', async () => {
    const ada = await t.agentWithOrg('ada');
    const bob = await memberOf(ada, 'bob');
    const { customer } = await t.visitorCustomer(ada);
    const conversationId = customer.conversation.objectId;
    const [adaConsole, bobConsole] = await Promise.all([console_(ada), console_(bob)]);
    expect(await say(adaConsole.socket, { orgId: ada.orgId, conversationId, state: 'viewing' })).toBe(true);
    await t.server.db.update(organizations).set({ plan: 'enterprise', vpcOverrides: { msgCenter: false } }).where(eq(organizations.objectId, ada.orgId));
    changedOutside(t, { orgId: ada.orgId });
    expect(await say(bobConsole.socket, { orgId: ada.orgId, conversationId, state: 'viewing' })).toBe(false);
    // Refused, Ada also stops hearing the organization.
    expect(await say(adaConsole.socket, { orgId: ada.orgId, conversationId, state: 'viewing' })).toBe(false);
    await settle();
    expect(adaConsole.heard).toEqual([]);
    for (const { socket } of [adaConsole, bobConsole]) socket.disconnect();
  });

  it('stops telling an evicted agent at once, and refuses what they say', async () => {
    const ada = await t.agentWithOrg('ada');
    const bob = await memberOf(ada, 'bob');
    const { customer } = await t.visitorCustomer(ada);
    const conversationId = customer.conversation.objectId;
    const [adaConsole, bobConsole] = await Promise.all([console_(ada), console_(bob)]);
    expect(await say(bobConsole.socket, { orgId: ada.orgId, conversationId, state: 'viewing' })).toBe(true);
    const evicted = nextEvent(bobConsole.socket, 'event', (event: { type: string }) => event.type === 'evict');
    expect((await t.call('/functions/evict', { orgId: ada.orgId, userIds: [bob.userId] }, ada.token)).status).toBe(200);
    await evicted;

    expect(await say(adaConsole.socket, { orgId: ada.orgId, conversationId, state: 'typing' })).toBe(true);
    expect(await say(bobConsole.socket, { orgId: ada.orgId, conversationId, state: 'viewing' })).toBe(false);
    await settle();
    expect(bobConsole.heard).toEqual([]);
    expect(adaConsole.heard.filter((event) => event.state !== 'left')).toEqual([]);
    for (const { socket } of [adaConsole, bobConsole]) socket.disconnect();
  });

  it('ignores hostile payloads and keeps serving the socket', async () => {
    const ada = await t.agentWithOrg('ada');
    const bob = await memberOf(ada, 'bob');
    const { customer } = await t.visitorCustomer(ada);
    const conversationId = customer.conversation.objectId;
    const [adaConsole, bobConsole] = await Promise.all([console_(ada), console_(bob)]);
    expect(await say(adaConsole.socket, { orgId: ada.orgId, conversationId, state: 'viewing' })).toBe(true);
    for (const payload of [null, 'viewing', 42, [], { orgId: ada.orgId }, { orgId: ada.orgId, conversationId, state: 'dancing' },
      { orgId: ada.orgId, conversationId: 'x'.repeat(5000), state: 'viewing' }, { orgId: ada.orgId, conversationId: 'a\u0000b', state: 'viewing' },
      { orgId: { $ne: '' }, conversationId, state: 'viewing' }]) {
      expect(await bobConsole.socket.emitWithAck('presence', payload)).toBe(false);
    }
    bobConsole.socket.emit('presence', { orgId: ada.orgId, conversationId, state: 'viewing' });
    expect(await nextEvent<PresenceEvent>(adaConsole.socket, 'presence', from(bob))).toMatchObject({ state: 'viewing' });
    for (const { socket } of [adaConsole, bobConsole]) socket.disconnect();
  });
});
