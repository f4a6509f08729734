import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newServerProcess } from '../../server/process/serverProcess.ts';
import { runCli } from './runCli.ts';

/** The real Redis when there is one (the reported case), else one that is down: both keep a process alive. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:1';
/** A start gets this long to migrate, import, fail to listen and end. */
const START_FAILURE_MS = 60_000;
const LIFETIME_S = 90;
const BUSY = 503;

describe('abhyas serve refuses to start half-way', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'abhyas-serve-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses a production start on a shared database without TOKEN_SECRET, naming it', async () => {
    const { code, stderr } = await runCli(['serve'], {
      NODE_ENV: 'production',
      // Never reached: the start stops before it opens anything.
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/abhyas',
      DATA_DIR: dataDir,
    });
    expect(code).toBe(1);
    expect(stderr).toMatch(/^abhyas: TOKEN_SECRET: required when NODE_ENV=production/m);
    expect(existsSync(join(dataDir, 'secrets.json'))).toBe(false);
  });

  it(
    'ends with a failure code when its port is taken, though Redis was connected',
    async () => {
      const holder: Server = createServer((_request, response) => response.writeHead(BUSY).end());
      await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
      const { port } = holder.address() as AddressInfo;
      try {
        const server = await newServerProcess({
          env: { DATA_DIR: dataDir, REDIS_URL },
          port,
          lifetimeSeconds: LIFETIME_S,
          captureOutput: true,
        });
        const started = server.start();
        await expect(started).rejects.toThrow(/the server exited with 1/);
        await expect(started).rejects.toThrow(/EADDRINUSE/);
      } finally {
        holder.close();
      }
    },
    START_FAILURE_MS,
  );
});
