import { describe, expect, it } from 'vitest';
import { messageTagsFor, outgoingMessageTag, subordinateRoleIds } from './customer-profile';
import { isInCategory } from './inbox-rules';

describe('message tags by channel', () => {
  it.each([
    ['facebook', ['NO_TAG', 'HUMAN_AGENT', 'CONFIRMED_EVENT_UPDATE', 'POST_PURCHASE_UPDATE', 'ACCOUNT_UPDATE']],
    ['whatsapp', ['NO_TAG', 'WHATSAPP_TEMPLATE']],
    ['line', []],
    ['livechat', []],
  ] as const)('%s offers %j', (platform, tags) => {
    expect(messageTagsFor(platform)).toEqual(tags);
  });

  it.each([
    ['facebook', 'HUMAN_AGENT', 'HUMAN_AGENT'],
    ['facebook', 'NO_TAG', undefined],
    ['facebook', 'WHATSAPP_TEMPLATE', undefined],
    ['whatsapp', 'WHATSAPP_TEMPLATE', 'WHATSAPP_TEMPLATE'],
    ['livechat', 'HUMAN_AGENT', undefined],
  ] as const)('a reply on %s chosen %s goes out with %s', (platform, chosen, sent) => {
    expect(outgoingMessageTag(platform, chosen)).toBe(sent);
  });
});

const state = (bind: string | null) => ({ inbox: [], bind });

describe('bind and subBind', () => {
  const roles = [
    { _id: 'top', superiorId: null },
    { _id: 'mid', superiorId: 'top' },
    { _id: 'low', superiorId: 'mid' },
    { _id: 'side', superiorId: null },
  ];

  it('finds every role under a role, at any depth', () => {
    expect(subordinateRoleIds(roles, 'top')).toEqual(['mid', 'low']);
    expect(subordinateRoleIds(roles, 'low')).toEqual([]);
    expect(subordinateRoleIds(roles, null)).toEqual([]);
  });

  it('puts a customer bound to my role in bind and one bound below it in subBind', () => {
    const scope = { roleId: 'top', subRoleIds: ['mid', 'low'] };
    expect(isInCategory('bind', state('top'), 'u1', scope)).toBe(true);
    expect(isInCategory('subBind', state('top'), 'u1', scope)).toBe(false);
    expect(isInCategory('subBind', state('low'), 'u1', scope)).toBe(true);
    expect(isInCategory('bind', state('side'), 'u1', scope)).toBe(false);
    expect(isInCategory('bind', state(null), 'u1', { roleId: null, subRoleIds: [] })).toBe(false);
  });
});
