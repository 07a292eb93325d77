import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { toApiError } from '../api/api-error';
import { errorText } from '../api/error-text';
import { createOrganization } from '../api/organizations';
import { PublicLayout } from '../auth/PublicLayout';
import { logOut } from '../auth/logout';
import { FormError } from '../ui/FormError';
import { TextField } from '../ui/TextField';
import { primaryButton } from '../ui/buttons';
import { useDocumentTitle } from '../ui/use-document-title';
import { INDUSTRIES } from './industries';
import { useOrganizations } from './organizations-context';
import { storeSelectedOrgId } from './selected-org';

export function AddOrganizationPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { organizations, refresh } = useOrganizations();
  const industryId = useId();
  const [name, setName] = useState('');
  const [industry, setIndustry] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useDocumentTitle(t`Create organization`);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const displayName = name.trim();
      const { objectId } = await createOrganization({ name: displayName, displayName, industry, locale: i18n.locale });
      await refresh();
      storeSelectedOrgId(objectId);
      navigate(`/message-center/${objectId}`, { replace: true });
    } catch (cause) {
      setError(errorText(await toApiError(cause)));
      setBusy(false);
    }
  }

  const hasOrganizations = (organizations?.length ?? 0) > 0;
  return (
    <PublicLayout title={t`Create an organization`}>
      <p className="-mt-3 mb-5 text-sm text-slate-600">{t`Your team answers customers inside an organization. You can create more later.`}</p>
      <form onSubmit={submit} className="space-y-4">
        <TextField label={t`Organization name`} name="name" required autoComplete="organization" value={name} onChange={(e) => setName(e.target.value)} />
        <div>
          <label htmlFor={industryId} className="mb-1 block text-sm font-medium text-slate-700">
            {t`Industry`}
          </label>
          <select
            id={industryId}
            name="industry"
            required
            value={industry}
            onChange={(e) => setIndustry(e.target.value)}
            className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
          >
            <option value="" disabled>
              {t`Choose an industry`}
            </option>
            {INDUSTRIES.map((option) => (
              <option key={option.value} value={option.value}>
                {i18n._(option.label)}
              </option>
            ))}
          </select>
        </div>
        <FormError message={error} />
        <button type="submit" className={`${primaryButton} w-full`} disabled={busy}>
          {t`Create organization`}
        </button>
      </form>
      <div className="mt-6 flex justify-between text-sm">
        {hasOrganizations ? (
          <Link to="/" className="text-indigo-600 hover:underline">
            {t`Back to the console`}
          </Link>
        ) : (
          <span />
        )}
        <button type="button" className="text-slate-600 hover:underline" onClick={() => void logOut({ notifyServer: true })}>
          {t`Log out`}
        </button>
      </div>
    </PublicLayout>
  );
}
