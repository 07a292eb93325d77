import { chooseLocale } from '../i18n/activate';
import type { Locale } from '../i18n/locales';
import { readStoredUser } from '../auth/session-store';
import { saveProfileChange } from './pending-profile';

/**
 * The language switch: applies the language and, when someone is signed in, keeps it in their
 * profile, so the next login starts in it (01 §1, docs/accounts.md).
 */
export async function pickLanguage(locale: Locale): Promise<void> {
  await chooseLocale(locale);
  const user = readStoredUser();
  if (user && user.language !== locale) await saveProfileChange({ language: locale });
}
