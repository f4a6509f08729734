import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { memoryRateLimiter } from '../../../server/rateLimit/memoryRateLimiter.ts';
import type { RateLimiter } from '../../../server/rateLimit/RateLimiter.ts';
import { redisRateLimiter } from '../../../server/rateLimit/redisRateLimiter.ts';

const REDIS_URL = process.env.TEST_REDIS_URL;
if (!REDIS_URL) console.warn('rate limiter: Redis run skipped (set TEST_REDIS_URL to run it)');

async function behavesAsFixedWindow(
  limiter: RateLimiter,
  key: string,
  advance?: (ms: number) => void,
) {
  const hits = [];
  for (let i = 0; i < 4; i++) hits.push((await limiter.hit(key, 3, 60_000)).allowed);
  expect(hits).toEqual([true, true, true, false]);
  const { retryAfterMs } = await limiter.hit(key, 3, 60_000);
  expect(retryAfterMs).toBeGreaterThan(0);
  expect(retryAfterMs).toBeLessThanOrEqual(60_000);
  if (advance) {
    advance(60_001);
    expect((await limiter.hit(key, 3, 60_000)).allowed).toBe(true);
  }
}

describe('rate limiters', () => {
  it('count in a fixed window in process', async () => {
    let now = 0;
    await behavesAsFixedWindow(
      memoryRateLimiter(() => now),
      'k',
      (ms) => (now += ms),
    );
  });

  it.runIf(REDIS_URL)('count in a fixed window in Redis, shared between copies', async () => {
    const prefix = `abhyas:test:${randomUUID()}:`;
    const one = redisRateLimiter(REDIS_URL ?? '', prefix);
    const two = redisRateLimiter(REDIS_URL ?? '', prefix);
    try {
      await behavesAsFixedWindow(one, 'k');
      expect((await two.hit('k', 3, 60_000)).allowed).toBe(false);
    } finally {
      await one.close();
      await two.close();
    }
  });
});
