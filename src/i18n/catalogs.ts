import type { Messages } from '@lingui/core';
import type { Locale } from './locales';

/**
 * The parts of a language's catalog (scripts/catalog-parts.mjs): `public`, the messages of the
 * start-up chunk and the pages without a session; `inbox`, the shell's and the message center's
 * without an open conversation (panels and dialogs included); `console`, all others. The routes'
 * loaders load them (src/routes.tsx). One chunk per part and language, loaded on demand (the service
 * worker precaches all).
 */
export type CatalogPart = 'public' | 'inbox' | 'console';
export const CATALOG_PARTS: readonly CatalogPart[] = ['public', 'inbox', 'console'];

const loaders: Record<CatalogPart, Record<Locale, () => Promise<{ messages: Messages }>>> = {
  public: {
    'en-US': () => import('../../locales/en-US/messages.po?part=public'),
    'ja-JP': () => import('../../locales/ja-JP/messages.po?part=public'),
    'zh-TW': () => import('../../locales/zh-TW/messages.po?part=public'),
    'zh-CN': () => import('../../locales/zh-CN/messages.po?part=public'),
  },
  inbox: {
    'en-US': () => import('../../locales/en-US/messages.po?part=inbox'),
    'ja-JP': () => import('../../locales/ja-JP/messages.po?part=inbox'),
    'zh-TW': () => import('../../locales/zh-TW/messages.po?part=inbox'),
    'zh-CN': () => import('../../locales/zh-CN/messages.po?part=inbox'),
  },
  console: {
    'en-US': () => import('../../locales/en-US/messages.po?part=console'),
    'ja-JP': () => import('../../locales/ja-JP/messages.po?part=console'),
    'zh-TW': () => import('../../locales/zh-TW/messages.po?part=console'),
    'zh-CN': () => import('../../locales/zh-CN/messages.po?part=console'),
  },
};

export async function loadMessages(locale: Locale, part: CatalogPart): Promise<Messages> {
  const { messages } = await loaders[part][locale]();
  return messages;
}
