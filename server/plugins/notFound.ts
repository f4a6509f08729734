import type { FastifyInstance } from 'fastify';
import { ERRORS } from '../../domain/errors.ts';

const SERVICE_PREFIXES = ['/api/', '/dev/'];
/** Pages of the app that live under a service prefix: where OAuth providers send people back. */
export const SPA_PATHS_UNDER_SERVICES = ['/api/oauth2_callback'];

/**
 * Unknown service paths answer 404 `{ code, message }`; any other GET is a path of the single-page
 * app, which routes it itself (and shows page-not-present when it does not know it either).
 */
export function registerNotFound(app: FastifyInstance, spaDir: string | undefined) {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isService =
      SERVICE_PREFIXES.some((p) => path.startsWith(p)) && !SPA_PATHS_UNDER_SERVICES.includes(path);
    if (spaDir && request.method === 'GET' && !isService)
      return reply.sendFile('index.html', spaDir);
    return reply.code(404).send({ code: 'NOT_FOUND', message: ERRORS.NOT_FOUND.message });
  });
}
