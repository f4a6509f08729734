import { Redis, ReplyError } from 'ioredis';
import type { RateLimiter } from './RateLimiter.ts';
import { RateStoreUnavailableError } from './RateStoreUnavailableError.ts';

const KEY_PREFIX = 'abhyas:rl:';
/**
 * How long a call may wait on Redis, for the connection and again for the answer: a counter
 * answers in a millisecond on a healthy network, and a limited call must never hang on an outage.
 */
const STORE_TIMEOUT_MS = 300;

/** Counters in Redis, so every server copy behind a load balancer sees the same attempts. */
export function redisRateLimiter(url: string, prefix = KEY_PREFIX): RateLimiter {
  const redis = new Redis(url, {
    connectTimeout: STORE_TIMEOUT_MS,
    commandTimeout: STORE_TIMEOUT_MS,
    // While Redis is away a call fails at once rather than queueing, and a count is never sent
    // twice (a resent INCRBY would count a hit twice).
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    autoResendUnfulfilledCommands: false,
  });
  // ioredis keeps reconnecting on its own; the latest failure travels as the cause of each refused
  // call, so the caller's log says why the counters are away.
  let lastFailure: unknown;
  redis.on('error', (error: unknown) => (lastFailure = error));
  redis.on('ready', () => (lastFailure = undefined));

  return {
    async hit(key, limit, windowMs, amount = 1) {
      // A connection under way (the first, or a reconnection) gets a moment; a known outage none.
      if (redis.status === 'connecting' || redis.status === 'connect') await settled(redis);
      if (redis.status !== 'ready')
        throw new RateStoreUnavailableError(lastFailure ?? new Error(`Redis is ${redis.status}`));
      const name = prefix + key;
      const replies = await redis
        .multi()
        .incrby(name, amount)
        .pexpire(name, windowMs, 'NX')
        .pttl(name)
        .exec()
        .catch((error: unknown) => {
          // Redis refusing a command is our mistake; a lost connection or a timeout is an outage.
          throw error instanceof ReplyError ? error : new RateStoreUnavailableError(error);
        });
      const failed = replies?.find(([error]) => error);
      if (!replies || failed)
        throw new Error('rate-limit counter update failed in Redis', { cause: failed?.[0] });
      const count = Number(replies[0]?.[1]);
      const ttl = Number(replies[2]?.[1]);
      return { allowed: count <= limit, retryAfterMs: ttl > 0 ? ttl : windowMs };
    },
    async close() {
      // QUIT lets Redis finish what it was sent. Without a connection, or when Redis cannot answer
      // it, there is nothing to finish: dropping the connection (and the reconnecting) closes it.
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}

/** Waits, at most STORE_TIMEOUT_MS, for a connection under way to be ready or to fail. */
function settled(redis: Redis): Promise<void> {
  return new Promise((resolve) => {
    const events = ['ready', 'error', 'end'] as const;
    const done = () => {
      clearTimeout(timer);
      for (const event of events) redis.off(event, done);
      resolve();
    };
    const timer = setTimeout(done, STORE_TIMEOUT_MS);
    for (const event of events) redis.on(event, done);
  });
}
