import { useLiveQuery } from 'dexie-react-hooks';
import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { assignConflicts, dismissAssignConflict, type AssignConflict } from '../../local/assign-conflicts';
import { customerName } from './customer-name';
import { ASSIGN_LABELS } from './inbox-categories';

/**
 * Above the inbox list: each move of this agent that the server refused because another move overtook it
 * while the agent was offline (docs/inbox.md, conflicts). It says where the customer is now, until dismissed.
 */
export function AssignConflictNotices({ orgId }: { orgId: string }) {
  const { t } = useLingui();
  const conflicts = useLiveQuery(() => assignConflicts(orgId), [orgId]);
  if (!conflicts?.length) return null;
  return (
    <section aria-label={t`Changes not applied`} className="flex flex-col gap-1 border-b border-amber-200 bg-amber-50 px-3 py-2">
      {conflicts.map((conflict) => <Notice key={conflict.customerId} conflict={conflict} />)}
    </section>
  );
}

function Notice({ conflict }: { conflict: AssignConflict }) {
  const { t, i18n } = useLingui();
  const name = customerName(conflict);
  const move = i18n._(ASSIGN_LABELS[conflict.attempted]);
  const assignee = conflict.assigneeName || t`another agent`;
  const text = {
    assigned: t`While you were offline, ${name} was assigned to ${assignee}. Your change “${move}” was not applied.`,
    open: t`While you were offline, ${name} was moved back to Unassigned. Your change “${move}” was not applied.`,
    bot: t`While you were offline, ${name} was handed back to the bot. Your change “${move}” was not applied.`,
    done: t`While you were offline, ${name} was moved to Done. Your change “${move}” was not applied.`,
    spam: t`While you were offline, ${name} was moved to Spam. Your change “${move}” was not applied.`,
  }[conflict.box];
  return (
    <div role="alert" className="flex items-start gap-2 text-xs text-amber-900">
      <p className="min-w-0 flex-1">{text}</p>
      <Link
        to={`/message-center/${conflict.orgId}/conversation/${conflict.conversationId}/customer/${conflict.customerId}`}
        className="shrink-0 underline focus-visible:outline-2 focus-visible:outline-indigo-600"
        aria-label={t`Open the conversation with ${name}`}
      >
        {t`Open`}
      </Link>
      <button
        type="button"
        className="shrink-0 underline focus-visible:outline-2 focus-visible:outline-indigo-600"
        aria-label={t`Dismiss the notice about ${name}`}
        onClick={() => void dismissAssignConflict(conflict)}
      >
        {t`Dismiss`}
      </button>
    </div>
  );
}
