import { useState } from 'react';
import { useParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { isModuleBuilt, VPC_MODULE_KEYS } from '../../../common/access';
import type { OrgRole } from '../../../common/contracts/org-roles';
import { toApiError } from '../../api/api-error';
import { useOrganizations } from '../../org/organizations-context';
import { ConfirmDeleteDialog } from '../../ui/ConfirmDeleteDialog';
import { FormError } from '../../ui/FormError';
import { Spinner } from '../../ui/Spinner';
import { primaryButton, secondaryButton } from '../../ui/buttons';
import { showToast } from '../../ui/toast-store';
import { useDocumentTitle } from '../../ui/use-document-title';
import { removeOrgRole } from './api';
import { MODULE_LABELS } from './feature-labels';
import { RoleDialog } from './RoleDialog';
import { roleErrorText } from './role-errors';
import { useOrgRoles } from './use-org-roles';

/**
 * organization-setting/{orgId}/permission-setting: the organization's custom roles with their
 * superior and modules. Admins create, edit and delete them; others see the list read-only.
 */
export function PermissionSettingPage() {
  const { orgId = '' } = useParams();
  const { t, i18n } = useLingui();
  const { organizations } = useOrganizations();
  const isAdmin = organizations?.find((org) => org.objectId === orgId)?.authorityName === 'admin';
  const { roles, error, reload } = useOrgRoles(orgId);
  // undefined: closed; null: creating; a role: editing it.
  const [editing, setEditing] = useState<OrgRole | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<OrgRole | null>(null);
  useDocumentTitle(t`Permission setting`);
  const deletingName = deleting?.name ?? '';

  const nameOf = (id: string | null) => roles?.find((role) => role._id === id)?.name ?? '';
  // The modules of this server the role opens (flags of unbuilt ones are kept, not listed).
  const modulesOf = (role: OrgRole) =>
    VPC_MODULE_KEYS.filter((module) => isModuleBuilt(module) && role.feature[module].enabled).map((module) => i18n._(MODULE_LABELS[module])).join(', ');

  return (
    <section aria-labelledby="roles-heading" className="space-y-4">
      <div className="flex items-center justify-between">
        <h2 id="roles-heading" className="text-lg font-semibold text-slate-900">{t`Roles`}</h2>
        {isAdmin && <button type="button" className={primaryButton} onClick={() => setEditing(null)}>{t`Create role`}</button>}
      </div>
      <p className="text-sm text-slate-600">
        {t`A role decides which modules its members see. It applies to members who are not admins; admins keep every module.`}
      </p>
      <FormError message={error} />
      {!roles && !error && <Spinner />}
      {roles?.length === 0 && <p className="text-sm text-slate-500">{t`No roles yet.`}</p>}
      {roles && roles.length > 0 && (
        <table className="w-full table-fixed border-collapse text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-500">
              <th scope="col" className="w-1/4 py-2 font-medium">{t`Role`}</th>
              <th scope="col" className="w-1/4 py-2 font-medium">{t`Superior role`}</th>
              <th scope="col" className="py-2 font-medium">{t`Modules`}</th>
              {isAdmin && <th scope="col" className="w-40 py-2 font-medium"><span className="sr-only">{t`Actions`}</span></th>}
            </tr>
          </thead>
          <tbody>
            {roles.map((role) => {
              const name = role.name;
              return (
                <tr key={role._id} className="border-b border-slate-100">
                  <td className="truncate py-2 font-medium text-slate-900">{name}</td>
                  <td className="truncate py-2 text-slate-600">{nameOf(role.superiorId) || '—'}</td>
                  <td className="py-2 text-slate-600">{modulesOf(role) || t`None`}</td>
                  {isAdmin && (
                    <td className="space-x-2 py-2 text-right">
                      <button type="button" className={secondaryButton} onClick={() => setEditing(role)} aria-label={t`Edit ${name}`}>{t`Edit`}</button>
                      <button type="button" className={secondaryButton} onClick={() => setDeleting(role)} aria-label={t`Delete ${name}`}>{t`Delete`}</button>
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {isAdmin && editing !== undefined && (
        <RoleDialog
          orgId={orgId}
          role={editing}
          roles={roles ?? []}
          onClose={() => setEditing(undefined)}
          onSaved={(saved) => {
            const name = saved.name;
            showToast('success', editing ? t`Role ${name} saved.` : t`Role ${name} created.`);
            setEditing(undefined);
            reload();
          }}
        />
      )}
      {isAdmin && (
        <ConfirmDeleteDialog
          open={deleting !== null}
          title={t`Delete role`}
          description={t`Delete the role ${deletingName}? Members keep their authority.`}
          onClose={() => setDeleting(null)}
          errorText={async (cause) => roleErrorText(await toApiError(cause))}
          onConfirm={async () => {
            if (deleting) await removeOrgRole(orgId, deleting._id);
            setDeleting(null);
            showToast('success', t`Role ${deletingName} deleted.`);
            reload();
          }}
        />
      )}
    </section>
  );
}
