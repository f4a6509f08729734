import { basename, dirname } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { INSTITUTE_LOGO_PATH } from '../../../domain/contracts/classroom.ts';
import { SERVICE_BASES } from '../../../domain/contracts/serviceBases.ts';
import { AppError } from '../../../domain/errors.ts';
import type { AppDeps } from '../../AppDeps.ts';

/** The institute logo's absolute path: the same on every brand's host, answered per host. */
export const INSTITUTE_LOGO_URL = SERVICE_BASES.classroom + INSTITUTE_LOGO_PATH;

/** A day: a brand's mark changes with a release, not between two visits. */
const LOGO_MAX_AGE_S = 86_400;

/**
 * Serves the square mark of the brand the request came to. The browser bundles the marks into
 * its own build (inlined, with no address of their own), so the classroom answers need one here.
 */
export function instituteLogoRoute(app: FastifyInstance, deps: AppDeps): void {
  app.get(INSTITUTE_LOGO_URL, { schema: { hide: true } }, (request, reply) => {
    const file = deps.brandMarks?.[request.brand.id];
    if (file === undefined) throw new AppError('NOT_FOUND');
    return reply
      .header('cache-control', `public, max-age=${LOGO_MAX_AGE_S}`)
      .sendFile(basename(file), dirname(file));
  });
}
