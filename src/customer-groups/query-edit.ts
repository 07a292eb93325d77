// The requery dialog's form: the conditions it edits of a query group's filter query (tags any of and
// none of, platforms, joined and last message days); the query's other conditions are kept as they
// are. Days are the browser's calendar days: a range runs from the first one's start to the last one's end.
import type { CustomerFilterQuery, DateFilter, DateFilterType } from '../../common/contracts/customer-filter';
import type { Platform } from '../../common/contracts/base';
import { customerFilterProblem } from '../../common/customer-filter';
import { PLATFORMS } from '../../common/enums';

export interface DayRange { type: DateFilterType | ''; start: string; end: string }

export interface QueryEdit {
  /** Comma-separated tag names. */
  tagsAny: string;
  tagsNone: string;
  platforms: Platform[];
  joinDate: DayRange;
  conversationDate: DayRange;
}

export type DateField = 'joinDate' | 'conversationDate';
/** Why the form makes no query: a date field whose days are missing, or end before they start. */
export interface EditProblem { field: DateField; kind: 'needs-day' | 'end-before-start' }

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO time as the browser's calendar day (yyyy-mm-dd). */
function dayOf(iso: string | undefined): string {
  const date = new Date(iso ?? '');
  return Number.isNaN(date.getTime()) ? '' : `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A day's first or last instant in the browser's zone, as ISO; undefined when it is not a day. */
function instantOf(day: string, end: 'start' | 'end'): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const date = new Date(`${day}T${end === 'start' ? '00:00:00.000' : '23:59:59.999'}`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** The query's fields the form edits (of tagDensity, $in and $nin; $all is kept). */
const EDITED: readonly string[] = ['tagDensity', 'platforms', 'joinDate', 'conversationDate'];

const rangeOf = (filter: DateFilter | undefined): DayRange => ({ type: filter?.type ?? '', start: dayOf(filter?.start), end: dayOf(filter?.end) });
const tagsOf = (text: string) => [...new Set(text.split(/[,，、]/).map((tag) => tag.trim()).filter(Boolean))];

export function editOf(query: CustomerFilterQuery): QueryEdit {
  return {
    tagsAny: (query.tagDensity?.$in ?? []).join(', '),
    tagsNone: (query.tagDensity?.$nin ?? []).join(', '),
    platforms: [...(query.platforms ?? [])],
    joinDate: rangeOf(query.joinDate),
    conversationDate: rangeOf(query.conversationDate),
  };
}

function filterOf(range: DayRange): DateFilter | undefined {
  if (!range.type) return undefined;
  const start = range.type === 'before' ? undefined : instantOf(range.start, 'start');
  const end = range.type === 'after' ? undefined : instantOf(range.end, 'end');
  return { type: range.type, ...(start ? { start } : {}), ...(end ? { end } : {}) };
}

/** `base` with the edited conditions replaced (an emptied one left out), or why the form makes no query. */
export function queryOfEdit(base: CustomerFilterQuery, edit: QueryEdit): { query: CustomerFilterQuery } | { problem: EditProblem } {
  const kept = Object.fromEntries(Object.entries(base).filter(([key]) => !EDITED.includes(key))) as CustomerFilterQuery;
  const tags = { ...base.tagDensity, $in: tagsOf(edit.tagsAny), $nin: tagsOf(edit.tagsNone) };
  const keptTags = Object.fromEntries(Object.entries(tags).filter(([, list]) => list.length > 0));
  const query: CustomerFilterQuery = {
    ...kept,
    ...(Object.keys(keptTags).length > 0 ? { tagDensity: keptTags } : {}),
    ...(edit.platforms.length > 0 ? { platforms: PLATFORMS.filter((platform) => edit.platforms.includes(platform)) } : {}),
  };
  for (const field of ['joinDate', 'conversationDate'] as const) {
    const filter = filterOf(edit[field]);
    if (filter) query[field] = filter;
  }
  const problem = customerFilterProblem(query);
  if (!problem) return { query };
  const field = problem.field.split('.')[0] as DateField;
  return { problem: { field, kind: problem.problem.startsWith('must not be before') ? 'end-before-start' : 'needs-day' } };
}
