import { LanguageSelect } from '../i18n/LanguageSelect';

/** The header of the pages open without signing in: the product name and the language switch. */
export function PublicHeader() {
  return (
    <header className="flex items-center justify-between px-6 py-4">
      <span className="text-lg font-bold text-indigo-700">Parley</span>
      <LanguageSelect />
    </header>
  );
}
