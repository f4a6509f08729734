import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';
import type { VapidKeys } from '../providers/notifications/PushSettings.ts';
import type { ServerEnv } from './serverConfig.ts';

/** The generated pair, in the data folder beside the token secret; never committed. */
export const VAPID_FILE = 'vapid.json';
/** Whom push services may contact about our pushes when VAPID_SUBJECT names nobody. */
export const DEFAULT_VAPID_SUBJECT = 'mailto:no-reply@abhyas.localhost';

const storedKeys = z.object({ publicKey: z.string().min(1), privateKey: z.string().min(1) });

/**
 * The server's VAPID keys: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set (both, or a message
 * naming the missing one), else a pair generated into DATA_DIR on first start and read after.
 * Copies of the server sharing one database must share keys: a browser's subscription is bound
 * to the public key it was made with.
 */
export async function vapidKeysOf(
  env: Pick<ServerEnv, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'DATA_DIR'>,
): Promise<{ keys: VapidKeys; generated: boolean }> {
  const subject = env.VAPID_SUBJECT ?? DEFAULT_VAPID_SUBJECT;
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = env;
  if (publicKey && privateKey)
    return { keys: { publicKey, privateKey, subject }, generated: false };
  if (publicKey || privateKey)
    throw new Error(
      `invalid server settings:\n  ${publicKey ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'} must be set with ${publicKey ? 'VAPID_PUBLIC_KEY' : 'VAPID_PRIVATE_KEY'}`,
    );
  const file = join(env.DATA_DIR, VAPID_FILE);
  try {
    const stored = storedKeys.parse(JSON.parse(await readFile(file, 'utf8')));
    return { keys: { ...stored, subject }, generated: false };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(env.DATA_DIR, { recursive: true });
  const pair = webpush.generateVAPIDKeys();
  await writeFile(file, JSON.stringify(pair), { mode: 0o600 });
  return { keys: { ...pair, subject }, generated: true };
}
