import { SERVICE_BASES } from '../../domain/contracts/serviceBases.ts';
import type { FastifyInstance } from 'fastify';
import { AUTH_HEADERS } from '../../domain/contracts/authHeaders.ts';

/** Answer headers that carry a token (the browser id and app names sent beside them do not). */
const TOKEN_HEADERS = [
  AUTH_HEADERS.token,
  AUTH_HEADERS.refreshToken,
  AUTH_HEADERS.childToken,
  AUTH_HEADERS.otpToken,
  AUTH_HEADERS.passwordResetToken,
  AUTH_HEADERS.skipPasswordToken,
  AUTH_HEADERS.orgToken,
];

/**
 * An answer that carries a token is never kept by a browser or shared cache: a later user of the
 * same machine or proxy could be handed it. Every auth answer counts (bodies carry child-profile
 * and skip-password tokens too), and so does any answer with a token header.
 */
export function registerNoStoreForTokens(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    const carriesToken =
      request.url.startsWith(`${SERVICE_BASES.auth}/`) ||
      TOKEN_HEADERS.some((name) => reply.hasHeader(name));
    if (carriesToken) reply.header('cache-control', 'no-store');
  });
}
