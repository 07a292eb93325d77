import { describe, expect, it } from 'vitest';
import type { PushPayload } from '../../common/push';
import { isSeenAlready, windowForClick, type ConsoleWindow } from './push-routing';

const ORIGIN = 'https://console.example';
const window = (path: string, focused = false, visibilityState: DocumentVisibilityState = 'visible'): ConsoleWindow =>
  ({ url: ORIGIN + path, focused, visibilityState });

const message: PushPayload = {
  kind: 'message', orgId: 'OrgAAAAAAA', title: 'Mia', body: 'Hi', tag: 'message-ConvAAAAAA',
  url: '/message-center/OrgAAAAAAA/conversation/ConvAAAAAA/customer/CustAAAAAA', unread: 1,
};
const task: PushPayload = { kind: 'task', orgId: 'OrgAAAAAAA', title: 'Tea House', body: 'Done', tag: 'task-T', url: '/message-center/OrgAAAAAAA' };

describe('isSeenAlready', () => {
  const table: [string, PushPayload, ConsoleWindow[], boolean][] = [
    ['no window open', message, [], false],
    ['the message center of the organization, focused', message, [window('/message-center/OrgAAAAAAA', true)], true],
    ['a conversation of the organization, focused', message, [window('/message-center/OrgAAAAAAA/conversation/x/customer/y', true)], true],
    ['the message center, open but not focused', message, [window('/message-center/OrgAAAAAAA')], false],
    ['the message center, focused but hidden', message, [window('/message-center/OrgAAAAAAA', true, 'hidden')], false],
    ['another organization, focused', message, [window('/message-center/OrgBBBBBBB', true)], false],
    ['organization settings of the organization, focused (message)', message, [window('/organization-setting/OrgAAAAAAA/member-management', true)], false],
    ['organization settings of the organization, focused (task)', task, [window('/organization-setting/OrgAAAAAAA/member-management', true)], true],
    ['the live-chat widget, focused', message, [window('/livechat/OrgAAAAAAA', true)], false],
  ];
  it.each(table)('%s → %s', (_, payload, windows, expected) => {
    expect(isSeenAlready(payload, windows)).toBe(expected);
  });
});

describe('windowForClick', () => {
  const table: [string, ConsoleWindow[], number][] = [
    ['none open: open a new one', [], -1],
    ['only the live-chat widget: open a new one', [window('/livechat/OrgAAAAAAA')], -1],
    ['the focused console', [window('/message-center/OrgBBBBBBB'), window('/account-setting', true)], 1],
    ['else one in the organization', [window('/message-center/OrgBBBBBBB'), window('/organization-setting/OrgAAAAAAA/basic-info')], 1],
    ['else any console window', [window('/livechat/OrgAAAAAAA'), window('/message-center/OrgBBBBBBB')], 1],
  ];
  it.each(table)('%s', (_, windows, expected) => {
    expect(windowForClick(windows, 'OrgAAAAAAA')).toBe(expected);
  });
});
