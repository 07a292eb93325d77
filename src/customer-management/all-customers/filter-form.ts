// The all customers filter panel's form and the customer filter query it builds (02 §3, §5), and the
// query in the address (`?filter=<JSON>&sort=joinedAt&order=asc`) so a filtered view can be shared and
// reloaded. The form keeps what was typed and chosen as it is (dates as yyyy-mm-dd, tags as the names
// chosen): a query that cannot be built says why and loses nothing.
import type { CustomerFilterQuery, DateFilter, DateFilterType } from '../../../common/contracts/customer-filter';
import type { InboxCategory, Platform } from '../../../common/contracts/base';
import { AUDIENCE_TAGS_MAX, BROADCAST_GENDERS, type BroadcastGender } from '../../../common/broadcasts';
import { customerFilterProblem } from '../../../common/customer-filter';
import { SEARCH_KEYWORD_MAX } from '../../../common/customer-search';
import { INBOX_CATEGORIES, PLATFORMS } from '../../../common/enums';

export const DATE_TYPES: readonly DateFilterType[] = ['after', 'before', 'between'];
export const TAG_NAME_MAX = 100;

export interface DateForm { type: DateFilterType | ''; start: string; end: string }

export interface FilterForm {
  originalDisplayName: string;
  displayName: string;
  joinDate: DateForm;
  conversationDate: DateForm;
  /** Tag names, as chosen. */
  tagsAny: string[];
  tagsAll: string[];
  tagsNone: string[];
  noTags: boolean;
  platforms: Platform[];
  genders: BroadcastGender[];
  cellPhone: string;
  email: string;
  friendship: 'follow' | 'unfollow' | '';
  inboxes: InboxCategory[];
}

export type TextField = 'originalDisplayName' | 'displayName' | 'cellPhone' | 'email';
export type TagField = 'tagsAny' | 'tagsAll' | 'tagsNone';
export type DateField = 'joinDate' | 'conversationDate';

/** Why the form does not make a query: the field and what is wrong with it. */
export type FormProblem =
  | { field: DateField; kind: 'needs-start' | 'needs-end' | 'end-before-start' | 'not-a-date' }
  | { field: TextField; kind: 'too-long' }
  | { field: TagField; kind: 'too-many-tags' | 'tag-too-long' };

const emptyDate = (): DateForm => ({ type: '', start: '', end: '' });

export function emptyForm(): FilterForm {
  return {
    originalDisplayName: '', displayName: '', joinDate: emptyDate(), conversationDate: emptyDate(),
    tagsAny: [], tagsAll: [], tagsNone: [], noTags: false, platforms: [], genders: [], cellPhone: '', email: '', friendship: '', inboxes: [],
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO time as this browser's calendar day (yyyy-mm-dd), '' when it is not a time. */
export function dayOf(iso: string | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A day's first (start) or last (end) instant in this browser's zone, as ISO; undefined when not a day. */
export function instantOf(day: string, end: 'start' | 'end'): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const date = new Date(`${day}T${end === 'start' ? '00:00:00.000' : '23:59:59.999'}`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

function dateQuery(form: DateForm, field: DateField): DateFilter | FormProblem | undefined {
  if (!form.type) return undefined;
  const start = form.type === 'before' ? undefined : form.start.trim();
  const end = form.type === 'after' ? undefined : form.end.trim();
  if (start === '') return { field, kind: 'needs-start' };
  if (end === '') return { field, kind: 'needs-end' };
  const startIso = start === undefined ? undefined : instantOf(start, 'start');
  const endIso = end === undefined ? undefined : instantOf(end, 'end');
  if ((start !== undefined && !startIso) || (end !== undefined && !endIso)) return { field, kind: 'not-a-date' };
  if (startIso && endIso && startIso > endIso) return { field, kind: 'end-before-start' };
  return { type: form.type, ...(startIso ? { start: startIso } : {}), ...(endIso ? { end: endIso } : {}) };
}

const isProblem = (value: unknown): value is FormProblem => typeof value === 'object' && value !== null && 'kind' in value;

/** The query the form makes (fields left empty are no condition), or the first problem found. */
export function queryFromForm(form: FilterForm): { query: CustomerFilterQuery } | { problem: FormProblem } {
  const query: CustomerFilterQuery = {};
  for (const field of ['originalDisplayName', 'displayName', 'cellPhone', 'email'] as const) {
    const text = form[field].trim();
    if (text.length > SEARCH_KEYWORD_MAX) return { problem: { field, kind: 'too-long' } };
    if (text) query[field] = text;
  }
  for (const field of ['joinDate', 'conversationDate'] as const) {
    const made = dateQuery(form[field], field);
    if (isProblem(made)) return { problem: made };
    if (made) query[field] = made;
  }
  const tagDensity: NonNullable<CustomerFilterQuery['tagDensity']> = {};
  for (const [field, key] of [['tagsAny', '$in'], ['tagsAll', '$all'], ['tagsNone', '$nin']] as const) {
    const tags = [...new Set(form[field].map((tag) => tag.trim()).filter(Boolean))];
    if (tags.length > AUDIENCE_TAGS_MAX) return { problem: { field, kind: 'too-many-tags' } };
    if (tags.some((tag) => tag.length > TAG_NAME_MAX)) return { problem: { field, kind: 'tag-too-long' } };
    if (tags.length > 0) tagDensity[key] = tags;
  }
  if (Object.keys(tagDensity).length > 0) query.tagDensity = tagDensity;
  if (form.noTags) query.isNoTagCustomer = true;
  if (form.platforms.length > 0) query.platforms = PLATFORMS.filter((platform) => form.platforms.includes(platform));
  if (form.genders.length > 0) query.genders = BROADCAST_GENDERS.filter((gender) => form.genders.includes(gender));
  if (form.friendship) query.friendship = form.friendship;
  if (form.inboxes.length > 0) query.inboxes = INBOX_CATEGORIES.filter((category) => form.inboxes.includes(category));
  // The common rules catch what is left (a date the browser read but the server would not).
  const left = customerFilterProblem(query);
  if (left) return { problem: { field: left.field.split('.')[0] as DateField, kind: 'not-a-date' } };
  return { query };
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const pick = <T extends string>(value: unknown, allowed: readonly T[]): T[] => list(value).filter((item): item is T => allowed.includes(item as T));

function dateForm(value: unknown): DateForm {
  if (typeof value !== 'object' || value === null) return emptyDate();
  const filter = value as Record<string, unknown>;
  const type = DATE_TYPES.includes(filter.type as DateFilterType) ? (filter.type as DateFilterType) : '';
  return { type, start: dayOf(text(filter.start)), end: dayOf(text(filter.end)) };
}

const names = (value: unknown) => list(value).filter((tag): tag is string => typeof tag === 'string');

/** The form showing a query (what it does not know is left out). */
export function formFromQuery(query: CustomerFilterQuery): FilterForm {
  const tags = (query.tagDensity ?? {}) as Record<string, unknown>;
  return {
    originalDisplayName: text(query.originalDisplayName),
    displayName: text(query.displayName),
    joinDate: dateForm(query.joinDate),
    conversationDate: dateForm(query.conversationDate),
    tagsAny: names(tags.$in),
    tagsAll: names(tags.$all),
    tagsNone: names(tags.$nin),
    noTags: query.isNoTagCustomer === true,
    platforms: pick(query.platforms, PLATFORMS),
    genders: pick(query.genders, BROADCAST_GENDERS),
    cellPhone: text(query.cellPhone),
    email: text(query.email),
    friendship: query.friendship === 'follow' || query.friendship === 'unfollow' ? query.friendship : '',
    inboxes: pick(query.inboxes, INBOX_CATEGORIES),
  };
}

export type CustomerSortKey = 'lastMessageAt' | 'joinedAt';
export type SortOrder = 'desc' | 'asc';

/** What the address says: the query, the sort, and whether its filter could not be read. */
export interface AddressView {
  query: CustomerFilterQuery;
  sort: CustomerSortKey;
  order: SortOrder;
  unreadable: boolean;
}

/** The view of `?filter=&sort=&order=`: a filter that is not a query is dropped (and said), a part it does not know left out. */
export function viewFromSearch(params: URLSearchParams): AddressView {
  const sort = params.get('sort') === 'joinedAt' ? 'joinedAt' : 'lastMessageAt';
  const order = params.get('order') === 'asc' ? 'asc' : 'desc';
  const raw = params.get('filter');
  if (!raw) return { query: {}, sort, order, unreadable: false };
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
    const made = queryFromForm(formFromQuery(parsed as CustomerFilterQuery));
    if ('problem' in made) return { query: {}, sort, order, unreadable: true };
    return { query: made.query, sort, order, unreadable: false };
  } catch {
    return { query: {}, sort, order, unreadable: true };
  }
}

/** The address's search for a view: nothing for the default (every customer, newest message first). */
export function searchFromView(view: Pick<AddressView, 'query' | 'sort' | 'order'>): URLSearchParams {
  const params = new URLSearchParams();
  if (Object.keys(view.query).length > 0) params.set('filter', JSON.stringify(view.query));
  if (view.sort !== 'lastMessageAt') params.set('sort', view.sort);
  if (view.order !== 'desc') params.set('order', view.order);
  return params;
}
