import { useId, useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { DEFAULT_CUSTOMER_SEARCH_MODE } from '../../common/customer-search';
import type { Organization } from '../../common/contracts/organizations';
import { toApiError } from '../api/api-error';
import { LOCALE_NAMES, LOCALES } from '../i18n/locales';
import { IndustrySelect } from '../org/IndustrySelect';
import { organizationName } from '../org/organization-name';
import { useOrganizations } from '../org/organizations-context';
import { FormError } from '../ui/FormError';
import { TextField } from '../ui/TextField';
import { primaryButton } from '../ui/buttons';
import { showToast } from '../ui/toast-store';
import { useDocumentTitle } from '../ui/use-document-title';
import { updateOrganization } from './api';
import { DeleteOrganizationSection } from './DeleteOrganizationSection';
import { SearchModeField } from './SearchModeField';
import { OrganizationIconField, type IconChoice } from './OrganizationIconField';
import { memberErrorText } from './member-errors';

/**
 * organization-setting/{orgId}/basic-info: name, industry, icon and language of the organization and
 * how its customer name search matches (admins edit), and deleting it (admins).
 */
export function BasicInfoPage() {
  const { orgId } = useParams();
  const { organizations } = useOrganizations();
  const organization = organizations?.find((org) => org.objectId === orgId);
  if (!organization) return null;
  // A fresh form per organization (and after a save, with the saved values).
  return (
    <>
      <BasicInfoForm key={`${organization.objectId}:${organization.updatedAt}`} organization={organization} />
      {organization.authorityName === 'admin' && <DeleteOrganizationSection organization={organization} />}
    </>
  );
}

const selectClass = 'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm disabled:bg-slate-50';

function BasicInfoForm({ organization }: { organization: Organization }) {
  const { t } = useLingui();
  const { refresh } = useOrganizations();
  const localeId = useId();
  const [name, setName] = useState(organizationName(organization));
  const [industry, setIndustry] = useState(organization.industry);
  const [locale, setLocale] = useState(organization.locale);
  const [icon, setIcon] = useState<IconChoice>({ kind: 'unchanged' });
  const [searchMode, setSearchMode] = useState(organization.customerSearchMode ?? DEFAULT_CUSTOMER_SEARCH_MODE);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const isAdmin = organization.authorityName === 'admin';
  useDocumentTitle(t`Basic info`);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError(t`Enter the organization's name.`);
    if (!industry) return setError(t`Choose an industry.`);
    setBusy(true);
    setError(null);
    try {
      const iconChange = icon.kind === 'uploaded' ? { icon: icon.file.objectId } : icon.kind === 'removed' ? { icon: null } : {};
      // The server takes the four locales only; an older organization's other locale is sent as it is (and refused) as before.
      const sentLocale = locale as (typeof LOCALES)[number];
      await updateOrganization(organization.objectId, { name: trimmed, displayName: trimmed, industry, locale: sentLocale, customerSearchMode: searchMode, ...iconChange });
      showToast('success', t`Organization details saved.`);
      await refresh().catch(() => undefined);
    } catch (cause) {
      setError(memberErrorText(await toApiError(cause)));
      setBusy(false);
    }
  }

  const locales: string[] = (LOCALES as readonly string[]).includes(locale) ? [...LOCALES] : [...LOCALES, locale];

  return (
    <form onSubmit={submit} className="max-w-md space-y-4" aria-labelledby="basic-info-heading">
      <h2 id="basic-info-heading" className="text-lg font-semibold text-slate-900">{t`Basic info`}</h2>
      {!isAdmin && <p className="text-sm text-slate-600">{t`Only admins can change these details.`}</p>}
      <TextField label={t`Organization name`} name="name" required maxLength={100} disabled={!isAdmin} value={name} onChange={(e) => setName(e.target.value)} />
      <OrganizationIconField
        orgId={organization.objectId}
        name={name}
        saved={organization.icon}
        choice={icon}
        onChoice={setIcon}
        disabled={!isAdmin}
      />
      <IndustrySelect value={industry} onChange={setIndustry} disabled={!isAdmin} />
      <div>
        <label htmlFor={localeId} className="mb-1 block text-sm font-medium text-slate-700">{t`Language`}</label>
        <select id={localeId} name="locale" disabled={!isAdmin} value={locale} onChange={(e) => setLocale(e.target.value)} className={selectClass}>
          {locales.map((value) => <option key={value} value={value}>{LOCALE_NAMES[value as keyof typeof LOCALE_NAMES] ?? value}</option>)}
        </select>
      </div>
      <SearchModeField value={searchMode} onChange={setSearchMode} disabled={!isAdmin} />
      <FormError message={error} />
      {isAdmin && <button type="submit" className={primaryButton} disabled={busy}>{t`Save`}</button>}
    </form>
  );
}
