import { Redis } from 'ioredis';
import type { RateLimiter } from './RateLimiter.ts';

const KEY_PREFIX = 'abhyas:rl:';

/** Counters in Redis, so every server copy behind a load balancer sees the same attempts. */
export function redisRateLimiter(url: string, prefix = KEY_PREFIX): RateLimiter {
  const redis = new Redis(url, { maxRetriesPerRequest: 2 });
  return {
    async hit(key, limit, windowMs) {
      const name = prefix + key;
      const replies = await redis
        .multi()
        .incr(name)
        .pexpire(name, windowMs, 'NX')
        .pttl(name)
        .exec();
      const failed = replies?.find(([error]) => error);
      if (!replies || failed)
        throw new Error('rate-limit counter update failed in Redis', { cause: failed?.[0] });
      const count = Number(replies[0]?.[1]);
      const ttl = Number(replies[2]?.[1]);
      return { allowed: count <= limit, retryAfterMs: ttl > 0 ? ttl : windowMs };
    },
    async close() {
      await redis.quit();
    },
  };
}
