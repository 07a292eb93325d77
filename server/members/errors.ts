// Errors of the member endpoints, in the API's Parse shape.
import { ParseErrorCode } from '../../common/parse';
import { type InvalidInviteBody } from '../../common/contracts/members';
import { INVALID_INVITE_CODE } from '../../common/error-keys';
import { SEATS_FULL } from '../../common/error-keys';
import { ApiError } from '../http/errors';

/** A member who is not an admin asked for an admin action. */
export const permissionDenied = () => new ApiError(403, ParseErrorCode.OPERATION_FORBIDDEN, 'Permission denied');
/** The change would leave the organization without an admin. */
export const lastAdmin = () => new ApiError(400, ParseErrorCode.VALIDATION_ERROR, 'error/last-admin');
/** Admins leave an organization through another admin, never by evicting themselves. */
export const cannotEvictSelf = () => new ApiError(400, ParseErrorCode.VALIDATION_ERROR, 'error/cannot-evict-self');

/** Every seat of the organization's plan is taken (03 §9). */
export const seatsFull = () => new ApiError(400, ParseErrorCode.SCRIPT_FAILED, SEATS_FULL);

/** Body of an unknown, used or expired invite code; names the organization when the code was real. */
export function invalidInviteBody(organization?: { objectId: string; name: string }): InvalidInviteBody {
  return { code: ParseErrorCode.SCRIPT_FAILED, error: INVALID_INVITE_CODE, ...(organization ? { organization } : {}) };
}
