import { describe, expect, it } from 'vitest';
import { BOT_HANDOVER_REASONS } from './message-bot';
import { isTeamHandover, receivesMessageNotification, type NotifiedCustomer, type NotifiedMember } from './notify-recipients';
import type { Authority } from './contracts/base';

const member = (authority: Authority, userId = 'me', orgRoleId?: string): NotifiedMember => ({ userId, authority, orgRoleId });

const open: NotifiedCustomer = { inbox: ['unassigned'] };
const mine: NotifiedCustomer = { inbox: ['private'], assignee: 'me' };
const theirs: NotifiedCustomer = { inbox: ['private'], assignee: 'other' };
const doneMine: NotifiedCustomer = { inbox: ['done'], assignee: 'me' };
const doneTheirs: NotifiedCustomer = { inbox: ['done'], assignee: 'other' };
const doneNobodys: NotifiedCustomer = { inbox: ['done'] };
const spamMine: NotifiedCustomer = { inbox: ['spam'], assignee: 'me' };
const spamNobodys: NotifiedCustomer = { inbox: ['spam'] };
const theirsBoundToSales: NotifiedCustomer = { inbox: ['private'], assignee: 'other', boundRoleIds: ['sales'] };
const openBoundToSales: NotifiedCustomer = { inbox: ['bind', 'unassigned'], boundRoleIds: ['sales'] };
const withBot: NotifiedCustomer = { inbox: ['bot'] };
const withBotBoundToSales: NotifiedCustomer = { inbox: ['bot', 'bind'], boundRoleIds: ['sales'] };

describe('receivesMessageNotification', () => {
  const table: [string, NotifiedMember, NotifiedCustomer, boolean][] = [
    ['admin, unassigned', member('admin'), open, true],
    ['general, unassigned', member('general'), open, true],
    ['private-only, unassigned', member('private-only'), open, true],
    ['customer-readonly, unassigned', member('customer-readonly'), open, true],
    ['general, assigned to them', member('general'), mine, true],
    ['private-only, assigned to them', member('private-only'), mine, true],
    ['admin, assigned to someone else', member('admin'), theirs, false],
    ['general, assigned to someone else', member('general'), theirs, false],
    ['private-only, assigned to someone else', member('private-only'), theirs, false],
    ['general, done and theirs', member('general'), doneMine, true],
    ['general, done and someone else\'s', member('general'), doneTheirs, false],
    ['general, done and nobody\'s', member('general'), doneNobodys, true],
    ['private-only, done and nobody\'s (inbox lacks unassigned)', member('private-only'), doneNobodys, false],
    ['assignee, spam', member('general'), spamMine, false],
    ['admin, spam', member('admin'), spamNobodys, false],
    ['general in the bound role, assigned to someone else', member('general', 'me', 'sales'), theirsBoundToSales, true],
    ['general in another role, assigned to someone else', member('general', 'me', 'support'), theirsBoundToSales, false],
    ['private-only in the bound role, assigned to someone else', member('private-only', 'me', 'sales'), theirsBoundToSales, false],
    ['private-only in the bound role, unassigned', member('private-only', 'me', 'sales'), openBoundToSales, true],
    ['admin, the bot has it', member('admin'), withBot, false],
    ['general, the bot has it', member('general'), withBot, false],
    ['general in the bound role, the bot has it', member('general', 'me', 'sales'), withBotBoundToSales, false],
  ];
  it.each(table)('%s → %s', (_, who, customer, expected) => {
    expect(receivesMessageNotification(who, customer)).toBe(expected);
  });
});

describe('isTeamHandover', () => {
  it('is the bot handing the conversation to the team, not an agent taking it over nor a hand-back', () => {
    const handedOver = BOT_HANDOVER_REASONS.filter((reason) => isTeamHandover({ contentType: 'notifyEvent', data: { event: 'botHandover', reason } }));
    expect(handedOver).toEqual(['askedForPerson', 'aiUnsure', 'aiPointsOut', 'aiFailed']);
    expect(isTeamHandover({ contentType: 'notifyEvent', data: { event: 'botHandback' } })).toBe(false);
    expect(isTeamHandover({ contentType: 'text', data: { content: 'botHandover', event: 'botHandover', reason: 'aiUnsure' } })).toBe(false);
  });
});
