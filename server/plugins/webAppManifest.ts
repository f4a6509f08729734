import { basename, dirname } from 'node:path';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { AppError } from '../../domain/errors.ts';
import type { Brand } from '../../schemas/types.generated.ts';

export const WEB_APP_MANIFEST_PATH = '/manifest.webmanifest';
/** The brand's square mark as the installed app's icon (a vector: one file for every size). */
export const APP_ICON_PATH = '/app-icon.svg';
export const WEB_APP_MANIFEST_TYPE = 'application/manifest+json';
/** A day, as for the brand's other files: they change with a release, not between two visits. */
const MAX_AGE_S = 86_400;

/** The members of a web app manifest this app sets (W3C Web Application Manifest). */
export const webAppManifest = z.object({
  id: z.string(),
  name: z.string(),
  short_name: z.string(),
  start_url: z.string(),
  scope: z.string(),
  display: z.literal('standalone'),
  background_color: z.string(),
  theme_color: z.string(),
  icons: z.array(
    z.object({ src: z.string(), sizes: z.string(), type: z.string(), purpose: z.string() }),
  ),
});
export type WebAppManifest = z.infer<typeof webAppManifest>;

/**
 * A brand's manifest: its name, its theme's colours, its mark as the icon. The start is the
 * landing, which sends a signed-in student on to the brand's default route. Chrome installs an
 * app whose icon is an SVG of `sizes: "any"` (it takes it for every size).
 */
export function manifestOf(brand: Brand, hasIcon: boolean): WebAppManifest {
  const { colors } = brand.theme;
  return {
    id: '/',
    name: brand.name,
    short_name: brand.name,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: colors.background,
    theme_color: colors.primary,
    icons: hasIcon
      ? [{ src: APP_ICON_PATH, sizes: 'any', type: 'image/svg+xml', purpose: 'any' }]
      : [],
  };
}

/**
 * Serves the web app manifest (issue 21) and its icon for the brand the request came to, so the
 * app installs under each brand's own name, colours and mark. `marks`: each brand's mark file.
 */
export function registerWebAppManifest(
  app: FastifyInstance,
  marks: Readonly<Record<string, string>> = {},
): void {
  app.get(WEB_APP_MANIFEST_PATH, { schema: { hide: true } }, (request, reply) => {
    const manifest = manifestOf(request.brand, marks[request.brand.id] !== undefined);
    return reply
      .header('content-type', WEB_APP_MANIFEST_TYPE)
      .header('cache-control', `public, max-age=${MAX_AGE_S}`)
      .send(JSON.stringify(z.parse(webAppManifest, manifest)));
  });
  app.get(APP_ICON_PATH, { schema: { hide: true } }, (request, reply) => {
    const file = marks[request.brand.id];
    if (file === undefined) throw new AppError('NOT_FOUND');
    return reply
      .header('cache-control', `public, max-age=${MAX_AGE_S}`)
      .sendFile(basename(file), dirname(file));
  });
}
