import type { LightMyRequestResponse } from 'fastify';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RateLimiter } from '../../server/rateLimit/RateLimiter.ts';
import { redisRateLimiter } from '../../server/rateLimit/redisRateLimiter.ts';
import { createTestApp, DIALECTS, type TestApp } from './testApp.ts';

/** Nothing listens on port 1 of this machine: the limiter's Redis is down. */
const UNREACHABLE_REDIS = 'redis://127.0.0.1:1';
/** While Redis is away a limited call answers well within this, never after ioredis' retries. */
const QUICK_MS = 1_000;
const HOST = 'abhyas.localhost';

describe.each(DIALECTS)('limited calls while Redis is down, on %s', (dialect) => {
  let t: TestApp;
  let limiter: RateLimiter;
  beforeAll(async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    limiter = redisRateLimiter(UNREACHABLE_REDIS);
    t = await createTestApp(dialect, { rateLimiter: limiter });
  });
  afterAll(async () => {
    await t.close();
    await limiter.close();
    vi.restoreAllMocks();
  });

  const timed = async (call: () => Promise<LightMyRequestResponse>) => {
    const started = performance.now();
    const answer = await call();
    return { answer, ms: performance.now() - started };
  };

  it('refuses a sign-in (a limit that fails closed) at once with 503 and Retry-After', async () => {
    const { answer, ms } = await timed(() =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { mobile: '9800000001', password: 'Str0ng#pass', device_id: 'tests' },
        headers: { host: HOST },
      }),
    );
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({ code: 'LIMITS_UNAVAILABLE' });
    expect(answer.headers['retry-after']).toMatch(/^\d+$/);
    expect(ms).toBeLessThan(QUICK_MS);
  });

  it('takes feedback (a limit that fails open) at once', async () => {
    const { answer, ms } = await timed(() =>
      t.app.inject({
        method: 'POST',
        url: '/api/helpdesk/feedback',
        payload: {
          category: 'content',
          message: 'The solution to the second kinematics question skips a step.',
          locale: 'en',
        },
        headers: { host: HOST },
      }),
    );
    expect(answer.statusCode, answer.body).toBe(201);
    expect(ms).toBeLessThan(QUICK_MS);
  });
});
