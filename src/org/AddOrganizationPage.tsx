import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { RESOURCE_INSUFFICIENT } from '../../common/error-keys';
import { toApiError } from '../api/api-error';
import { errorText } from '../api/error-text';
import { createOrganization } from '../api/organizations';
import { PublicLayout } from '../auth/PublicLayout';
import { logOut } from '../auth/logout';
import { FormError } from '../ui/FormError';
import { TextField } from '../ui/TextField';
import { primaryButton } from '../ui/buttons';
import { useDocumentTitle } from '../ui/use-document-title';
import { ContactSalesDialog } from './ContactSalesDialog';
import { IndustrySelect } from './IndustrySelect';
import { useOrganizations } from './organizations-context';
import { storeSelectedOrgId } from './selected-org';

export function AddOrganizationPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { organizations, refresh } = useOrganizations();
  const [name, setName] = useState('');
  const [industry, setIndustry] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [quotaUsedUp, setQuotaUsedUp] = useState(false);
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
      const failure = await toApiError(cause);
      // No quota left (01 §6): offer contacting sales instead of an error text.
      if (failure.body.error === RESOURCE_INSUFFICIENT) setQuotaUsedUp(true);
      else setError(errorText(failure));
      setBusy(false);
    }
  }

  const hasOrganizations = (organizations?.length ?? 0) > 0;
  return (
    <PublicLayout title={t`Create an organization`}>
      <p className="-mt-3 mb-5 text-sm text-slate-600">{t`Your team answers customers inside an organization. You can create more later.`}</p>
      <form onSubmit={submit} className="space-y-4">
        <TextField label={t`Organization name`} name="name" required autoComplete="organization" value={name} onChange={(e) => setName(e.target.value)} />
        <IndustrySelect value={industry} onChange={setIndustry} />
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
      <ContactSalesDialog open={quotaUsedUp} onClose={() => setQuotaUsedUp(false)} />
    </PublicLayout>
  );
}
