import { t } from '@lingui/core/macro';
import { OrgRoleError } from '../../../common/org-roles';
import type { ApiError } from '../../api/api-error';
import { memberErrorText } from '../member-errors';

/** The translated text of a failed role call. */
export function roleErrorText(error: ApiError): string {
  switch (error.body.error) {
    case OrgRoleError.NAME_TAKEN: return t`Another role already has this name.`;
    case OrgRoleError.SUPERIOR_CYCLE: return t`A role cannot report to itself or to a role below it.`;
    case OrgRoleError.HAS_SUBORDINATES: return t`Other roles report to this role. Give them another superior first.`;
    case OrgRoleError.IN_USE: return t`Members have this role. Give them another role first.`;
    default: return memberErrorText(error);
  }
}
