// Web push as the rest of the server sees it: who hears of what (docs/push.md). Each method works out
// the recipients and their payloads and sends; none throws.
import { and, count, eq, exists, gt, inArray, not, sql } from 'drizzle-orm';
import type { SystemMessage } from '../../common/contracts/notifications';
import { isNotice } from '../../common/message-content';
import { receivesMessageNotification } from '../../common/notify-recipients';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { customers, memberships, pushSubscriptions, users } from '../db/schema';
import type { CustomerRow, MessageRow } from '../messages/serialize';
import { orgName } from '../organizations/display-name';
import type { TaskRow } from '../tasks/serialize';
import { messagePayload, notificationPayload, taskPayload } from './payloads';
import { createPushSender, type PushSender } from './sender';
import { loadVapidIdentity } from './vapid';

export interface Pusher {
  /** The VAPID public key browsers subscribe with. */
  readonly publicKey: string;
  /** A customer's new message (not an event line, not a reaction): to the members the recipient rule names (common/notify-recipients.ts). */
  customerMessage(message: MessageRow, customer: CustomerRow): Promise<void>;
  /** A task reached done or error: to the member who started it. */
  taskFinished(task: TaskRow): Promise<void>;
  /** New system messages (notification center), each to its recipient. */
  systemMessages(orgId: string, notified: readonly { userId: string; message: SystemMessage }[]): Promise<void>;
}

interface Log { warn(object: unknown, message: string): void }

/** The organization's members (those named, when `userIds`; only those with a browser subscribed, when `subscribed`). */
async function membersOf(db: Db, orgId: string, { userIds, subscribed = false }: { userIds?: readonly string[]; subscribed?: boolean } = {}) {
  const hasSubscription = exists(db.select({ one: sql`1` }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, memberships.userId)));
  return db.select({ userId: memberships.userId, authority: memberships.authority, language: users.language })
    .from(memberships)
    .innerJoin(users, eq(users.objectId, memberships.userId))
    .where(and(eq(memberships.orgId, orgId), userIds ? inArray(memberships.userId, [...userIds]) : undefined, subscribed ? hasSubscription : undefined));
}

/** Conversations of the organization with unread customer messages (spam left out): the app badge. */
async function unreadConversations(db: Db, orgId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(customers)
    .where(and(eq(customers.orgId, orgId), gt(customers.badge, 0), eq(customers.deleted, false), not(sql`'spam' = ANY(${customers.inbox})`)));
  return row?.n ?? 0;
}

export function pusherOf(db: Db, sender: PushSender, publicKey: string, log: Log): Pusher {
  const guarded = <A extends unknown[]>(what: string, run: (...args: A) => Promise<void>) =>
    async (...args: A) => {
      try {
        await run(...args);
      } catch (error) {
        log.warn({ err: error }, `${what} not pushed`);
      }
    };

  return {
    publicKey,
    customerMessage: guarded('message', async (message, customer) => {
      if (message.sendType !== 'receive' || isNotice(message.contentType)) return;
      // Only members with a subscription: on a busy channel, most messages then cost one query.
      const recipients = (await membersOf(db, customer.orgId, { subscribed: true }))
        .filter((member) => receivesMessageNotification(member, customer));
      if (recipients.length === 0) return;
      const unread = await unreadConversations(db, customer.orgId);
      await sender.send(recipients.map((member) => ({ userId: member.userId, payload: messagePayload(customer, unread, member.language) })));
    }),
    taskFinished: guarded('task', async (task) => {
      if ((task.status !== 'done' && task.status !== 'error') || !task.createdBy) return;
      const [owner] = await membersOf(db, task.orgId, { userIds: [task.createdBy] });
      if (!owner) return;
      await sender.send([{ userId: owner.userId, payload: taskPayload(task, await orgName(db, task.orgId), owner.language) }]);
    }),
    systemMessages: guarded('notification', async (orgId, notified) => {
      if (notified.length === 0) return;
      const languages = new Map((await membersOf(db, orgId, { userIds: notified.map((item) => item.userId) }))
        .map((member) => [member.userId, member.language]));
      const name = await orgName(db, orgId);
      await sender.send(notified.filter(({ userId }) => languages.has(userId))
        .map(({ userId, message }) => ({ userId, payload: notificationPayload(message, name, languages.get(userId)!) })));
    }),
  };
}

/** Loads (or creates) the VAPID keys and the sender. */
export async function openPush(db: Db, config: ServerConfig, log: Log): Promise<Pusher> {
  const identity = await loadVapidIdentity(config);
  return pusherOf(db, await createPushSender(db, config, identity, log), identity.publicKey, log);
}
