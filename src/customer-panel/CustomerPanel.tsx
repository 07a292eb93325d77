import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { StoredUser } from '../auth/session-store';
import type { CustomerRecord } from '../data/records';
import { getSync } from '../data/sync-client';
import { customerName } from '../inbox/customer-name';
import { PLATFORM_LABELS } from '../inbox/platforms';
import { KeptMessagesSection } from '../kept/KeptMessagesSection';
import { NotesSection } from './NotesSection';
import { TagsSection } from './TagsSection';

function userName(user: StoredUser): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.username;
}

/** The customer beside the conversation: who it is, its tags and the agents' notes; works offline. */
export function CustomerPanel({ orgId, customer, user }: { orgId: string; customer: CustomerRecord; user: StoredUser }) {
  const { t, i18n } = useLingui();
  const customerId = customer.objectId;

  useEffect(() => {
    // Fresh notes from the server when online; offline the stored ones show (the call just fails).
    getSync().loadNotes(orgId, customerId).catch(() => undefined);
  }, [orgId, customerId]);

  const joined = customer.joinedAt ? new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' }).format(new Date(customer.joinedAt)) : '—';
  return (
    <aside aria-label={t`Customer details`} className="flex w-72 shrink-0 flex-col overflow-y-auto border-l border-slate-200 bg-white">
      <dl className="space-y-2 px-4 py-3 text-sm">
        <div>
          <dt className="text-xs text-slate-500">{t`Display name`}</dt>
          <dd className="font-medium text-slate-900">{customerName(customer)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t`Platform`}</dt>
          <dd className="text-slate-900">{i18n._(PLATFORM_LABELS[customer.platform])}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t`Joined`}</dt>
          <dd className="text-slate-900">{joined}</dd>
        </div>
      </dl>
      <TagsSection orgId={orgId} customer={customer} />
      <NotesSection orgId={orgId} customerId={customerId} author={{ id: user.objectId, name: userName(user) }} />
      <KeptMessagesSection orgId={orgId} conversationId={customer.conversationId} customerId={customerId} />
    </aside>
  );
}
