import { useLingui } from '@lingui/react/macro';
import { pickLanguage } from '../account/language';
import { LOCALES, LOCALE_NAMES, isLocale } from './locales';

/** Language switch of the public pages (the shell has its own in the user menu); signed in, it saves to the profile. */
export function LanguageSelect() {
  const { t, i18n } = useLingui();
  return (
    <select
      aria-label={t`Language`}
      value={i18n.locale}
      onChange={(event) => {
        if (isLocale(event.target.value)) void pickLanguage(event.target.value);
      }}
      className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm"
    >
      {LOCALES.map((locale) => (
        <option key={locale} value={locale} lang={locale}>
          {LOCALE_NAMES[locale]}
        </option>
      ))}
    </select>
  );
}
