import { useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { OrgRole } from '../../../common/contracts/org-roles';
import { createsSuperiorCycle, emptyRoleFeature, ORG_ROLE_NAME_MAX, type OrgRoleFeature } from '../../../common/org-roles';
import { toApiError } from '../../api/api-error';
import { FormError } from '../../ui/FormError';
import { Modal } from '../../ui/Modal';
import { TextField } from '../../ui/TextField';
import { primaryButton, secondaryButton } from '../../ui/buttons';
import { createOrgRole, updateOrgRole, updateOrgRoleFeature } from './api';
import { FeatureTree } from './FeatureTree';
import { roleErrorText } from './role-errors';

interface RoleDialogProps {
  orgId: string;
  /** The role to edit, or null to create one. */
  role: OrgRole | null;
  roles: readonly OrgRole[];
  onClose: () => void;
  onSaved: (role: OrgRole) => void;
}

/** Creates a role, or renames it, moves it under another superior and changes its feature flags (rendered while open). */
export function RoleDialog({ orgId, role, roles, onClose, onSaved }: RoleDialogProps) {
  const { t } = useLingui();
  const superiorFieldId = useId();
  // Mounted for each opening: the fields start from the role (or empty).
  const [name, setName] = useState(role?.name ?? '');
  const [superiorId, setSuperiorId] = useState<string | null>(role?.superiorId ?? null);
  const [feature, setFeature] = useState<OrgRoleFeature>(() => role?.feature ?? emptyRoleFeature());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // A role cannot report to itself or to a role below it.
  const superiors = roles.filter((candidate) => !role || !createsSuperiorCycle(roles, role._id, candidate._id));

  function close() {
    if (!busy) onClose();
  }

  async function save(): Promise<OrgRole> {
    if (!role) return createOrgRole(orgId, { name: name.trim(), superiorId, feature });
    let saved = role;
    if (name.trim() !== role.name || superiorId !== role.superiorId) {
      saved = await updateOrgRole(orgId, role._id, { name: name.trim(), superiorId });
    }
    if (JSON.stringify(feature) !== JSON.stringify(role.feature)) saved = await updateOrgRoleFeature(orgId, role._id, feature);
    return saved;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setError(t`Enter a name for the role.`);
    setBusy(true);
    setError(null);
    try {
      const saved = await save();
      setBusy(false);
      onSaved(saved);
    } catch (cause) {
      setError(roleErrorText(await toApiError(cause)));
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      onClose={close}
      title={role ? t`Edit role` : t`Create role`}
      actions={
        <>
          <button type="button" className={secondaryButton} onClick={close} disabled={busy}>{t`Cancel`}</button>
          <button type="submit" form="role-form" className={primaryButton} disabled={busy}>{t`Save`}</button>
        </>
      }
    >
      <form id="role-form" onSubmit={submit} className="space-y-4" noValidate>
        <TextField label={t`Role name`} value={name} maxLength={ORG_ROLE_NAME_MAX} onChange={(event) => setName(event.target.value)} required />
        <div>
          <label htmlFor={superiorFieldId} className="mb-1 block text-sm font-medium text-slate-700">{t`Superior role`}</label>
          <select
            id={superiorFieldId}
            value={superiorId ?? ''}
            onChange={(event) => setSuperiorId(event.target.value || null)}
            className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm focus:border-indigo-500 focus:ring-2 focus:ring-indigo-200 focus:outline-none"
          >
            <option value="">{t`None (top of the hierarchy)`}</option>
            {superiors.map((candidate) => (
              <option key={candidate._id} value={candidate._id}>{candidate.name}</option>
            ))}
          </select>
        </div>
        <FeatureTree value={feature} onChange={setFeature} disabled={busy} />
        <FormError message={error} />
      </form>
    </Modal>
  );
}
