import { msg } from '@lingui/core/macro';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const logIn = msg`Log in`;
const messageCenter = msg`Message center`;
// Only on a broadcast's analysis page: in the `console` part.
const opened = msg`Opened`;

/** A console freshly started: no part in use, no language active. */
async function freshStart() {
  vi.resetModules();
  const { i18n } = await import('@lingui/core');
  return { i18n, ...(await import('./activate')) };
}

// Each part of each language is compiled from its .po file on first import: seconds on a busy machine.
describe('catalog parts', { timeout: 30_000 }, () => {
  beforeEach(() => localStorage.clear());

  it('a page without a session has the public messages only; the signed-in routes add the others, kept across a language switch', async () => {
    const { i18n, activateLocale, requireCatalogPart, chooseLocale } = await freshStart();
    await activateLocale('ja-JP', ['public']);
    expect(i18n.locale).toBe('ja-JP');
    expect(i18n._(logIn)).toBe('ログイン');
    // Not in the public part: a page without a session never loads the console's messages.
    expect(i18n._(messageCenter)).not.toBe('メッセージセンター');

    // The message center's first screen: the shell and the inbox, not the other screens.
    await requireCatalogPart('inbox');
    expect(i18n._(messageCenter)).toBe('メッセージセンター');
    expect(i18n._(logIn)).toBe('ログイン');
    expect(i18n._(opened)).not.toBe('開封');

    await requireCatalogPart('console');
    expect(i18n._(opened)).toBe('開封');

    // A language switch loads every part in use.
    await chooseLocale('zh-TW');
    expect(i18n._(logIn)).toBe('登入');
    expect(i18n._(messageCenter)).toBe('訊息中心');
    expect(i18n._(opened)).toBe('已開啟');
  });

  it('a part asked for by the first route while the start-up language loads comes in that language', async () => {
    const { i18n, activateLocale, requireCatalogPart } = await freshStart();
    localStorage.setItem('parley.locale', 'zh-CN');
    // src/main.tsx: the router (its loader) starts while the public part of the stored language loads.
    const started = activateLocale('zh-CN', ['public']);
    await Promise.all([started, requireCatalogPart('inbox')]);
    expect(i18n.locale).toBe('zh-CN');
    expect(i18n._(messageCenter)).toBe('消息中心');
    expect(i18n._(logIn)).toBe('登录');
  });
});
