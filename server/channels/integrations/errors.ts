// Errors of connecting accounts, in the API's Parse shape.
import { ParseErrorCode } from '../../../common/parse';
import { CHANNEL_NOT_IN_PLAN, OBJECT_ALREADY_EXISTED } from '../../../common/error-keys';
import { ApiError } from '../../http/errors';

export const alreadyConnected = () => new ApiError(400, ParseErrorCode.DUPLICATE_VALUE, OBJECT_ALREADY_EXISTED);
export const channelNotInPlan = () => new ApiError(403, ParseErrorCode.OPERATION_FORBIDDEN, CHANNEL_NOT_IN_PLAN);
