import type { Messages } from '@lingui/core';
import type { Locale } from './locales';

// One chunk per language, loaded on demand (the service worker precaches all four).
const loaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  'en-US': () => import('../../locales/en-US/messages.po'),
  'ja-JP': () => import('../../locales/ja-JP/messages.po'),
  'zh-TW': () => import('../../locales/zh-TW/messages.po'),
  'zh-CN': () => import('../../locales/zh-CN/messages.po'),
};

export async function loadMessages(locale: Locale): Promise<Messages> {
  const { messages } = await loaders[locale]();
  return messages;
}
