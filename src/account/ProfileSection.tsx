import { useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { NAME_MAX_LENGTH } from '../../common/account-profile';
import type { UploadedFile } from '../../common/contracts/files';
import { toApiError } from '../api/api-error';
import type { StoredUser } from '../auth/session-store';
import { chooseLocale } from '../i18n/activate';
import { isLocale, LOCALE_NAMES, LOCALES, matchLocale, type Locale } from '../i18n/locales';
import { FormError } from '../ui/FormError';
import { TextField } from '../ui/TextField';
import { primaryButton } from '../ui/buttons';
import { storeFreshUser, updateProfile } from './account-api';
import { PictureField } from './PictureField';
import { profileErrorText } from './profile-error-text';

/** Profile (PUT /user/update/{id}): first and last name, language and picture. */
export function ProfileSection({ user, orgId }: { user: StoredUser; orgId: string | undefined }) {
  const { t, i18n } = useLingui();
  const languageId = useId();
  const [firstName, setFirstName] = useState(user.firstName);
  const [lastName, setLastName] = useState(user.lastName);
  // The stored user changes (refreshed from the server, saved here): the names not edited follow it,
  // what the user is typing stays (state adjusted while rendering).
  const [shown, setShown] = useState({ firstName: user.firstName, lastName: user.lastName });
  if (shown.firstName !== user.firstName || shown.lastName !== user.lastName) {
    if (firstName === shown.firstName) setFirstName(user.firstName);
    if (lastName === shown.lastName) setLastName(user.lastName);
    setShown({ firstName: user.firstName, lastName: user.lastName });
  }
  const accountLanguage = matchLocale(user.language) ?? (isLocale(i18n.locale) ? i18n.locale : 'en-US');
  const [language, setLanguage] = useState<Locale>(accountLanguage);
  // The page's language switch saves to the profile too: follow it (state adjusted while rendering).
  const [followed, setFollowed] = useState(accountLanguage);
  if (followed !== accountLanguage) {
    setFollowed(accountLanguage);
    setLanguage(accountLanguage);
  }
  const [picture, setPicture] = useState<UploadedFile>();
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setSaved(false);
    try {
      // An empty picture keeps the current one (01 §5).
      storeFreshUser(await updateProfile(user.objectId, { firstName, lastName, language, picture: picture?.objectId ?? '' }));
      if (language !== i18n.locale) await chooseLocale(language);
      setPicture(undefined);
      setSaved(true);
    } catch (cause) {
      setError(profileErrorText(await toApiError(cause)));
    }
    setBusy(false);
  }

  return (
    <section aria-labelledby="profile-heading" className="space-y-4">
      <h2 id="profile-heading" className="text-base font-semibold text-slate-900">{t`Profile`}</h2>
      <form onSubmit={save} className="space-y-4">
        <PictureField
          key={user.picture}
          name={firstName || user.username}
          current={user.picture}
          orgId={orgId}
          onUploaded={(file) => { setPicture(file); setSaved(false); }}
        />
        <div className="grid grid-cols-2 gap-3">
          <TextField label={t`First name`} autoComplete="given-name" maxLength={NAME_MAX_LENGTH} value={firstName} onChange={(event) => setFirstName(event.target.value)} />
          <TextField label={t`Last name`} autoComplete="family-name" maxLength={NAME_MAX_LENGTH} value={lastName} onChange={(event) => setLastName(event.target.value)} />
        </div>
        <div>
          <label htmlFor={languageId} className="mb-1 block text-sm font-medium text-slate-700">{t`Language`}</label>
          <select
            id={languageId}
            value={language}
            onChange={(event) => { if (isLocale(event.target.value)) setLanguage(event.target.value); }}
            className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
          >
            {LOCALES.map((locale) => (
              <option key={locale} value={locale} lang={locale}>{LOCALE_NAMES[locale]}</option>
            ))}
          </select>
        </div>
        <FormError message={error} />
        {saved && <output className="block rounded-md bg-green-50 px-3 py-2 text-sm text-green-800">{t`Your profile is saved.`}</output>}
        <button type="submit" className={`${primaryButton} w-full`} disabled={busy}>
          {t`Save profile`}
        </button>
      </form>
    </section>
  );
}
