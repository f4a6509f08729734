import { spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO, runCli } from './runCli.ts';

let work: string;
let brands: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'abhyas-cli-'));
  brands = join(work, 'brands');
  await cp(join(REPO, 'brands'), brands, { recursive: true });
});

/** `abhyas brand new` on the temporary copy of the brands. */
const newBrand = (id: string, org: string, host: string) =>
  runCli(['brand', 'new', id, '--org', org, '--host', host, '--brands', brands]);

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('abhyas brand new', () => {
  it('scaffolds a brand that validates, and refuses the same id again', async () => {
    const first = await newBrand('demo', '77', 'demo.localhost');
    expect(first.stderr).toBe('');
    expect(first.stdout).toContain('valid');
    expect(first.code).toBe(0);
    const written = JSON.parse(
      await readFile(join(brands, 'demo', 'brand.json'), 'utf8'),
    ) as Record<string, unknown>;
    expect(written).toMatchObject({
      id: 'demo',
      extends: 'abhyas',
      organisationId: 77,
      hosts: ['demo.localhost'],
    });

    const validate = await runCli(['brand', 'validate', 'demo', '--brands', brands]);
    expect(validate.code).toBe(0);

    const again = await newBrand('demo', '77', 'demo.localhost');
    expect(again.stderr).toContain('brand "demo" already exists');
    expect(again.code).toBe(2);
  });

  it('refuses a host another brand answers on', async () => {
    const result = await newBrand('copycat', '5', 'vidya.localhost');
    expect(result.stderr).toContain('host "vidya.localhost" is already used by brand "vidya"');
    expect(result.code).toBe(2);
  });

  it('refuses a bad organisation id', async () => {
    const result = await newBrand('zero', 'x', 'zero.localhost');
    expect(result.code).toBe(2);
  });
});

describe('abhyas brand list and org', () => {
  it('lists id, name, organisation, hosts and modules', async () => {
    const result = await runCli(['brand', 'list', '--json']);
    const { brands: rows } = JSON.parse(result.stdout) as {
      brands: { id: string; name: string; org: number; hosts: string[]; modules: string[] }[];
    };
    expect(rows.find((r) => r.id === 'abhyas-home')).toEqual({
      id: 'abhyas-home',
      name: 'Abhyas Home',
      org: 13,
      hosts: ['abhyas-home.localhost'],
      modules: [
        'userHome',
        'learn',
        'practice',
        'test',
        'notifications',
        'helpdesk',
        'subscription',
      ],
    });
    expect(rows.map((r) => r.org).sort((a, b) => a - b)).toEqual([1, 1, 13, 15, 16, 18]);
    expect(result.code).toBe(0);
  });

  it('reports that the homework app shares organisation 1 with the brand it extends', async () => {
    const result = await runCli(['brand', 'org', '--check']);
    expect(result.stdout).toContain('1: abhyas, homework  (shared)');
    expect(result.code).toBe(0);
  });

  it('fails --check when unrelated brands share an organisation', async () => {
    const brand = JSON.parse(
      await readFile(join(brands, 'gurukul', 'brand.json'), 'utf8'),
    ) as Record<string, unknown>;
    await writeFile(
      join(brands, 'gurukul', 'brand.json'),
      JSON.stringify({ ...brand, organisationId: 13 }),
    );
    const result = await runCli(['brand', 'org', '--check', '--brands', brands]);
    expect(result.stdout).toContain('13: abhyas-home, gurukul  (shared by unrelated brands)');
    expect(result.code).toBe(1);
    await writeFile(join(brands, 'gurukul', 'brand.json'), JSON.stringify(brand));
  });
});

describe('abhyas brand preview', () => {
  it('serves the brand on its own .localhost host', async () => {
    const child = spawn(
      process.execPath,
      [join(REPO, 'cli/bin.mjs'), 'brand', 'preview', 'vidya', '--port', '0'],
      { cwd: REPO },
    );
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const match = /http:\/\/vidya\.localhost:\d+\//.exec(out);
          if (match) resolve(match[0]);
        });
        child.on('close', (code) => reject(new Error(`preview exited with ${String(code)}`)));
      });
      const { port } = new URL(url);
      const page = await fetch(`http://127.0.0.1:${port}/`, {
        headers: { host: `vidya.localhost:${port}` },
      });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root">');
      const index = await fetch(`http://127.0.0.1:${port}/@id/__x00__virtual:abhyas/brands`);
      expect(await index.text()).toContain('"vidya.localhost"');
    } finally {
      child.kill('SIGTERM');
    }
  });
});
