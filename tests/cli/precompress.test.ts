import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDir } from '../../cli/build/precompress.ts';
import { COMPRESS_MIN_BYTES } from '../../server/plugins/compressJson.ts';

/** Text that compresses well and is comfortably above the threshold. */
const script = 'export const greeting = "namaste";\n'.repeat(200);

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'abhyas-precompress-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('precompressDir', () => {
  it('writes brotli and gzip copies that decompress to the file, in nested folders too', async () => {
    await mkdir(join(dir, 'assets'));
    await mkdir(join(dir, 'prerendered', 'abhyas', 'hi'), { recursive: true });
    await writeFile(join(dir, 'assets', 'index-abc.js'), script);
    const page = `<!doctype html><p>${'नमस्ते '.repeat(300)}</p>`;
    await writeFile(join(dir, 'prerendered', 'abhyas', 'hi', 'index.html'), page);

    const result = await precompressDir(dir);

    expect(result.compressed).toBe(2);
    const js = join(dir, 'assets', 'index-abc.js');
    expect(brotliDecompressSync(await readFile(`${js}.br`)).toString()).toBe(script);
    expect(gunzipSync(await readFile(`${js}.gz`)).toString()).toBe(script);
    const html = join(dir, 'prerendered', 'abhyas', 'hi', 'index.html');
    expect(brotliDecompressSync(await readFile(`${html}.br`)).toString()).toBe(page);
    expect(result.brotliBytes).toBeLessThan(result.originalBytes);
  });

  it('leaves small files, source maps, pictures and fonts as they are', async () => {
    await writeFile(join(dir, 'version.json'), '{"version":"1"}\n');
    await writeFile(join(dir, 'index-abc.js.map'), script);
    await writeFile(join(dir, 'font.woff2'), script);
    await writeFile(join(dir, 'photo.png'), script);
    await writeFile(join(dir, 'just-below.css'), 'a'.repeat(COMPRESS_MIN_BYTES - 1));

    const result = await precompressDir(dir);

    expect(result.compressed).toBe(0);
    expect((await readdir(dir)).sort()).toEqual([
      'font.woff2',
      'index-abc.js.map',
      'just-below.css',
      'photo.png',
      'version.json',
    ]);
  });

  it('writes no copy that would be larger than the file', async () => {
    // Random bytes do not compress: a copy would only cost the reader.
    await writeFile(join(dir, 'noise.txt'), randomBytes(4096));

    const result = await precompressDir(dir);

    expect(result.compressed).toBe(0);
    expect(await readdir(dir)).toEqual(['noise.txt']);
  });
});
