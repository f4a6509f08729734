import type { FastifyInstance } from 'fastify';
import { ERRORS } from '../../domain/errors.ts';
import { allowScripts } from './allowScripts.ts';
import { listPrerenderedPages } from './listPrerenderedPages.ts';
import { prerenderedPageFor } from './prerenderedPageFor.ts';

const SERVICE_PREFIXES = ['/api/', '/dev/'];
/** Pages of the app that live under a service prefix: where OAuth providers send people back. */
export const SPA_PATHS_UNDER_SERVICES = ['/api/oauth2_callback'];

/**
 * Unknown service paths answer 404 `{ code, message }`; any other GET is a path of the single-page
 * app, which routes it itself (and shows page-not-present when it does not know it either). A
 * public page the build prerendered for the request's brand and language (cli/build/
 * prerenderPlugin.ts) is sent instead of the bare index.html, varying by the language cookie.
 */
export function registerNotFound(app: FastifyInstance, spaDir: string | undefined) {
  const prerendered = spaDir
    ? listPrerenderedPages(spaDir)
    : { files: new Set<string>(), scriptHashes: [] };
  app.setNotFoundHandler((request, reply) => {
    const [path = '', query] = request.url.split('?');
    const isService =
      SERVICE_PREFIXES.some((p) => path.startsWith(p)) && !SPA_PATHS_UNDER_SERVICES.includes(path);
    if (!spaDir || request.method !== 'GET' || isService)
      return reply.code(404).send({ code: 'NOT_FOUND', message: ERRORS.NOT_FOUND.message });
    const page = prerenderedPageFor(
      {
        brandId: request.brand.id,
        path,
        hasQuery: query !== undefined,
        cookieHeader: request.headers.cookie,
      },
      prerendered.files,
    );
    if (!page) return reply.sendFile('index.html', spaDir);
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string')
      void reply.header('content-security-policy', allowScripts(policy, prerendered.scriptHashes));
    return reply.header('vary', 'Cookie').sendFile(page, spaDir);
  });
}
