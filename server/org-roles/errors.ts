// Errors of the org-role endpoints (and of evicting a member with subordinates), in the API's Parse shape.
import { ParseErrorCode } from '../../common/parse';
import { OrgRoleError } from '../../common/org-roles';
import { ApiError } from '../http/errors';

const invalid = (key: string) => () => new ApiError(400, ParseErrorCode.VALIDATION_ERROR, key);

/** Another role of the organization has this name (compared without case). */
export const roleNameTaken = invalid(OrgRoleError.NAME_TAKEN);
/** The superior would lead back to the role itself. */
export const superiorCycle = invalid(OrgRoleError.SUPERIOR_CYCLE);
/** The role is the superior of another role. */
export const roleHasSubordinates = invalid(OrgRoleError.HAS_SUBORDINATES);
/** The role is assigned to members. */
export const roleInUse = invalid(OrgRoleError.IN_USE);
/** A member to evict has subordinates (01 §6). */
export const memberHasSubordinates = invalid(OrgRoleError.MEMBER_HAS_SUBORDINATES);
