import { cleanup, render, screen, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { customerRecordFrom } from '../../local/mapping';
import type { CustomerRecord } from '../../local/records';
import { wireCustomer } from '../../local/test-fixtures';
import { activateLocale } from '../i18n/activate';
import { InboxRow } from './InboxRow';

const tags = (count: number) => Array.from({ length: count }, (_, index) => `tag${index + 1}`);

function renderRow(change: Partial<CustomerRecord>) {
  const customer = { ...customerRecordFrom(wireCustomer({ objectId: 'Cust000001' })), ...change };
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter><InboxRow customer={customer} /></MemoryRouter>
    </I18nProvider>,
  );
  return screen.getByRole('link');
}

beforeAll(() => activateLocale('en-US'));
afterEach(cleanup);

describe('InboxRow tags and monitoring flag', () => {
  it('shows every tag up to 12', () => {
    const row = renderRow({ tags: tags(12) });
    const list = within(row).getByRole('list', { name: 'Tags' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(tags(12));
  });

  it('shows 12 tags and "+N" for the rest', () => {
    const row = renderRow({ tags: tags(15) });
    const items = within(within(row).getByRole('list', { name: 'Tags' })).getAllByRole('listitem');
    expect(items).toHaveLength(13);
    expect(items.slice(0, 12).map((item) => item.textContent)).toEqual(tags(12));
    expect(within(items[12]!).getByText('+3')).toBeTruthy();
    expect(within(items[12]!).getByText('and 3 more tags')).toBeTruthy();
    expect(within(row).queryByText('tag13')).toBeNull();
  });

  it('counts above 99 as 99+', () => {
    const row = renderRow({ tags: tags(112) });
    expect(within(row).getByText('+99+')).toBeTruthy();
  });

  it('shows no tag list without tags, and the monitoring flag only when monitored', () => {
    const plain = renderRow({ tags: [], isMonitoring: false });
    expect(within(plain).queryByRole('list')).toBeNull();
    expect(within(plain).queryByText('Monitoring')).toBeNull();
    cleanup();
    const watched = renderRow({ isMonitoring: true });
    expect(within(watched).getByText('Monitoring')).toBeTruthy();
  });
});

describe('InboxRow name line', () => {
  it('gives the name its own line: the platform is a named icon, the time sits with the preview', () => {
    const row = renderRow({ displayName: 'Visitor 4821', platform: 'livechat', lastMessageAt: '2024-03-01T10:00:00.000Z', lastMessage: { text: 'Hello' } as CustomerRecord['lastMessage'] });
    const name = within(row).getByText('Visitor 4821');
    const nameLine = name.parentElement!;
    expect(nameLine.querySelector('time')).toBeNull();
    expect(within(nameLine).queryByRole('img')).toBeNull();
    // The platform as an icon with an accessible name, no word badge.
    expect(within(row).getByRole('img', { name: 'Live chat' })).toBeTruthy();
    expect(within(row).queryByText('Live chat')).toBeNull();
    expect(within(row).getByText('Hello').parentElement!.querySelector('time')).toBeTruthy();
  });
});
