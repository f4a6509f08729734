import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../domain/errors.ts';
import { isValidMediaSignature, MEDIA_BASE, PUBLIC_MEDIA } from '../../media/signedMedia.ts';

/** Pictures may be cached by anyone for a day; signed files only by the browser, until they expire. */
const PUBLIC_MAX_AGE_S = 86_400;
const SAFE_PATH = /^media\/[a-z0-9][a-z0-9/._-]*$/;

/**
 * The pack's media: pictures for anyone, videos and subtitles only through an unexpired signed
 * address (GET /cdn_url), all with range requests so players can seek.
 */
export function mediaRoutes(
  app: FastifyInstance,
  contentDir: string,
  secret: string,
  clock: () => number,
) {
  app.get(`${MEDIA_BASE}media/*`, { schema: { hide: true } }, (request, reply) => {
    const path = `media/${(request.params as { '*': string })['*']}`;
    if (!SAFE_PATH.test(path) || path.includes('..')) throw new AppError('CONTENT_NOT_FOUND');
    if (PUBLIC_MEDIA.test(path)) {
      return reply
        .header('cache-control', `public, max-age=${PUBLIC_MAX_AGE_S}`)
        .sendFile(path, contentDir);
    }
    const { exp, sig } = request.query as { exp?: string; sig?: string };
    const expiresAt = Number(exp);
    if (!isValidMediaSignature(path, expiresAt, sig ?? '', secret, clock()))
      throw new AppError('MEDIA_LINK_INVALID');
    const maxAge = Math.max(0, expiresAt - Math.floor(clock() / 1000));
    return reply.header('cache-control', `private, max-age=${maxAge}`).sendFile(path, contentDir);
  });
}
