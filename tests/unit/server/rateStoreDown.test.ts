import { createServer, type AddressInfo, type Server } from 'node:net';
import { performance } from 'node:perf_hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../../domain/errors.ts';
import { STORE_DOWN_RETRY_AFTER_S } from '../../../server/rateLimit/answerStoreDown.ts';
import type { RateLimiter } from '../../../server/rateLimit/RateLimiter.ts';
import { enforceRateLimits, type RatePolicy } from '../../../server/rateLimit/ratePolicies.ts';
import { RateStoreUnavailableError } from '../../../server/rateLimit/RateStoreUnavailableError.ts';
import { redisRateLimiter } from '../../../server/rateLimit/redisRateLimiter.ts';

/** Nothing listens on port 1 of this machine: connections are refused at once. */
const UNREACHABLE_REDIS = 'redis://127.0.0.1:1';
/** A limited call must answer well within this while Redis is away. */
const QUICK_MS = 1_000;
const MINUTE = 60_000;

const guarding: RatePolicy = { name: 'guard', limit: 5, windowMs: MINUTE, whenStoreDown: 'closed' };
const tidying: RatePolicy = { name: 'tidy', limit: 5, windowMs: MINUTE, whenStoreDown: 'open' };

/** A limiter whose store fails as `failure` says, or answers when it is undefined. */
function limiterFailingWith(failure: { error: Error | undefined }): RateLimiter {
  return {
    hit: () =>
      failure.error === undefined
        ? Promise.resolve({ allowed: true, retryAfterMs: 0 })
        : Promise.reject(failure.error),
    close: () => Promise.resolve(),
  };
}
/**
 * A Redis that greets (every command answered OK, INFO with a ready server) until a transaction
 * begins, then never says another word: a server that hangs mid-work.
 */
function redisThatFallsSilent(): Promise<Server> {
  const info = '# Server\r\nredis_version:7.0.0\r\nloading:0\r\n';
  const server = createServer((socket) => {
    let silent = false;
    socket.on('data', (chunk: Buffer) => {
      const lines = chunk.toString().split('\r\n');
      // A command is an array (*n), then its name as the first bulk string ($len, name).
      lines.forEach((line, i) => {
        if (!line.startsWith('*') || silent) return;
        const name = (lines[i + 2] ?? '').toUpperCase();
        if (name === 'MULTI') silent = true;
        else socket.write(name === 'INFO' ? `$${info.length}\r\n${info}\r\n` : '+OK\r\n');
      });
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const outage = () => new RateStoreUnavailableError(new Error('connect ECONNREFUSED'));

describe('rate limits while the counters are away', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('a Redis limiter that cannot reach Redis says so at once, as an outage', async () => {
    const limiter = redisRateLimiter(UNREACHABLE_REDIS);
    try {
      for (let call = 0; call < 3; call++) {
        const started = performance.now();
        await expect(limiter.hit('k', 5, MINUTE)).rejects.toBeInstanceOf(RateStoreUnavailableError);
        expect(performance.now() - started).toBeLessThan(QUICK_MS);
      }
    } finally {
      await limiter.close();
    }
  });

  it('a Redis limiter whose Redis stops answering gives up in time, as an outage', async () => {
    const silent = await redisThatFallsSilent();
    const { port } = silent.address() as AddressInfo;
    const limiter = redisRateLimiter(`redis://127.0.0.1:${port}`);
    try {
      const started = performance.now();
      await expect(limiter.hit('k', 5, MINUTE)).rejects.toBeInstanceOf(RateStoreUnavailableError);
      expect(performance.now() - started).toBeLessThan(QUICK_MS);
    } finally {
      await limiter.close();
      silent.close();
    }
  });

  it('a limit that fails closed refuses with 503 LIMITS_UNAVAILABLE and Retry-After', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refused = enforceRateLimits(limiterFailingWith({ error: outage() }), [
      { policy: tidying, key: 'a' },
      { policy: guarding, key: 'a' },
    ]);
    await expect(refused).rejects.toMatchObject({
      code: 'LIMITS_UNAVAILABLE',
      status: 503,
      headers: { 'retry-after': String(STORE_DOWN_RETRY_AFTER_S) },
    });
  });

  it('a limit that fails open lets calls through, and the operator hears once per outage', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store: { error: Error | undefined } = { error: outage() };
    const limiter = limiterFailingWith(store);
    const call = () => enforceRateLimits(limiter, [{ policy: tidying, key: 'a' }]);
    await call();
    await call();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/rate-limit counters unavailable/);
    store.error = undefined;
    await call();
    expect(String(warn.mock.calls[1]?.[0])).toMatch(/answer again/);
    store.error = outage();
    await call();
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('a hit given back passes while the counters are away, even under a closed limit', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const limiter = limiterFailingWith({ error: outage() });
    await expect(
      enforceRateLimits(limiter, [{ policy: guarding, key: 'a', amount: -1 }]),
    ).resolves.toBeUndefined();
    await expect(
      enforceRateLimits(limiter, [{ policy: guarding, key: 'a', amount: 0 }]),
    ).rejects.toBeInstanceOf(AppError);
  });

  it('a limiter’s own failure stays an error (a 500), never an outage that lets calls through', async () => {
    const bug = new TypeError('cannot read properties of undefined');
    const limiter = limiterFailingWith({ error: bug });
    await expect(enforceRateLimits(limiter, [{ policy: tidying, key: 'a' }])).rejects.toBe(bug);
  });
});
