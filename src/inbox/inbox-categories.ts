// The inbox categories the console offers as tabs, and the names of the assign targets.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AssignTarget } from '../../common/inbox-rules';
import type { InboxCategory } from '../../common/protocol';

/**
 * Tabs above the inbox list. The other categories (bot, unfollow, history, department, bind,
 * subBind) come with the features that fill them; `private` is the same as `self` for now.
 */
export const INBOX_TABS: readonly { category: InboxCategory; label: MessageDescriptor }[] = [
  { category: 'all', label: msg`All` },
  { category: 'unassigned', label: msg`Unassigned` },
  { category: 'self', label: msg`Mine` },
  { category: 'done', label: msg`Done` },
  { category: 'spam', label: msg`Spam` },
];

export const ASSIGN_LABELS: Record<AssignTarget, MessageDescriptor> = {
  self: msg`Assign to me`,
  private: msg`Assign to me`,
  done: msg`Move to done`,
  spam: msg`Move to spam`,
  unassigned: msg`Back to unassigned`,
};

/** The targets the bulk action bar offers. */
export const BULK_TARGETS: readonly AssignTarget[] = ['self', 'done', 'spam', 'unassigned'];
