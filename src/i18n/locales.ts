// The console's interface languages (01 §1) and how a browser language maps onto them.
import { PROFILE_LANGUAGES, type ProfileLanguage } from '../../common/account-profile';

/** The same list a profile's language is checked against on the server. */
export const LOCALES = PROFILE_LANGUAGES;
export type Locale = ProfileLanguage;

/** Default and fallback language. */
export const DEFAULT_LOCALE: Locale = 'en-US';

/** Each language in its own script: a language menu must be readable whatever is active. */
export const LOCALE_NAMES: Record<Locale, string> = {
  'en-US': 'English',
  'ja-JP': '日本語',
  'zh-TW': '繁體中文',
  'zh-CN': '简体中文',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The supported locale a BCP 47 tag (`ja`, `zh-Hant-HK`, `en-GB` …) stands for, if any. */
export function matchLocale(tag: string): Locale | undefined {
  const lower = tag.trim().toLowerCase().replace(/_/g, '-');
  const [language, ...subtags] = lower.split('-');
  switch (language) {
    case 'en':
      return 'en-US';
    case 'ja':
      return 'ja-JP';
    case 'zh':
      // Traditional script: explicit Hant, or the regions that write it.
      return subtags.some((part) => ['hant', 'tw', 'hk', 'mo'].includes(part)) ? 'zh-TW' : 'zh-CN';
    default:
      return undefined;
  }
}

/** The stored choice when valid, else the first browser language we support, else en-US. */
export function detectLocale(stored: string | null, browserLanguages: readonly string[]): Locale {
  if (isLocale(stored)) return stored;
  for (const language of browserLanguages) {
    const match = matchLocale(language);
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}
