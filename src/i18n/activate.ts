import { i18n } from '@lingui/core';
import { loadMessages } from './catalogs';
import { detectLocale, matchLocale, type Locale } from './locales';

const STORAGE_KEY = 'parley.locale';

/** Load a language's catalog, make it active and let <html lang> follow. */
export async function activateLocale(locale: Locale): Promise<void> {
  const messages = await loadMessages(locale);
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
}

/** The language to start with: the stored choice, else the browser's, else en-US. */
export function initialLocale(): Locale {
  return detectLocale(localStorage.getItem(STORAGE_KEY), navigator.languages ?? [navigator.language]);
}

/** The user picked a language (switch, or the account's language at login): remember and apply it. */
export async function chooseLocale(locale: Locale): Promise<void> {
  localStorage.setItem(STORAGE_KEY, locale);
  await activateLocale(locale);
}

/** Apply a user's stored `language` (any BCP 47 tag) when it is one we support. */
export async function applyUserLanguage(language: string | undefined): Promise<void> {
  const locale = language ? matchLocale(language) : undefined;
  if (locale && locale !== i18n.locale) await chooseLocale(locale);
}

export function activeLocale(): Locale {
  return detectLocale(i18n.locale, []);
}
