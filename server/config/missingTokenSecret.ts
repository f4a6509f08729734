import type { ServerEnv } from './serverConfig.ts';

/**
 * Why a production start on a shared database must not go on without TOKEN_SECRET, or undefined
 * when it may. Each copy would generate a secret of its own into its DATA_DIR, and every call a
 * load balancer sends to another copy than the one that signed the token would answer 401,
 * without a word in any log.
 */
export function missingTokenSecret(
  env: Pick<ServerEnv, 'NODE_ENV' | 'DATABASE_URL' | 'TOKEN_SECRET'>,
): string | undefined {
  if (env.NODE_ENV !== 'production' || !env.DATABASE_URL || env.TOKEN_SECRET) return undefined;
  return 'TOKEN_SECRET: required when NODE_ENV=production and DATABASE_URL is set, so that every server copy signs and checks tokens with the same secret (at least 32 characters)';
}
