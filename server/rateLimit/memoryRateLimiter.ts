import type { RateLimiter } from './RateLimiter.ts';

/** Windows kept before expired ones are swept, so a flood of keys cannot grow memory forever. */
const SWEEP_AT_SIZE = 10_000;

/** In-process counters for a single server copy (the embedded default). */
export function memoryRateLimiter(clock: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    hit(key, limit, windowMs, amount = 1) {
      const now = clock();
      if (windows.size >= SWEEP_AT_SIZE) {
        for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += amount;
      return Promise.resolve({
        allowed: window.count <= limit,
        retryAfterMs: window.resetAt - now,
      });
    },
    close: () => Promise.resolve(),
  };
}
