// Producing notifications for what happens in an organization: each current member (but the one the
// event is about) gets a system message, and the organization's sockets hear `event {type:'notify'}`.
// Failures are logged, never thrown: a notification must not undo the action that caused it.
import { eq } from 'drizzle-orm';
import type { NotificationEvent } from '../../common/notifications';
import type { NotificationBody } from '../../common/contracts/notifications';
import type { OrgMember } from '../../common/contracts/members';
import type { Db } from '../db/client';
import { memberships } from '../db/schema';
import { orgName } from '../organizations/display-name';
import type { Pusher } from '../push';
import type { RealtimeEmitter } from '../realtime/emitter';
import { insertSystemMessages } from './store';

export interface NotifyServices {
  db: Db;
  realtime: RealtimeEmitter;
  log?: { warn(object: unknown, message: string): void };
  /** When given, each recipient also gets a web push (server/push). */
  push?: Pusher;
}

/** Stores and announces one system message for every member of the organization except `exceptUserId`. */
export async function notifyOrganization(
  services: NotifyServices, orgId: string, eventType: NotificationEvent,
  body: (orgName: string) => NotificationBody, exceptUserId?: string,
): Promise<void> {
  try {
    const members = await services.db.select({ userId: memberships.userId }).from(memberships).where(eq(memberships.orgId, orgId));
    await notifyMembers(services, orgId, members.map((member) => member.userId).filter((userId) => userId !== exceptUserId), eventType, body);
  } catch (error) {
    services.log?.warn({ err: error, orgId, eventType }, 'notification not stored');
  }
}

/** Stores and announces one system message for each of `recipients` (members the caller chose, e.g. by their role). */
export async function notifyMembers(
  { db, realtime, log, push }: NotifyServices, orgId: string, recipients: readonly string[], eventType: NotificationEvent,
  body: (orgName: string) => NotificationBody,
): Promise<void> {
  try {
    if (recipients.length === 0) return;
    const saved = await insertSystemMessages(db, orgId, [...recipients], eventType, body(await orgName(db, orgId)));
    saved.forEach((message, index) => realtime.systemEvent(orgId, { type: 'notify', orgId, userId: recipients[index]!, message }));
    void push?.systemMessages(orgId, saved.map((message, index) => ({ userId: recipients[index]!, message })));
  } catch (error) {
    log?.warn({ err: error, orgId, eventType }, 'notification not stored');
  }
}

const memberName = (member: Pick<OrgMember, 'firstName' | 'lastName' | 'email'>) =>
  [member.firstName, member.lastName].filter(Boolean).join(' ') || member.email;

/** A member joined (redeemed an invitation): the others hear event/join. */
export function notifyMemberJoined(services: NotifyServices, orgId: string, member: OrgMember): Promise<void> {
  return notifyOrganization(services, orgId, 'event/join', (name) => ({
    type: 'link',
    link: { title: memberName(member), href: `/organization-setting/${orgId}/member-management` },
    from: { firstName: member.firstName, lastName: member.lastName },
    context: { eventType: 'join', orgName: name, memberName: memberName(member) },
  }), member.objectId);
}

/** A member left or was evicted: the remaining members hear event/left. */
export function notifyMemberLeft(services: NotifyServices, orgId: string, member: OrgMember): Promise<void> {
  return notifyOrganization(services, orgId, 'event/left', (name) => ({
    type: 'plan',
    from: { firstName: member.firstName, lastName: member.lastName },
    context: { eventType: 'left', orgName: name, memberName: memberName(member) },
  }), member.objectId);
}

/** The end of a task the members follow in the task panel. */
export interface FinishedTask { objectId: string; orgId: string; type: string; status: string; error?: string | null; errorKey?: string | null }

/** A task finished (done or error): every member hears event/notify. Other statuses are ignored. */
export function notifyTaskFinished(services: NotifyServices, task: FinishedTask): Promise<void> {
  if (task.status !== 'done' && task.status !== 'error') return Promise.resolve();
  const taskStatus = task.status;
  return notifyOrganization(services, task.orgId, 'event/notify', (name) => ({
    type: taskStatus === 'error' ? 'error' : 'plan',
    context: { eventType: 'task', orgName: name, taskType: task.type, taskId: task.objectId, taskStatus },
    ...(taskStatus === 'error' ? { error: { details: task.error ? [task.error] : [], ...(task.errorKey ? { key: task.errorKey } : {}), orgName: name } } : {}),
  }));
}
