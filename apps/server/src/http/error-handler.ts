import { ERRORS, type ErrorCode, errorMessage, type Failure, isErrorCode } from '@app/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseTimeout, isDatabaseUnavailable } from '../db/availability.ts';
import { AppError } from './errors.ts';
import { requestLanguage } from './language.ts';

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  fields?: Record<string, string>,
  details?: Record<string, unknown>,
): FastifyReply {
  const body: Failure = { success: false, code, message: errorMessage(code, requestLanguage(request)) };
  if (fields && Object.keys(fields).length > 0) body.fields = fields;
  if (details && Object.keys(details).length > 0) body.details = details;
  return reply.status(ERRORS[code].status).send(body);
}

/** Maps Fastify's own client errors (bad JSON, wrong content type, body too large…) to catalogue codes. */
function frameworkCode(error: FastifyError): ErrorCode | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'payload_too_large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'unsupported_media_type';
    case 'FST_ERR_RATE_LIMIT_EXCEEDED':
      return 'rate_limited';
  }
  if (error.statusCode === 429) return 'rate_limited';
  if (error.statusCode === 405) return 'method_not_allowed';
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return 'validation_error';
  return undefined;
}

/**
 * One error handler: domain errors and validation failures answer with their code and a translated message;
 * anything unexpected is logged and answered as `system_error` without its text.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendError(request, reply, error.code, error.fields, error.details);

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      let code: ErrorCode = 'validation_error';
      for (const issue of error.validation) {
        const message = issue.message;
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const issueCode = isErrorCode(message) ? message : 'validation_error';
        if (code === 'validation_error' && issueCode !== 'validation_error') code = issueCode;
        if (path) fields[path] = issueCode;
      }
      return sendError(request, reply, code, fields);
    }

    const known = frameworkCode(error);
    if (known) return sendError(request, reply, known);

    if (isDatabaseTimeout(error)) {
      request.log.warn({ err: error }, 'database wait timed out');
      return sendError(request, reply, 'account_busy');
    }

    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return sendError(request, reply, 'service_unavailable');
    }

    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, 'system_error');
  });
}
