import { useLingui } from '@lingui/react/macro';
import type { OrgRole } from '../../../common/contracts/org-roles';

interface OrgRoleSelectProps {
  value: string | null;
  roles: readonly OrgRole[];
  /** Names the control, e.g. "Role of Ann Lee". */
  label: string;
  disabled?: boolean;
  onChange: (orgRoleId: string | null) => void;
}

/** A member's custom role, or none (admins change it in member management). */
export function OrgRoleSelect({ value, roles, label, disabled, onChange }: OrgRoleSelectProps) {
  const { t } = useLingui();
  return (
    <select
      aria-label={label}
      value={value ?? ''}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value || null)}
      className="block w-40 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-800 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:opacity-50"
    >
      <option value="">{t`No role`}</option>
      {roles.map((role) => <option key={role._id} value={role._id}>{role.name}</option>)}
    </select>
  );
}
