import type { FastifyInstance } from 'fastify';
import { AppError } from '../../domain/errors.ts';

/**
 * A query string whose percent-encoding is not UTF-8 (an encoded lone surrogate, `%FF`, a cut
 * `%E0%A4`) is refused with 400 before any route reads it: the framework's parser would keep
 * such a value as its raw `%..` text, and a search would quietly look for that.
 */
export function registerStrictQueryDecoding(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const start = request.url.indexOf('?');
    const malformed =
      start !== -1 &&
      request.url.includes('%', start) &&
      request.url
        .slice(start + 1)
        .split('&')
        .some((part) => {
          try {
            decodeURIComponent(part);
            return false;
          } catch {
            return true;
          }
        });
    done(
      malformed
        ? new AppError('VALIDATION_FAILED', 'The query string is not valid UTF-8')
        : undefined,
    );
  });
}
