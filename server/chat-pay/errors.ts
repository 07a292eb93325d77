// chatPay's refusals with a text the console maps to its message (03 §8): "Not enough stock",
// "Duplicate sku", "Shop settings incomplete", … as 409.
import { ParseErrorCode } from '../../common/parse';
import { ApiError } from '../http/errors';

export const conflict = (message: string) => new ApiError(409, ParseErrorCode.SCRIPT_FAILED, message);
