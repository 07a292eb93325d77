// The help page covers connecting each channel, the widget tag, broadcasts, CSV formats and roles, in
// every language of the console.
import { cleanup, render, screen, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../i18n/activate';
import { HelpPage } from './HelpPage';

function draw() {
  render(<I18nProvider i18n={i18n}><HelpPage /></I18nProvider>);
}

afterEach(cleanup);
afterAll(() => activateLocale('en-US'));

describe('HelpPage', () => {
  it('has a topic for each channel, the widget tag, broadcasts, CSV files and roles, each reachable from the contents', async () => {
    await activateLocale('en-US');
    draw();
    const topics = within(screen.getByRole('navigation', { name: 'Help topics' })).getAllByRole('link');
    expect(topics.map((link) => link.textContent)).toEqual([
      'The basics', 'Connecting channels', 'The live-chat widget tag', 'Broadcasts', 'CSV files', 'Members and roles',
    ]);
    for (const link of topics) {
      const section = document.getElementById(link.getAttribute('href')!.slice(1))!;
      expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe(link.textContent);
    }
    const channels = screen.getByRole('region', { name: 'Connecting channels' });
    expect(within(channels).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent))
      .toEqual(['LINE', 'Messenger', 'Instagram', 'WhatsApp', 'Live chat']);
  });

  it('shows the widget tag for this server, the export\'s header row and the group import\'s columns', async () => {
    await activateLocale('en-US');
    draw();
    const widget = screen.getByRole('region', { name: 'The live-chat widget tag' });
    expect(widget.querySelector('pre')?.textContent)
      .toBe(`<script src="${window.location.origin}/livechat/widget.js" data-org="ORGANIZATION_ID"></script>`);
    const csv = screen.getByRole('region', { name: 'CSV files' });
    expect(csv.querySelector('pre')?.textContent?.split(',')).toContain('Platform ID');
    expect(within(csv).getByText('customerId', { selector: 'code' })).toBeDefined();
    expect(within(csv).getByText('objectId', { selector: 'code' })).toBeDefined();
  });

  it.each(['ja-JP', 'zh-TW', 'zh-CN'] as const)('is translated in %s, the export\'s header row as that export writes it', async (locale) => {
    await activateLocale(locale);
    draw();
    const sections = screen.getAllByRole('region');
    expect(sections).toHaveLength(6);
    expect(screen.queryByText(/Admins connect channels/)).toBeNull();
    const headerRow = { 'ja-JP': 'プラットフォームID', 'zh-TW': '平台 ID', 'zh-CN': '平台 ID' }[locale];
    expect(document.getElementById('csv')?.querySelector('pre')?.textContent?.split(',')).toContain(headerRow);
  });
});
