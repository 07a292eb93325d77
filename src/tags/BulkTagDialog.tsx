import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CustomerFilterQuery } from '../../common/contracts/customer-filter';
import { TAG_INPUT_MAX, addTagToInput } from '../../common/notes-tags';
import { ApiError } from '../api/api-error';
import { TagInput } from '../customer-panel/TagInput';
import type { CustomerRecord } from '../../local/records';
import { FormError } from '../ui/FormError';
import { Modal } from '../ui/Modal';
import { primaryButton, secondaryButton } from '../ui/buttons';
import { showToast } from '../ui/toast-store';
import { startBulkTagging, type BulkTagMode } from './bulk-tags-api';

/** The customers selected, or every customer a filter selects (all customers' "every match", `count` of them now). */
export type BulkTagTarget = { customers: readonly CustomerRecord[] } | { query: CustomerFilterQuery; count: number };

interface BulkTagDialogProps {
  mode: BulkTagMode;
  orgId: string;
  target: BulkTagTarget;
  onClose: () => void;
  /** The task started: the selection has served. */
  onStarted: () => void;
}

/**
 * Add tags / Remove tags for the selected customers or every match of a filter (02 §5 Tags): the tag
 * input (trimmed, duplicates ignored, up to its maximum), submit disabled with no tags; submitting
 * starts a task the task panel follows.
 */
export function BulkTagDialog({ mode, orgId, target, onClose, onStarted }: BulkTagDialogProps) {
  const { t } = useLingui();
  const [tags, setTags] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const selected = 'customers' in target ? target.customers : undefined;
  const count = 'customers' in target ? target.customers.length : target.count;
  const adding = mode === 'add';
  // Removing: the tags the selected customers carry are the likely ones.
  const carried = adding || !selected ? [] : [...new Set(selected.flatMap((customer) => customer.tags))].filter((tag) => !tags.includes(tag));

  async function submit() {
    if (tags.length === 0) return;
    setBusy(true);
    setError(null);
    try {
      const where = 'customers' in target ? { customers: target.customers.map((customer) => customer.objectId) } : { query: target.query };
      await startBulkTagging(orgId, mode, where, tags);
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
      {!selected && <p className="mb-2 text-sm text-slate-600">{t`Every customer this filter selects when the task runs.`}</p>}
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
      {carried.length > 0 && (
        <div className="mt-3">
          <p className="text-xs text-slate-500">{t`Tags on these customers`}</p>
          <div className="mt-1 flex flex-wrap gap-1">
            {carried.map((tag) => (
              <button
                key={tag}
                type="button"
                className="rounded-full border border-slate-300 px-2 py-0.5 text-xs text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
                aria-label={t`Select ${tag}`}
                onClick={() => setTags((current) => addTagToInput(current, tag))}
              >
                {tag}
              </button>
            ))}
          </div>
        </div>
      )}
      <div className="mt-3"><FormError message={error} /></div>
    </Modal>
  );
}
