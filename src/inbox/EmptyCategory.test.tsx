// Empty inbox tabs say why: All points to connecting a channel and to the live-chat page; the tabs
// nothing on this server fills say so.
import { cleanup, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InboxCategory } from '../../common/contracts/base';
import type { Organization } from '../../common/contracts/organizations';
import type { StoredUser } from '../auth/session-store';
import { activateLocale } from '../i18n/activate';
import { OrganizationsProvider } from '../org/organizations-context';
import { EmptyCategory } from './EmptyCategory';

const user = { objectId: 'User000001', sessionToken: 'r:session' } as StoredUser;

const teaHouse: Organization = {
  objectId: 'OrgTea0001', name: 'tea-house', displayName: 'Tea House', industry: 'retail', locale: 'en-US',
  authorityName: 'admin', integrations: [{ platform: 'livechat', alert: false }],
  createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
};

function draw(category: InboxCategory) {
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>
        <OrganizationsProvider user={user}>
          <EmptyCategory orgId="OrgTea0001" category={category} />
        </OrganizationsProvider>
      </MemoryRouter>
    </I18nProvider>,
  );
}

beforeAll(() => activateLocale('en-US'));
beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('fetch', vi.fn<() => Promise<Response>>(async () => Response.json({ results: [teaHouse] })));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('an empty inbox tab', () => {
  it('All: links to connecting a channel and to the organization\'s live-chat page', async () => {
    draw('all');
    expect(screen.getByText('No conversations here.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Connect a channel or add the live-chat widget to your website' }).getAttribute('href'))
      .toBe('/organization-setting/OrgTea0001/linked-app');
    const liveChat = await screen.findByRole('link', { name: 'Try your live-chat page (opens in a new tab)' });
    expect(liveChat.getAttribute('href')).toBe('/livechat/OrgTea0001');
    expect(liveChat.getAttribute('target')).toBe('_blank');
  });

  it('Bot: says what it holds and links to the bot settings', () => {
    draw('bot');
    expect(screen.getByText(/new conversations of the accounts set to start with the bot, and conversations handed back to it/)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Turn the bot on for an account in the bot settings' }).getAttribute('href'))
      .toBe('/message-bot/OrgTea0001/bot-settings');
  });

  it.each([
    ['history', 'None of the channels this server connects does that yet.'],
    ['department', 'This server does not route conversations to departments yet.'],
  ] as const)('%s: says why nothing is there', (category, why) => {
    draw(category);
    expect(screen.getByText(new RegExp(why.replace('.', '\\.')))).toBeDefined();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('other tabs: just empty', () => {
    draw('done');
    expect(screen.getByText('No conversations here.').parentElement?.textContent).toBe('No conversations here.');
  });
});
