import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CustomerFilterQuery } from '../../../common/contracts/customer-filter';
import { TAG_INPUT_MAX, addTagToInput } from '../../../common/notes-tags';
import { ApiError } from '../../api/api-error';
import { TagInput } from '../../customer-panel/TagInput';
import type { BulkTagMode } from '../../tags/bulk-tags-api';
import { FormError } from '../../ui/FormError';
import { Modal } from '../../ui/Modal';
import { primaryButton, secondaryButton } from '../../ui/buttons';
import { showToast } from '../../ui/toast-store';
import { startTaggingMatches } from './all-customers-api';

/** Add tags / Remove tags for every customer the filter selects: one bulk tag task over the query. */
export function MatchesTagDialog({ mode, orgId, query, count, onClose, onStarted }: {
  mode: BulkTagMode; orgId: string; query: CustomerFilterQuery; count: number; onClose: () => void; onStarted: () => void;
}) {
  const { t } = useLingui();
  const [tags, setTags] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const adding = mode === 'add';

  async function submit() {
    if (tags.length === 0) return;
    setBusy(true);
    setError(null);
    try {
      await startTaggingMatches(orgId, mode, query, tags);
      showToast('info', adding ? t`Adding tags. Follow it in the task list.` : t`Removing tags. Follow it in the task list.`);
      onStarted();
      onClose();
    } catch (cause) {
      setError(cause instanceof ApiError && cause.offline
        ? t`You are offline. Tags of several customers change once you are back online.`
        : cause instanceof Error ? cause.message : String(cause));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      size="small"
      title={adding ? t`Add tags to ${count} customers` : t`Remove tags from ${count} customers`}
      actions={
        <>
          <button type="button" className={secondaryButton} onClick={onClose}>{t`Cancel`}</button>
          <button type="button" className={primaryButton} disabled={tags.length === 0 || busy} onClick={() => void submit()}>
            {adding ? t`Add tags` : t`Remove tags`}
          </button>
        </>
      }
    >
      <p className="mb-2 text-sm text-slate-600">{t`Every customer this filter selects when the task runs.`}</p>
      <ul className="flex flex-wrap gap-1" aria-label={adding ? t`Tags to add` : t`Tags to remove`}>
        {tags.map((tag) => (
          <li key={tag} className="flex items-center gap-1 rounded-full bg-indigo-50 py-0.5 pl-2 pr-1 text-xs text-indigo-900">
            <span>{tag}</span>
            <button
              type="button"
              aria-label={t`Unselect ${tag}`}
              onClick={() => setTags((current) => current.filter((name) => name !== tag))}
              className="rounded-full px-1 text-indigo-700 hover:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      <TagInput
        orgId={orgId}
        canAdd={tags.length < TAG_INPUT_MAX}
        label={adding ? t`Tag to add` : t`Tag to remove`}
        onConfirm={(text) => setTags((current) => addTagToInput(current, text))}
      />
      <div className="mt-3"><FormError message={error} /></div>
    </Modal>
  );
}
