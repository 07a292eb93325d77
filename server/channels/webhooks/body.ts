// What every webhook route does with a body: read it as JSON, refuse it when its signature fails.
import { ParseErrorCode } from '../../../common/parse';
import { ApiError } from '../../http/errors';

export const badSignature = () => new ApiError(401, ParseErrorCode.OPERATION_FORBIDDEN, 'the webhook signature does not match');

/** The body as JSON, or undefined when it is not JSON. */
export function jsonOf(rawBody: Buffer): unknown {
  try {
    return JSON.parse(rawBody.toString('utf8'));
  } catch {
    return undefined;
  }
}
