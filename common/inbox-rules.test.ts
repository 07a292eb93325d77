import { describe, expect, it } from 'vitest';
import { INBOX_CATEGORIES } from './enums';
import {
  assignedState, assignTargetsFor, boxOf, isInCategory, overwritesOtherMove, sortKeyOf, type InboxState,
} from './inbox-rules';
import type { InboxCategory } from './contracts/base';

const ME = 'me';
const open: InboxState = { inbox: ['unassigned'] };
const mine: InboxState = { inbox: ['private'], assignee: ME };
const theirs: InboxState = { inbox: ['private'], assignee: 'other' };
const done: InboxState = { inbox: ['done'], assignee: ME };
const spam: InboxState = { inbox: ['spam'] };
const unfollowed: InboxState = { inbox: ['unassigned'], friendship: 'unfollow' };
const bound: InboxState = { inbox: ['unassigned'], bind: 'roleA' };

describe('sortKeyOf', () => {
  it.each<[InboxCategory, string]>([
    ['bind', 'lastInboundAt'], ['subBind', 'lastInboundAt'],
    ['unassigned', 'lastMessageAt'], ['all', 'lastMessageAt'], ['bot', 'lastMessageAt'],
    ['unfollow', 'lastMessageAt'], ['history', 'lastMessageAt'], ['department', 'lastMessageAt'],
    ['private', 'assignedAt'], ['self', 'assignedAt'], ['done', 'assignedAt'], ['spam', 'assignedAt'],
  ])('%s sorts on %s', (category, key) => {
    expect(sortKeyOf(category)).toBe(key);
  });

  it('covers every category', () => {
    expect(INBOX_CATEGORIES).toHaveLength(12);
  });
});

describe('isInCategory', () => {
  const table: [string, InboxState, InboxCategory[]][] = [
    ['open', open, ['unassigned', 'all']],
    ['mine', mine, ['all', 'self', 'private']],
    ['theirs', theirs, ['all']],
    ['done', done, ['done']],
    ['spam', spam, ['spam']],
    // Blocked the account: only in Unfollowed, whoever had it.
    ['unfollowed', unfollowed, ['unfollow']],
    ['mine, unfollowed', { ...mine, friendship: 'unfollow' }, ['unfollow']],
    ['bound', bound, ['unassigned', 'all', 'bind']],
    // The bot has it: in all and bot, not unassigned (nobody needs to take it); taken, it is not the bot's.
    ['with the bot', { inbox: ['bot'] }, ['all', 'bot']],
    ['with the bot, unfollowed', { inbox: ['bot'], friendship: 'unfollow' }, ['unfollow']],
  ];
  it.each(table)('%s is in exactly %j', (_name, state, expected) => {
    expect(INBOX_CATEGORIES.filter((category) => isInCategory(category, state, ME, { roleId: 'roleA', subRoleIds: [] }))).toEqual(expected);
  });

  it('treats an empty assignee as nobody', () => {
    expect(boxOf({ inbox: [], assignee: '' })).toBe('open');
  });
});

describe('assignedState', () => {
  const now = '2024-05-01T00:00:00.000Z';
  it.each<[string, InboxState, Parameters<typeof assignedState>[1], string | undefined, ReturnType<typeof assignedState>]>([
    ['self: to the actor', open, 'self', undefined, { inbox: ['private'], assignee: ME, assignedAt: now }],
    ['self: to another user', open, 'self', 'other', { inbox: ['private'], assignee: 'other', assignedAt: now }],
    ['private: like self', theirs, 'private', undefined, { inbox: ['private'], assignee: ME, assignedAt: now }],
    ['done keeps who handled it', theirs, 'done', undefined, { inbox: ['done'], assignee: 'other', assignedAt: now }],
    ['spam of an open one', open, 'spam', undefined, { inbox: ['spam'], assignee: null, assignedAt: now }],
    ['back to unassigned clears the assignee', done, 'unassigned', undefined, { inbox: ['unassigned'], assignee: null, assignedAt: now }],
    ['handed back to the bot: nobody has it', mine, 'bot', undefined, { inbox: ['bot'], assignee: null, assignedAt: now }],
  ])('%s', (_name, state, target, toUser, expected) => {
    expect(assignedState(state, target, ME, now, toUser)).toEqual(expected);
  });

  it('moves the customer into the category it names', () => {
    for (const target of ['self', 'done', 'spam', 'unassigned', 'bot'] as const) {
      const next = assignedState(mine, target, ME, now);
      expect(isInCategory(target, next, ME), target).toBe(true);
    }
  });
});

describe('assignTargetsFor', () => {
  it.each<[string, InboxState, string[]]>([
    ['open', open, ['self', 'done', 'spam']],
    ['mine', mine, ['done', 'spam', 'unassigned']],
    ['theirs', theirs, ['self', 'done', 'spam', 'unassigned']],
    ['done', done, ['self', 'spam', 'unassigned']],
    ['spam', spam, ['self', 'done', 'unassigned']],
  ])('%s offers %j', (_name, state, expected) => {
    expect(assignTargetsFor(state, ME)).toEqual(expected);
  });
});

describe('overwritesOtherMove', () => {
  // [name, the customer now, what the agent saw, where the agent's move puts it, conflict?]
  it.each<[string, InboxState, InboxState, InboxState, boolean]>([
    ['nothing changed since', open, open, mine, false],
    ['another agent took it', theirs, open, done, true],
    ['someone moved it to spam', spam, mine, done, true],
    ['the other move ended where this one goes', done, open, done, false],
    ['taken and given back', open, open, spam, false],
    ['only another inbox category was added', { ...open, inbox: ['unassigned', 'history'] }, open, mine, false],
    ['handed back to the bot since', { ...open, inbox: ['bot'] }, open, mine, true],
  ])('%s', (_name, current, expected, next, conflict) => {
    expect(overwritesOtherMove(current, expected, next)).toBe(conflict);
  });
});
