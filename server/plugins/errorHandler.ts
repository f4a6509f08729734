import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, ERRORS, type ErrorCode } from '../../domain/errors.ts';

/** Statuses fastify itself answers with for a client's mistake, and our code for each. */
const CLIENT_STATUS_CODES: Readonly<Record<number, ErrorCode>> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHORISED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'VALIDATION_FAILED',
  429: 'RATE_LIMITED',
};

/**
 * Every error answers `{ code, message }`: a client's mistake with its 4xx and a message naming
 * the field, anything unexpected with 500 and a log line (never a silent catch).
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // A provider we depend on failed: the caller gets the code, the operator the cause.
      if (error.status >= 500) request.log.error({ err: error }, error.code);
      return reply
        .code(error.status)
        .headers(error.headers)
        .send({ code: error.code, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'request';
      const problems = error.validation.map(
        (v) => `${where}${v.instancePath.replaceAll('/', '.') || ''}: ${v.message}`,
      );
      return reply.code(400).send({ code: 'VALIDATION_FAILED', message: problems.join('; ') });
    }
    const status = error.statusCode ?? 500;
    const code = CLIENT_STATUS_CODES[status];
    if (status < 500 && code) {
      return reply.code(status).send({ code, message: error.message || ERRORS[code].message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ code: 'INTERNAL', message: ERRORS.INTERNAL.message });
  });
}

/**
 * The router's own refusals never reach the error handler: a path that is not valid
 * percent-encoding (`%E0%A4%A`) or a path parameter past fastify's length limit. Given to fastify
 * as `frameworkErrors`, so they answer in the same `{ code, message }` shape as every other error.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  if ((error.statusCode ?? 500) >= 500) {
    request.log.error({ err: error }, 'router error');
    void reply.code(500).send({ code: 'INTERNAL', message: ERRORS.INTERNAL.message });
    return;
  }
  void reply.code(400).send({ code: 'VALIDATION_FAILED', message: `path: ${error.message}` });
}
