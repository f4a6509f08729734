import { spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANDS_DIR_ENV } from '../../cli/build/brandsPlugin.ts';
import { REPO } from './runCli.ts';

let work: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'abhyas-build-'));
  await cp(join(REPO, 'brands'), join(work, 'brands'), { recursive: true });
  const file = join(work, 'brands', 'pragati', 'navigation.json');
  const navigation = {
    signedIn: [
      {
        id: 'lost',
        listNumber: 1,
        name: 'Lost',
        displayName: 'nav.learn',
        type: 'dropdownmain',
        route: '/nowhere',
      },
    ],
  };
  await writeFile(file, JSON.stringify(navigation));
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

function viteBuild(brandsDir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [join(REPO, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', join(work, 'dist')],
      {
        cwd: REPO,
        env: { ...process.env, [BRANDS_DIR_ENV]: brandsDir, NO_COLOR: '1' },
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('the Vite build', () => {
  it('stops on an invalid brand and names the file, the pointer and the problem', async () => {
    const { code, output } = await viteBuild(join(work, 'brands'));
    expect(output).toContain(
      'pragati/navigation.json: /signedIn/0/route: Route "/nowhere" is not a route of the route table',
    );
    expect(code).not.toBe(0);
    await expect(readFile(join(work, 'dist', 'index.html'))).rejects.toThrow();
  });
});
