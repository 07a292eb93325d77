import { useId, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CustomerGroup } from '../../common/contracts/customer-groups';
import type { CustomerFilterQuery } from '../../common/contracts/customer-filter';
import { PLATFORMS } from '../../common/enums';
import { toApiError } from '../api/api-error';
import { errorText } from '../api/error-text';
import { customerFilterWords } from '../customer-management/filter-words';
import { PLATFORM_LABELS } from '../inbox/platforms';
import { FormError } from '../ui/FormError';
import { Modal } from '../ui/Modal';
import { primaryButton, secondaryButton } from '../ui/buttons';
import { requeryCustomerGroup } from './customer-groups-api';
import { editOf, queryOfEdit, type DateField, type DayRange, type EditProblem, type QueryEdit } from './query-edit';

const inputClass = 'block w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm focus:border-indigo-500 focus:ring-2 focus:ring-indigo-200 focus:outline-none';
const labelClass = 'mb-1 block text-xs font-medium text-slate-700';

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return <div><label htmlFor={id} className={labelClass}>{label}</label>{children(id)}</div>;
}

/** Edit query (02 §4 requery): the group's tags, platforms and dates; its other conditions stay. Saving starts the task that recomputes the group. */
export function RequeryDialog({ orgId, group, onClose, onStarted }: {
  orgId: string;
  /** The group edited; none: closed. */
  group: CustomerGroup | null;
  onClose: () => void;
  onStarted: () => void;
}) {
  const { t } = useLingui();
  return (
    <Modal open={group !== null} onClose={onClose} title={t`Edit the group's query`}>
      {group && <RequeryForm key={group.objectId} orgId={orgId} group={group} onClose={onClose} onStarted={onStarted} />}
    </Modal>
  );
}

function RequeryForm({ orgId, group, onClose, onStarted }: { orgId: string; group: CustomerGroup; onClose: () => void; onStarted: () => void }) {
  const { t, i18n } = useLingui();
  const query = group.query as CustomerFilterQuery;
  const [edit, setEdit] = useState<QueryEdit>(() => editOf(query));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof QueryEdit>(key: K, value: QueryEdit[K]) => setEdit((current) => ({ ...current, [key]: value }));
  const dateLabels: Record<DateField, string> = { joinDate: t`Joined`, conversationDate: t`Last message` };
  const words = customerFilterWords(query);

  function problemText(problem: EditProblem): string {
    const label = dateLabels[problem.field];
    return problem.kind === 'end-before-start' ? t`${label}: the last day is before the first.` : t`${label}: choose the day.`;
  }

  async function save() {
    const made = queryOfEdit(query, edit);
    if ('problem' in made) {
      setError(problemText(made.problem));
      return;
    }
    setSaving(true);
    try {
      await requeryCustomerGroup(orgId, group.objectId, made.query);
      onStarted();
      onClose();
    } catch (cause) {
      setError(errorText(await toApiError(cause)));
    } finally {
      setSaving(false);
    }
  }

  const dateRange = (field: DateField) => {
    const range = edit[field];
    const label = dateLabels[field];
    const change = (next: Partial<DayRange>) => set(field, { ...range, ...next });
    return (
      <fieldset className="flex flex-col gap-1">
        <legend className={labelClass}>{label}</legend>
        <div className="flex flex-wrap items-center gap-2">
          <select aria-label={t`${label}: when`} className={`${inputClass} w-auto`} value={range.type} onChange={(event) => change({ type: event.target.value as DayRange['type'] })}>
            <option value="">{t`Any time`}</option>
            <option value="after">{t`After`}</option>
            <option value="before">{t`Before`}</option>
            <option value="between">{t`Between`}</option>
          </select>
          {(range.type === 'after' || range.type === 'between') && (
            <input type="date" aria-label={t`${label}: first day`} className={`${inputClass} w-auto`} value={range.start} onChange={(event) => change({ start: event.target.value })} />
          )}
          {(range.type === 'before' || range.type === 'between') && (
            <input type="date" aria-label={t`${label}: last day`} className={`${inputClass} w-auto`} value={range.end} onChange={(event) => change({ end: event.target.value })} />
          )}
        </div>
      </fieldset>
    );
  };

  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <p className="text-sm text-slate-600">{t`Now: ${words}`}</p>
      <Field label={t`Has any of these tags`}>
        {(id) => <input id={id} className={inputClass} value={edit.tagsAny} onChange={(event) => set('tagsAny', event.target.value)} />}
      </Field>
      <Field label={t`Has none of these tags`}>
        {(id) => <input id={id} className={inputClass} value={edit.tagsNone} onChange={(event) => set('tagsNone', event.target.value)} />}
      </Field>
      <p className="text-xs text-slate-500">{t`Separate tags with commas.`}</p>
      <fieldset>
        <legend className={labelClass}>{t`Platforms`}</legend>
        <div className="flex flex-wrap gap-x-3 gap-y-1">
          {PLATFORMS.map((platform) => (
            <label key={platform} className="flex items-center gap-1 text-sm text-slate-700">
              <input
                type="checkbox"
                checked={edit.platforms.includes(platform)}
                onChange={(event) => set('platforms', event.target.checked ? [...edit.platforms, platform] : edit.platforms.filter((one) => one !== platform))}
              />
              {i18n._(PLATFORM_LABELS[platform])}
            </label>
          ))}
        </div>
      </fieldset>
      {dateRange('joinDate')}
      {dateRange('conversationDate')}
      <p className="text-xs text-slate-500">{t`Its other conditions stay as they are. Saving computes the group's customers again.`}</p>
      <FormError message={error} />
      <div className="flex justify-end gap-2">
        <button type="button" className={secondaryButton} onClick={onClose}>{t`Cancel`}</button>
        <button type="submit" className={primaryButton} disabled={saving}>{t`Save`}</button>
      </div>
    </form>
  );
}
