// Errors of connecting accounts, in the API's Parse shape.
import type { FastifyBaseLogger } from 'fastify';
import { ParseErrorCode } from '../../../common/parse';
import { CHANNEL_NOT_IN_PLAN, OBJECT_ALREADY_EXISTED, PLATFORM_UNREACHABLE } from '../../../common/error-keys';
import { ApiError, badRequest } from '../../http/errors';
import { PlatformRefusal } from '../adapter';

export const alreadyConnected = () => new ApiError(400, ParseErrorCode.DUPLICATE_VALUE, OBJECT_ALREADY_EXISTED);
export const channelNotInPlan = () => new ApiError(403, ParseErrorCode.OPERATION_FORBIDDEN, CHANNEL_NOT_IN_PLAN);
export const platformUnreachable = (platform: string) =>
  new ApiError(502, ParseErrorCode.SCRIPT_FAILED, PLATFORM_UNREACHABLE, { platform });

/**
 * What a failed platform call of connecting answers: our own refusal as it is; the platform's refusal
 * of what the admin gave (4xx) names the field (`refused` says how); anything else (no answer in time,
 * a broken connection, a 5xx) is the platform being out of reach, not an error of this server.
 */
export function connectFailure(platform: string, log: FastifyBaseLogger, refused: (refusal: PlatformRefusal) => string) {
  return (error: unknown): never => {
    if (error instanceof ApiError) throw error;
    if (error instanceof PlatformRefusal && error.status < 500) throw badRequest(refused(error));
    log.warn({ err: error instanceof Error ? error.message : String(error), platform }, 'the platform could not be reached while connecting an account');
    throw platformUnreachable(platform);
  };
}
