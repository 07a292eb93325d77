import { t } from '@lingui/core/macro';
import { OrgRoleError } from '../../common/org-roles';
import type { ApiError } from '../api/api-error';
import { errorText } from '../api/error-text';

/** The translated text of a failed member or settings call. */
export function memberErrorText(error: ApiError): string {
  switch (error.body.error) {
    case 'Permission denied': return t`Only admins of this organization can do that.`;
    case 'error/last-admin': return t`The organization needs at least one admin.`;
    case 'error/cannot-evict-self': return t`You cannot remove yourself from the organization.`;
    case OrgRoleError.MEMBER_HAS_SUBORDINATES: return t`Members report to this member's role. Change their roles first.`;
    default: return errorText(error);
  }
}
