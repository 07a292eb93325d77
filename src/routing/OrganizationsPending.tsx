import { useLingui } from '@lingui/react/macro';
import { useOrganizations } from '../org/organizations-context';
import { Spinner } from '../ui/Spinner';
import { secondaryButton } from '../ui/buttons';

/** Shown while the organization list is not known yet: loading, or failed with nothing cached. */
export function OrganizationsPending() {
  const { t } = useLingui();
  const { failed, refresh } = useOrganizations();
  if (!failed) return <Spinner />;
  return (
    <div role="alert" className="flex h-full flex-col items-center justify-center gap-3 p-8 text-sm text-slate-700">
      <p>{t`Your organizations could not be loaded. Check your connection.`}</p>
      <button type="button" className={secondaryButton} onClick={() => void refresh().catch(() => undefined)}>
        {t`Try again`}
      </button>
    </div>
  );
}
