// The inbox categories the console offers as tabs, and the names of the assign targets.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { BindScope } from '../../common/customer-profile';
import type { AssignTarget } from '../../common/inbox-rules';
import type { InboxCategory } from '../../common/contracts/base';

export interface InboxTab { category: InboxCategory; label: MessageDescriptor }

/**
 * Tabs above the inbox list, in the order of 02 §3 (all first: what an agent opens to). `private` is
 * the same as `self` for now (docs/inbox.md), so it has no tab of its own. Bot, history and department
 * hold what a channel puts there; unfollowed, the customers who left a channel.
 */
export const INBOX_TABS: readonly InboxTab[] = [
  { category: 'all', label: msg`All` },
  { category: 'unassigned', label: msg`Unassigned` },
  { category: 'self', label: msg`Mine` },
  { category: 'done', label: msg`Done` },
  { category: 'spam', label: msg`Spam` },
  { category: 'bot', label: msg`Bot` },
  { category: 'unfollow', label: msg`Unfollowed` },
  { category: 'history', label: msg`History` },
  { category: 'department', label: msg`Department` },
];

/** The tabs for a user: bind when they have a role, subBind when roles sit under it (02 §3, §4). */
export function inboxTabsFor(scope: BindScope): readonly InboxTab[] {
  return [
    ...INBOX_TABS,
    ...(scope.roleId ? [{ category: 'bind' as const, label: msg`My role` }] : []),
    ...(scope.subRoleIds.length > 0 ? [{ category: 'subBind' as const, label: msg`Roles under mine` }] : []),
  ];
}

export const ASSIGN_LABELS: Record<AssignTarget, MessageDescriptor> = {
  self: msg`Assign to me`,
  private: msg`Assign to me`,
  done: msg`Move to done`,
  spam: msg`Move to spam`,
  unassigned: msg`Back to unassigned`,
  bot: msg`Hand back to bot`,
};

/** The targets the bulk action bar offers. */
export const BULK_TARGETS: readonly AssignTarget[] = ['self', 'done', 'spam', 'unassigned'];
