import { createHmac, timingSafeEqual } from 'node:crypto';

/** Pack media are served below the content service: `media/videos/x/480p.mp4` → `/api/content/media/videos/x/480p.mp4`. */
export const MEDIA_BASE = '/api/content/';
/** Pictures (posters, covers, banners) are public; videos and subtitles need a signed address. */
export const PUBLIC_MEDIA = /\.(jpg|png|svg)$/;

const mac = (path: string, exp: number, secret: string) =>
  createHmac('sha256', secret).update(`media|${path}|${exp}`).digest('base64url');

/** The public address of a picture of the pack. */
export function mediaUrl(path: string): string {
  return MEDIA_BASE + path;
}

/** An address of a pack file that works until `expiresAt` (epoch seconds) and nowhere else. */
export function signedMediaUrl(path: string, secret: string, expiresAt: number): string {
  return `${MEDIA_BASE}${path}?exp=${expiresAt}&sig=${mac(path, expiresAt, secret)}`;
}

export function isValidMediaSignature(
  path: string,
  exp: number,
  sig: string,
  secret: string,
  nowMs: number,
): boolean {
  if (!Number.isFinite(exp) || exp * 1000 <= nowMs) return false;
  const expected = Buffer.from(mac(path, exp, secret));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
