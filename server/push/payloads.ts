// What each kind of push says: title, body, the route a click opens and the tag that groups it.
import type { SystemMessage } from '../../common/contracts/notifications';
import { conversationRoute, PUSH_BODY_MAX, type PushPayload } from '../../common/push';
import { isExportType } from '../../common/tasks';
import type { CustomerRow } from '../messages/serialize';
import type { TaskRow } from '../tasks/serialize';
import { pushText } from './texts';

const clip = (text: string) => (text.length > PUSH_BODY_MAX ? `${text.slice(0, PUSH_BODY_MAX - 1)}…` : text);

/** A customer wrote: titled with the customer's name, tagged per conversation. */
export function messagePayload(customer: CustomerRow, unread: number, language: string): PushPayload {
  const text = customer.lastMessage?.text.trim();
  return {
    kind: 'message',
    orgId: customer.orgId,
    title: customer.displayName,
    body: text ? clip(text) : pushText('newMessage', language),
    url: conversationRoute(customer.orgId, customer.conversationId, customer.objectId),
    tag: `message-${customer.conversationId}`,
    unread,
  };
}

/** A task the recipient started is done or failed. */
export function taskPayload(task: TaskRow, orgName: string, language: string): PushPayload {
  const failed = task.status === 'error';
  const key = isExportType(task.type) ? (failed ? 'exportFailed' : 'exportDone') : (failed ? 'taskFailed' : 'taskDone');
  return {
    kind: 'task',
    orgId: task.orgId,
    title: orgName,
    body: pushText(key, language),
    url: `/message-center/${task.orgId}`,
    tag: `task-${task.objectId}`,
  };
}

/** A system message of the notification center (a member joined or left, …). */
export function notificationPayload(message: SystemMessage, orgName: string, language: string): PushPayload {
  const { body } = message.data;
  const name = body.context?.memberName ?? '';
  const text = message.eventType === 'event/join' ? pushText('memberJoined', language, { name })
    : message.eventType === 'event/left' ? pushText('memberLeft', language, { name })
      : pushText('newNotification', language);
  const href = body.link?.href;
  return {
    kind: 'notification',
    orgId: message.orgId,
    title: orgName,
    body: clip(text),
    url: href?.startsWith('/') && !href.startsWith('//') ? href : `/message-center/${message.orgId}`,
    tag: `notification-${message.objectId}`,
  };
}
