import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../cli/build/precompress.ts';
import { signedMediaUrl } from '../../server/media/signedMedia.ts';
import { COMPRESS_MIN_BYTES } from '../../server/plugins/compressJson.ts';
import { IMMUTABLE_CACHE, REVALIDATE_CACHE } from '../../server/plugins/serveFiles.ts';
import { createTestApp, type TestApp } from './testApp.ts';

const HOST = 'abhyas.localhost';
const ASSET = '/assets/index-Ab12Cd34.js';
/** Both large enough to be precompressed, as a real build's are. */
const SCRIPT = 'export const greeting = "namaste";\n'.repeat(100);
const INDEX = `<!doctype html><html><head><title>Abhyas</title></head><body><div id="root"></div>${'<!-- shell -->\n'.repeat(100)}</body></html>`;
const LARGE_JSON_URL = '/api/content/fiber-countries-goals-exams-v2?locale=en';

// Serving reads files and writes nothing: one database kind shows it.
describe('bytes over the wire', () => {
  let t: TestApp;
  let spaDir: string;
  beforeAll(async () => {
    spaDir = await mkdtemp(join(tmpdir(), 'abhyas-built-'));
    await mkdir(join(spaDir, 'assets'));
    await writeFile(join(spaDir, 'index.html'), INDEX);
    await writeFile(join(spaDir, ASSET.slice(1)), SCRIPT);
    await writeFile(join(spaDir, 'sw.js'), SCRIPT);
    await writeFile(join(spaDir, 'version.json'), '{"version":"1"}\n');
    await precompressDir(spaDir);
    t = await createTestApp('sqlite', { staticDir: spaDir });
  });
  afterAll(async () => {
    await t.close();
    await rm(spaDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host: HOST, ...headers } });

  describe('a hashed asset', () => {
    it('goes in brotli to a browser that takes it, kept for a year', async () => {
      const answer = await get(ASSET, { 'accept-encoding': 'gzip, deflate, br' });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.headers['cache-control']).toBe(IMMUTABLE_CACHE);
      expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(SCRIPT);
    });

    it('goes in gzip to one that takes only gzip', async () => {
      const answer = await get(ASSET, { 'accept-encoding': 'gzip' });
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(answer.headers['cache-control']).toBe(IMMUTABLE_CACHE);
      expect(gunzipSync(answer.rawPayload).toString()).toBe(SCRIPT);
    });

    it('goes as it is to one that takes no compression', async () => {
      const answer = await get(ASSET);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers['cache-control']).toBe(IMMUTABLE_CACHE);
      expect(answer.body).toBe(SCRIPT);
    });
  });

  describe('documents and files whose name stays across builds', () => {
    it.each(['/', '/index.html', '/learn/home'])(
      'answers %s revalidated by ETag, and 304 when the browser has it',
      async (url) => {
        const first = await get(url, { 'accept-encoding': 'br' });
        expect(first.statusCode).toBe(200);
        expect(first.headers['content-encoding']).toBe('br');
        expect(first.headers['cache-control']).toBe(REVALIDATE_CACHE);
        expect(brotliDecompressSync(first.rawPayload).toString()).toBe(INDEX);
        const etag = String(first.headers.etag);
        expect(etag).not.toBe('undefined');

        const again = await get(url, { 'accept-encoding': 'br', 'if-none-match': etag });
        expect(again.statusCode).toBe(304);
        expect(again.rawPayload).toHaveLength(0);
      },
    );

    it.each(['/sw.js', '/version.json'])('asks the browser to revalidate %s', async (url) => {
      const answer = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe(REVALIDATE_CACHE);
      expect(answer.headers.etag).toBeDefined();
    });

    it('has no addresses for the compressed copies themselves', async () => {
      const copy = await get(`${ASSET}.br`);
      expect(copy.headers['content-encoding']).toBeUndefined();
      // An unknown path is a page of the app: its shell, not the copy's bytes.
      expect(copy.body).toBe(INDEX);
    });
  });

  describe('API answers', () => {
    it('are compressed when large, in the coding the client prefers', async () => {
      const plain = await get(LARGE_JSON_URL);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThanOrEqual(COMPRESS_MIN_BYTES);

      const br = await get(LARGE_JSON_URL, { 'accept-encoding': 'gzip, br' });
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

      const gz = await get(LARGE_JSON_URL, { 'accept-encoding': 'gzip, br;q=0' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
    });

    it('go as they are when small', async () => {
      const answer = await get('/api/content/no-such-thing', { 'accept-encoding': 'br, gzip' });
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.json<{ code: string }>().code).toBeDefined();
    });
  });

  it('sends a range of a video as it is, with its own caching', async () => {
    const inAnHour = Math.floor(t.deps.clock() / 1000) + 3600;
    const url = signedMediaUrl(
      'media/videos/projectile-motion/240p.mp4',
      t.deps.tokenSecret,
      inAnHour,
    );
    const part = await get(url, { range: 'bytes=0-99', 'accept-encoding': 'gzip, deflate, br' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-type']).toBe('video/mp4');
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(part.rawPayload).toHaveLength(100);
  });
});
