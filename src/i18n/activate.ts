import { i18n, type Messages } from '@lingui/core';
import { CATALOG_PARTS, loadMessages, type CatalogPart } from './catalogs';
import { detectLocale, matchLocale, type Locale } from './locales';

const STORAGE_KEY = 'parley.locale';

/** The catalog parts the console has needed so far: a change of language loads these. */
const partsInUse = new Set<CatalogPart>();
/** The last activation started, numbered: an activation applies unless a later one applied first. */
let latest: { serial: number; locale: Locale; done: Promise<void> } | undefined;
let appliedSerial = 0;

async function loadParts(locale: Locale, parts: Iterable<CatalogPart>): Promise<Messages> {
  const loaded = await Promise.all([...parts].map((part) => loadMessages(locale, part)));
  return Object.assign({}, ...loaded) as Messages;
}

/**
 * Load a language's catalog (the given parts and those in use already), make it active and let
 * <html lang> follow. Without `parts`, the whole catalog.
 */
export function activateLocale(locale: Locale, parts: readonly CatalogPart[] = CATALOG_PARTS): Promise<void> {
  for (const part of parts) partsInUse.add(part);
  const serial = (latest?.serial ?? 0) + 1;
  const done = loadParts(locale, partsInUse).then((messages) => {
    if (serial < appliedSerial) return;
    appliedSerial = serial;
    i18n.loadAndActivate({ locale, messages });
    document.documentElement.lang = locale;
  });
  latest = { serial, locale, done };
  return done;
}

/**
 * Add a part to the catalog of the language active or being activated (a route's loader: the
 * signed-in routes need `console`). Settles once the part's messages are active.
 */
export async function requireCatalogPart(part: CatalogPart): Promise<void> {
  if (partsInUse.has(part) && latest) return latest.done;
  try {
    await activateLocale(latest?.locale ?? initialLocale(), [part]);
  } catch (error) {
    // Not loaded (the network failed): the next navigation tries again.
    partsInUse.delete(part);
    throw error;
  }
}

/** The language to start with: the stored choice, else the browser's, else en-US. */
export function initialLocale(): Locale {
  return detectLocale(localStorage.getItem(STORAGE_KEY), navigator.languages ?? [navigator.language]);
}

/** The user picked a language (switch, or the account's language at login): remember and apply it. */
export async function chooseLocale(locale: Locale): Promise<void> {
  localStorage.setItem(STORAGE_KEY, locale);
  await activateLocale(locale, []);
}

/** Apply a user's stored `language` (any BCP 47 tag) when it is one we support. */
export async function applyUserLanguage(language: string | undefined): Promise<void> {
  const locale = language ? matchLocale(language) : undefined;
  if (locale && locale !== i18n.locale) await chooseLocale(locale);
}

export function activeLocale(): Locale {
  return detectLocale(i18n.locale, []);
}
