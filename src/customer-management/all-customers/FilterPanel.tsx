import { useEffect, useId, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CustomerFilterQuery } from '../../../common/contracts/customer-filter';
import { AUDIENCE_TAGS_MAX, BROADCAST_GENDERS, type BroadcastGender } from '../../../common/broadcasts';
import { PLATFORMS } from '../../../common/enums';
import type { InboxCategory } from '../../../common/contracts/base';
import { addTagToInput } from '../../../common/notes-tags';
import { TagInput } from '../../customer-panel/TagInput';
import { PLATFORM_LABELS } from '../../inbox/platforms';
import { INBOX_TABS } from '../../inbox/inbox-categories';
import { FormError } from '../../ui/FormError';
import { primaryButton, secondaryButton } from '../../ui/buttons';
import {
  DATE_TYPES, emptyForm, formFromQuery, queryFromForm,
  type DateField, type DateForm, type FilterForm, type FormProblem, type TagField, type TextField,
} from './filter-form';

const GENDER_LABELS: Record<BroadcastGender, MessageDescriptor> = { male: msg`Male`, female: msg`Female`, other: msg`Other`, unknown: msg`Not set` };
const DATE_TYPE_LABELS: Record<(typeof DATE_TYPES)[number], MessageDescriptor> = { after: msg`After`, before: msg`Before`, between: msg`Between` };
/** How long after the last change a filter applies itself (02 §9 "query delay"). */
export const FILTER_QUERY_DELAY_MS = 200;
/** The inbox categories a filter can name (every member's own tabs; bind and subBind are per member). */
const INBOX_CHOICES = INBOX_TABS.filter((tab) => tab.category !== 'all');

const inputClass =
  'block w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm shadow-xs focus:border-indigo-500 focus:ring-2 focus:ring-indigo-200 focus:outline-none aria-invalid:border-red-500';
const labelClass = 'mb-1 block text-xs font-medium text-slate-700';

function Field({ label, children, hint }: { label: string; hint?: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>{label}</label>
      {children(id)}
      {hint && <p className="mt-1 text-xs text-slate-500">{hint}</p>}
    </div>
  );
}

function Choices<T extends string>({ legend, options, chosen, onChange }: {
  legend: string; options: readonly { value: T; label: string }[]; chosen: readonly T[]; onChange: (next: T[]) => void;
}) {
  return (
    <fieldset>
      <legend className={labelClass}>{legend}</legend>
      <div className="flex flex-wrap gap-x-3 gap-y-1">
        {options.map(({ value, label }) => (
          <label key={value} className="flex items-center gap-1 text-sm text-slate-700">
            <input
              type="checkbox"
              checked={chosen.includes(value)}
              onChange={(event) => onChange(event.target.checked ? [...chosen, value] : chosen.filter((item) => item !== value))}
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A filter's tags: the tag input (the organization's tags as candidates, or any name typed; Enter adds it), then the chosen ones as chips. */
function TagsChosen({ orgId, label, listLabel, tags, invalid, onChange }: {
  orgId: string; label: string; listLabel: string; tags: string[]; invalid: boolean; onChange: (next: string[]) => void;
}) {
  const { t } = useLingui();
  return (
    <div>
      <p className={labelClass}>{label}</p>
      <TagInput orgId={orgId} label={label} invalid={invalid} canAdd={tags.length < AUDIENCE_TAGS_MAX} onConfirm={(text) => onChange(addTagToInput(tags, text, AUDIENCE_TAGS_MAX))} />
      {tags.length > 0 && (
        <ul aria-label={listLabel} className="mt-1 flex flex-wrap gap-1">
          {tags.map((tag) => (
            <li key={tag} className="flex items-center gap-1 rounded-full bg-indigo-50 py-0.5 pl-2 pr-1 text-xs text-indigo-900">
              <span>{tag}</span>
              <button
                type="button"
                aria-label={t`Remove tag ${tag}`}
                onClick={() => onChange(tags.filter((other) => other !== tag))}
                className="rounded-full px-1 text-indigo-700 hover:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The filter panel (02 §3, §5): builds the customer filter query from what is typed and chosen;
 * Apply puts it in the address. A form that makes no query says why and keeps everything typed.
 */
export function FilterPanel({ orgId, query, onApply }: {
  /** Whose tags the tag fields offer. */
  orgId: string;
  query: CustomerFilterQuery;
  /** `typing`: applied on its own while typing (the address is replaced, not pushed). */
  onApply: (query: CustomerFilterQuery, how: 'typing' | 'asked') => void;
}) {
  const { t, i18n } = useLingui();
  const [form, setForm] = useState<FilterForm>(() => formFromQuery(query));
  const [problem, setProblem] = useState<FormProblem | null>(null);
  // The query the form last showed or made: another one in the address (back, a link) is shown anew.
  const queryText = JSON.stringify(query);
  const [shown, setShown] = useState(queryText);
  if (queryText !== shown) {
    setShown(queryText);
    setForm(formFromQuery(query));
    setProblem(null);
  }

  // 02 §9's query delay: a form that makes a query applies itself 200 ms after the last change.
  useEffect(() => {
    const timer = setTimeout(() => {
      const made = queryFromForm(form);
      if (!('query' in made)) return;
      const text = JSON.stringify(made.query);
      if (text === shown) return;
      setShown(text);
      setProblem(null);
      onApply(made.query, 'typing');
    }, FILTER_QUERY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [form, onApply, shown]);

  const set = <K extends keyof FilterForm>(key: K, value: FilterForm[K]) => setForm((current) => ({ ...current, [key]: value }));
  const setDate = (field: DateField, change: Partial<DateForm>) => setForm((current) => ({ ...current, [field]: { ...current[field], ...change } }));

  const fieldLabels: Record<TextField | TagField | DateField, string> = {
    originalDisplayName: t`Platform name contains`,
    displayName: t`Name contains`,
    cellPhone: t`Phone contains`,
    email: t`E-mail contains`,
    joinDate: t`Joined`,
    conversationDate: t`Last message`,
    tagsAny: t`Has any of these tags`,
    tagsAll: t`Has all of these tags`,
    tagsNone: t`Has none of these tags`,
  };

  function problemText(found: FormProblem): string {
    const label = fieldLabels[found.field];
    switch (found.kind) {
      case 'needs-start': return t`${label}: choose the first day.`;
      case 'needs-end': return t`${label}: choose the last day.`;
      case 'end-before-start': return t`${label}: the last day is before the first.`;
      case 'not-a-date': return t`${label}: enter a date.`;
      case 'too-long': return t`${label}: at most 100 characters.`;
      case 'too-many-tags': return t`${label}: at most 100 tags.`;
      case 'tag-too-long': return t`${label}: a tag has at most 100 characters.`;
    }
  }

  function apply() {
    const made = queryFromForm(form);
    if ('problem' in made) {
      setProblem(made.problem);
      return;
    }
    setProblem(null);
    setShown(JSON.stringify(made.query));
    onApply(made.query, 'asked');
  }

  const invalid = (field: FormProblem['field']) => problem?.field === field || undefined;

  const text = (field: TextField) => (
    <Field label={fieldLabels[field]}>
      {(id) => (
        <input id={id} className={inputClass} value={form[field]} aria-invalid={invalid(field)} onChange={(event) => set(field, event.target.value)} />
      )}
    </Field>
  );

  // The chips' list is named apart from the input ("Has any of these tags"), so either is found by its name.
  const chosenLabels: Record<TagField, string> = { tagsAny: t`Any of these tags`, tagsAll: t`All of these tags`, tagsNone: t`None of these tags` };
  const tags = (field: TagField) => (
    <TagsChosen
      orgId={orgId}
      label={fieldLabels[field]}
      listLabel={chosenLabels[field]}
      tags={form[field]}
      invalid={invalid(field) ?? false}
      onChange={(next) => set(field, next)}
    />
  );

  const date = (field: DateField) => {
    const value = form[field];
    const label = fieldLabels[field];
    return (
      <fieldset className="flex flex-col gap-1">
        <legend className={labelClass}>{label}</legend>
        <div className="flex flex-wrap items-center gap-2">
          <select
            aria-label={t`${label}: when`}
            className={`${inputClass} w-auto`}
            value={value.type}
            onChange={(event) => setDate(field, { type: event.target.value as DateForm['type'] })}
          >
            <option value="">{t`Any time`}</option>
            {DATE_TYPES.map((type) => <option key={type} value={type}>{i18n._(DATE_TYPE_LABELS[type])}</option>)}
          </select>
          {value.type !== '' && value.type !== 'before' && (
            <input
              type="date"
              aria-label={t`${label}: first day`}
              className={`${inputClass} w-auto`}
              value={value.start}
              aria-invalid={invalid(field)}
              onChange={(event) => setDate(field, { start: event.target.value })}
            />
          )}
          {value.type !== '' && value.type !== 'after' && (
            <input
              type="date"
              aria-label={t`${label}: last day`}
              className={`${inputClass} w-auto`}
              value={value.end}
              aria-invalid={invalid(field)}
              onChange={(event) => setDate(field, { end: event.target.value })}
            />
          )}
        </div>
      </fieldset>
    );
  };

  return (
    <form
      aria-label={t`Filter customers`}
      className="flex max-h-[45vh] shrink-0 flex-col gap-3 overflow-y-auto border-b border-slate-200 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {text('displayName')}
        {text('originalDisplayName')}
        {text('cellPhone')}
        {text('email')}
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {date('joinDate')}
        {date('conversationDate')}
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {tags('tagsAny')}
        {tags('tagsAll')}
        {tags('tagsNone')}
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-3">
        <label className="flex items-center gap-1 text-sm text-slate-700">
          <input type="checkbox" checked={form.noTags} onChange={(event) => set('noTags', event.target.checked)} />
          {t`Only customers without tags`}
        </label>
        <Choices
          legend={t`Platforms`}
          options={PLATFORMS.map((platform) => ({ value: platform, label: i18n._(PLATFORM_LABELS[platform]) }))}
          chosen={form.platforms}
          onChange={(next) => set('platforms', next)}
        />
        <Choices
          legend={t`Genders`}
          options={BROADCAST_GENDERS.map((gender) => ({ value: gender, label: i18n._(GENDER_LABELS[gender]) }))}
          chosen={form.genders}
          onChange={(next) => set('genders', next)}
        />
        <Field label={t`Follow state`}>
          {(id) => (
            <select id={id} className={`${inputClass} w-auto`} value={form.friendship} onChange={(event) => set('friendship', event.target.value as FilterForm['friendship'])}>
              <option value="">{t`Any`}</option>
              <option value="follow">{t`Following`}</option>
              <option value="unfollow">{t`Unfollowed`}</option>
            </select>
          )}
        </Field>
      </div>
      <Choices<InboxCategory>
        legend={t`Inboxes`}
        options={INBOX_CHOICES.map(({ category, label }) => ({ value: category, label: i18n._(label) }))}
        chosen={form.inboxes}
        onChange={(next) => set('inboxes', next)}
      />
      <Field label={t`Partner tags`} hint={t`Waits for an e-commerce platform: none can be connected yet.`}>
        {(id) => <input id={id} className={inputClass} disabled value="" readOnly />}
      </Field>
      <FormError message={problem ? problemText(problem) : null} />
      <div className="flex gap-2">
        <button type="submit" className={primaryButton}>{t`Apply filter`}</button>
        <button
          type="button"
          className={secondaryButton}
          onClick={() => {
            setForm(emptyForm());
            setProblem(null);
            setShown('{}');
            onApply({}, 'asked');
          }}
        >
          {t`Clear filter`}
        </button>
      </div>
    </form>
  );
}
