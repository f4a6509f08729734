import type { FastifyInstance } from 'fastify';
import { ERRORS } from '../../domain/errors.ts';

const SERVICE_PREFIXES = ['/api/', '/dev/'];

/**
 * Unknown service paths answer 404 `{ code, message }`; any other GET is a path of the single-page
 * app, which routes it itself (and shows page-not-present when it does not know it either).
 */
export function registerNotFound(app: FastifyInstance, serveSpa: boolean) {
  app.setNotFoundHandler((request, reply) => {
    const isService = SERVICE_PREFIXES.some((p) => request.url.startsWith(p));
    if (serveSpa && request.method === 'GET' && !isService) return reply.sendFile('index.html');
    return reply.code(404).send({ code: 'NOT_FOUND', message: ERRORS.NOT_FOUND.message });
  });
}
