import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { Organization } from '../../common/contracts/organizations';
import { toApiError } from '../api/api-error';
import { deleteOrganization } from '../org/organization-api';
import { organizationName } from '../org/organization-name';
import { useOrganizations } from '../org/organizations-context';
import { storeSelectedOrgId } from '../org/selected-org';
import { homePath } from '../routing/home-path';
import { ConfirmDeleteDialog } from '../ui/ConfirmDeleteDialog';
import { dangerButton } from '../ui/buttons';
import { showToast } from '../ui/toast-store';
import { memberErrorText } from './member-errors';

/** Basic info's danger zone (admins): delete the organization after typing its name (01 §5). */
export function DeleteOrganizationSection({ organization }: { organization: Organization }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { refresh } = useOrganizations();
  const [open, setOpen] = useState(false);
  const name = organizationName(organization);

  async function confirm() {
    await deleteOrganization(organization.objectId);
    setOpen(false);
    showToast('success', t`Organization ${name} deleted.`);
    storeSelectedOrgId(null);
    // On to another organization, or to creating one when none is left.
    const remaining = await refresh().catch(() => []);
    navigate(homePath(remaining.filter((org) => org.objectId !== organization.objectId), null), { replace: true });
  }

  return (
    <section aria-labelledby="delete-organization-heading" className="mt-10 max-w-md rounded-md border border-red-200 p-4">
      <h3 id="delete-organization-heading" className="text-base font-semibold text-red-800">{t`Delete organization`}</h3>
      <p className="mt-1 text-sm text-slate-600">
        {t`Deletes the organization with its customers, conversations, files and settings for every member. This cannot be undone.`}
      </p>
      <button type="button" className={`${dangerButton} mt-3`} onClick={() => setOpen(true)}>{t`Delete organization`}</button>
      <ConfirmDeleteDialog
        open={open}
        title={t`Delete ${name}?`}
        description={t`Everything in ${name} is deleted for every member: customers, conversations, files and settings.`}
        confirmName={name}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
        errorText={async (cause) => memberErrorText(await toApiError(cause))}
      />
    </section>
  );
}
