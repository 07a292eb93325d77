// The filter panel's form → the customer filter query (02 §3, §5), and the query in the address.
import { describe, expect, it } from 'vitest';
import { dayOf, emptyForm, formFromQuery, instantOf, queryFromForm, searchFromView, viewFromSearch, type FilterForm } from './filter-form';

const form = (change: Partial<FilterForm>): FilterForm => ({ ...emptyForm(), ...change });

describe('queryFromForm', () => {
  it('makes no condition of what was left empty', () => {
    expect(queryFromForm(emptyForm())).toEqual({ query: {} });
  });

  it('makes every field of the query from the form', () => {
    const made = queryFromForm(form({
      displayName: '  Ann ', originalDisplayName: 'ann_l', cellPhone: '0912', email: 'ann@',
      joinDate: { type: 'between', start: '2026-01-01', end: '2026-01-31' },
      conversationDate: { type: 'after', start: '2026-02-01', end: 'ignored' },
      tagsAny: ['vip', 'gold', 'vip'], tagsAll: ['tea'], tagsNone: [' spam ', ''], noTags: true,
      platforms: ['whatsapp', 'line'], genders: ['unknown', 'female'], friendship: 'follow', inboxes: ['done', 'unassigned'],
    }));
    expect(made).toEqual({
      query: {
        displayName: 'Ann', originalDisplayName: 'ann_l', cellPhone: '0912', email: 'ann@',
        joinDate: { type: 'between', start: instantOf('2026-01-01', 'start'), end: instantOf('2026-01-31', 'end') },
        conversationDate: { type: 'after', start: instantOf('2026-02-01', 'start') },
        tagDensity: { $in: ['vip', 'gold'], $all: ['tea'], $nin: ['spam'] }, isNoTagCustomer: true,
        // In the spec's order, whatever order they were chosen in.
        platforms: ['line', 'whatsapp'], genders: ['female', 'unknown'], friendship: 'follow', inboxes: ['unassigned', 'done'],
      },
    });
  });

  it('says which field cannot be as given', () => {
    expect(queryFromForm(form({ joinDate: { type: 'between', start: '2026-01-01', end: '' } }))).toEqual({ problem: { field: 'joinDate', kind: 'needs-end' } });
    expect(queryFromForm(form({ conversationDate: { type: 'after', start: '', end: '' } }))).toEqual({ problem: { field: 'conversationDate', kind: 'needs-start' } });
    expect(queryFromForm(form({ joinDate: { type: 'between', start: '2026-02-01', end: '2026-01-01' } })))
      .toEqual({ problem: { field: 'joinDate', kind: 'end-before-start' } });
    expect(queryFromForm(form({ joinDate: { type: 'before', start: '', end: 'soon' } }))).toEqual({ problem: { field: 'joinDate', kind: 'not-a-date' } });
    expect(queryFromForm(form({ email: 'x'.repeat(101) }))).toEqual({ problem: { field: 'email', kind: 'too-long' } });
    expect(queryFromForm(form({ tagsAll: ['y'.repeat(101)] }))).toEqual({ problem: { field: 'tagsAll', kind: 'tag-too-long' } });
  });

  it('reads a query back into the same form', () => {
    const typed = form({
      displayName: 'Ann', joinDate: { type: 'before', start: '', end: '2026-03-04' }, tagsAny: ['vip', 'gold'], platforms: ['line'], friendship: 'unfollow',
    });
    const made = queryFromForm(typed);
    if (!('query' in made)) throw new Error('no query');
    expect(formFromQuery(made.query)).toEqual(typed);
    expect(dayOf(made.query.joinDate?.end)).toBe('2026-03-04');
  });
});

describe('the query in the address', () => {
  it('round-trips the query, the sort and the order; the default view is an empty search', () => {
    const query = { displayName: 'Ann', tagDensity: { $in: ['vip'] }, platforms: ['line' as const] };
    const search = searchFromView({ query, sort: 'joinedAt', order: 'asc' });
    expect(viewFromSearch(new URLSearchParams(search.toString()))).toEqual({ query, sort: 'joinedAt', order: 'asc', unreadable: false });
    expect(searchFromView({ query: {}, sort: 'lastMessageAt', order: 'desc' }).toString()).toBe('');
  });

  it('shows every customer, and says so, when the filter in the address is not a query', () => {
    for (const filter of ['{not json', '[1]', '"text"', JSON.stringify({ joinDate: { type: 'after' } })]) {
      expect(viewFromSearch(new URLSearchParams({ filter }))).toMatchObject({ query: {}, unreadable: true });
    }
    // What it does not know is left out; the rest holds.
    expect(viewFromSearch(new URLSearchParams({ filter: JSON.stringify({ email: 'a@b', shoeSize: 3 }) }))).toMatchObject({ query: { email: 'a@b' }, unreadable: false });
  });
});
