// Parse's answers for a username or e-mail address another account has (01 §8: account-already-exists).
import { ParseErrorCode, ParseErrorText } from '../../common/parse';
import { ApiError } from '../http/errors';

export const usernameTaken = () => new ApiError(400, ParseErrorCode.USERNAME_TAKEN, ParseErrorText.USERNAME_TAKEN);
export const emailTaken = () => new ApiError(400, ParseErrorCode.EMAIL_TAKEN, ParseErrorText.EMAIL_TAKEN);
