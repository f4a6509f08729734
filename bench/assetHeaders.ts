import { SERVER_HOST } from '../server/process/serverProcess.ts';

export interface AssetHeaders {
  /** The first script the landing's HTML names, as asked for by a browser that takes brotli. */
  script: string;
  scriptEncoding: string;
  scriptCacheControl: string;
  documentCacheControl: string;
  documentEtag: boolean;
}

/** A year, the goal's cache lifetime for hashed assets. */
const YEAR_SECONDS = 31_536_000;
const BROWSER_ENCODINGS = 'br, gzip, deflate';

/**
 * What the server says about its bytes, as a browser would be told: the landing document's
 * caching, and one of its hashed scripts' encoding and caching.
 */
export async function assetHeaders(url: string): Promise<AssetHeaders> {
  const headers = { host: SERVER_HOST, 'accept-encoding': BROWSER_ENCODINGS };
  const page = await fetch(`${url}/`, { headers });
  const html = await page.text();
  const script = /<script[^>]+src="([^"]+\.js)"/.exec(html)?.[1];
  if (!script) throw new Error('the landing names no script');
  const asset = await fetch(new URL(script, url), { headers });
  await asset.arrayBuffer();
  return {
    script,
    scriptEncoding: asset.headers.get('content-encoding') ?? 'none',
    scriptCacheControl: asset.headers.get('cache-control') ?? 'none',
    documentCacheControl: page.headers.get('cache-control') ?? 'none',
    documentEtag: page.headers.has('etag'),
  };
}

/** Compressed, and cached for a year without revalidation. */
export function assetsMeetGoal(h: AssetHeaders): boolean {
  const maxAge = Number(/max-age=(\d+)/.exec(h.scriptCacheControl)?.[1] ?? 0);
  return (
    ['br', 'gzip'].includes(h.scriptEncoding) &&
    maxAge >= YEAR_SECONDS &&
    h.scriptCacheControl.includes('immutable')
  );
}
