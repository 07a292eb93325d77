import { lazy, Suspense, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { INBOX_BULK_MAX } from '../../common/inbox-rules';
import type { CustomerRecord } from '../../local/records';
import type { BulkTagMode } from '../tags/bulk-tags-api';
import { secondaryButton } from '../ui/buttons';
import { assignCustomers } from './assign-actions';
import { ASSIGN_LABELS, BULK_TARGETS } from './inbox-categories';

// Not on the inbox's first screen: loaded when tags are added or removed.
const BulkTagDialog = lazy(() => import('../tags/BulkTagDialog').then((module) => ({ default: module.BulkTagDialog })));

/** Shown while customers are selected: move them all at once (at most 50, 02 §4), or add or remove tags. */
export function BulkActionBar({ selected, onDone }: { selected: readonly CustomerRecord[]; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const [tagging, setTagging] = useState<BulkTagMode | null>(null);
  const count = selected.length;
  return (
    <section aria-label={t`Bulk actions`} className="flex flex-wrap items-center gap-2 border-b border-slate-200 bg-indigo-50 px-3 py-2">
      <output className="text-xs font-medium text-indigo-900">
        {count >= INBOX_BULK_MAX ? t`${count} selected (at most ${INBOX_BULK_MAX})` : t`${count} selected`}
      </output>
      {BULK_TARGETS.map((target) => (
        <button
          key={target}
          type="button"
          className={`${secondaryButton} px-2 py-1 text-xs`}
          onClick={() => {
            assignCustomers(selected, target);
            onDone();
          }}
        >
          {i18n._(ASSIGN_LABELS[target])}
        </button>
      ))}
      <button type="button" className={`${secondaryButton} px-2 py-1 text-xs`} onClick={() => setTagging('add')}>{t`Add tags`}</button>
      <button type="button" className={`${secondaryButton} px-2 py-1 text-xs`} onClick={() => setTagging('remove')}>{t`Remove tags`}</button>
      <button type="button" className="text-xs text-indigo-700 underline" onClick={onDone}>{t`Clear selection`}</button>
      {tagging && selected[0] && (
        <Suspense fallback={null}>
          <BulkTagDialog mode={tagging} orgId={selected[0].orgId} target={{ customers: selected }} onClose={() => setTagging(null)} onStarted={onDone} />
        </Suspense>
      )}
    </section>
  );
}
