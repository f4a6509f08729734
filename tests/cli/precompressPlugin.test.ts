import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Plugin } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressPlugin } from '../../cli/build/precompressPlugin.ts';

/** A page another plugin writes when the bundle is closed, as the prerendering does. */
const LATE_PAGE = ['prerendered', 'abhyas', 'en', 'index.html'];

function latePagePlugin(outDir: string): Plugin {
  return {
    name: 'late-page',
    closeBundle: {
      sequential: true,
      async handler() {
        await mkdir(join(outDir, ...LATE_PAGE.slice(0, -1)), { recursive: true });
        await writeFile(
          join(outDir, ...LATE_PAGE),
          `<!doctype html>${'<p>Abhyas</p>\n'.repeat(200)}`,
        );
      },
    },
  };
}

describe('the precompress plugin in a vite build', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'abhyas-precompress-build-'));
    await writeFile(
      join(root, 'index.html'),
      '<!doctype html><script type="module" src="/main.js"></script>',
    );
    await writeFile(
      join(root, 'main.js'),
      `console.log(${JSON.stringify('namaste '.repeat(400))});\n`,
    );
    const outDir = join(root, 'dist');
    await build({
      root,
      configFile: false,
      logLevel: 'silent',
      // Listed first on purpose: its closeBundle runs after every other one all the same.
      plugins: [precompressPlugin(), latePagePlugin(outDir)],
      build: { outDir },
    });
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('compresses the bundle and the pages other plugins write as it closes', async () => {
    const dist = join(root, 'dist');
    const assets = await readdir(join(dist, 'assets'));
    expect(assets.some((name) => /\.js\.br$/.test(name))).toBe(true);
    expect(assets.some((name) => /\.js\.gz$/.test(name))).toBe(true);
    const late = await readdir(join(dist, ...LATE_PAGE.slice(0, -1)));
    expect(late.sort()).toEqual(['index.html', 'index.html.br', 'index.html.gz']);
  });
});
