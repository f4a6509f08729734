import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_VAPID_SUBJECT,
  VAPID_FILE,
  vapidKeysOf,
} from '../../../../server/config/vapidKeys.ts';

describe('the VAPID keys', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'abhyas-vapid-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('are generated into DATA_DIR on first start and read from there after', async () => {
    const first = await vapidKeysOf({ DATA_DIR: dir });
    expect(first.generated).toBe(true);
    expect(first.keys.subject).toBe(DEFAULT_VAPID_SUBJECT);
    // An uncompressed P-256 point, base64url.
    expect(Buffer.from(first.keys.publicKey, 'base64url')).toHaveLength(65);
    const stored = JSON.parse(await readFile(join(dir, VAPID_FILE), 'utf8')) as object;
    expect(stored).toEqual({ publicKey: first.keys.publicKey, privateKey: first.keys.privateKey });
    const again = await vapidKeysOf({ DATA_DIR: dir, VAPID_SUBJECT: 'mailto:ops@example.com' });
    expect(again).toEqual({
      generated: false,
      keys: { ...first.keys, subject: 'mailto:ops@example.com' },
    });
  });

  it('come from the environment when both are set, and never from half of them', async () => {
    const env = { DATA_DIR: dir, VAPID_PUBLIC_KEY: 'pub', VAPID_PRIVATE_KEY: 'priv' };
    expect((await vapidKeysOf(env)).keys).toMatchObject({ publicKey: 'pub', privateKey: 'priv' });
    await expect(vapidKeysOf({ DATA_DIR: dir, VAPID_PUBLIC_KEY: 'pub' })).rejects.toThrow(
      'VAPID_PRIVATE_KEY must be set with VAPID_PUBLIC_KEY',
    );
  });
});
