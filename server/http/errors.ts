// Error answers in Parse's shape: a 4xx with `{ code, error }` (ARCHITECTURE.md §3).
import type { FastifyError, FastifyInstance } from 'fastify';
import { ParseErrorCode, ParseErrorText, type ParseErrorBody } from '../../common/parse';

export class ApiError extends Error {
  /** `details`: more fields of the answer beside code and error (e.g. the current row of a conflict). */
  constructor(readonly statusCode: number, readonly code: number, message: string, readonly details?: Record<string, unknown>) {
    super(message);
  }
}

export const notFound = () => new ApiError(404, ParseErrorCode.OBJECT_NOT_FOUND, 'Object not found.');
export const invalidSession = () => new ApiError(400, ParseErrorCode.INVALID_SESSION_TOKEN, ParseErrorText.INVALID_SESSION);
export const unauthorized = () => new ApiError(403, ParseErrorCode.OPERATION_FORBIDDEN, 'unauthorized');
export const noOrganization = () => new ApiError(400, ParseErrorCode.SCRIPT_FAILED, 'error/no-organization');
export const badRequest = (message: string) => new ApiError(400, ParseErrorCode.VALIDATION_ERROR, message);

/** Answers ApiErrors as they are, bad input as 400 saying what is wrong, anything else as 500. */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError | ApiError>((error, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.statusCode).send({ ...error.details, code: error.code, error: error.message } satisfies ParseErrorBody);
    }
    if (error.validation) {
      return reply.status(400).send({ code: ParseErrorCode.VALIDATION_ERROR, error: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Body parsing (malformed JSON, unsupported media type, too large) and similar client errors.
      return reply.status(status).send({ code: ParseErrorCode.INVALID_JSON, error: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ code: ParseErrorCode.INTERNAL_SERVER_ERROR, error: 'Internal server error.' });
  });
}
