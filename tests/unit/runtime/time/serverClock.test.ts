// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The module keeps one offset for the page: each test loads a fresh copy. */
const load = () => import('../../../../runtime/time/serverClock.ts');

/** A server one minute ahead. Each answer takes `delays[i]` ms and may read its clock `skews[i]` off. */
function server(delays: number[], skews: number[] = []) {
  let call = 0;
  return vi.fn((input: RequestInfo | URL) => {
    expect(input).toBe('/api/test/now');
    const i = call++;
    const delay = delays[i % delays.length] ?? 0;
    const skew = skews[i % Math.max(skews.length, 1)] ?? 0;
    const answer = Response.json({ data: { now: Date.now() + delay / 2 + 60_000 + skew } });
    // No timer for an instant answer: fake timers count even a 0 ms timeout as 1 ms.
    if (delay === 0) return Promise.resolve(answer);
    return new Promise<Response>((resolve) => setTimeout(() => resolve(answer), delay));
  });
}

const unreachable = () => vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_700_000_000_000);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.resetModules();
  vi.restoreAllMocks();
});

describe('server clock', () => {
  it('is the device clock until synced, then takes the offset of the quickest of 3 samples', async () => {
    // The quickest (100 ms) round trip reads exactly +60 s; the slower ones are 1 s off either way.
    const fetch = server([300, 100, 200], [1_000, 0, -1_000]);
    vi.stubGlobal('fetch', fetch);
    const clock = await load();
    expect(clock.serverNow()).toBe(Date.now());
    const stop = clock.startServerClock();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(clock.serverNow() - Date.now()).toBe(60_000);
    stop();
  });

  it('retries a sync that met a network error up to 15 times, 5 s apart', async () => {
    const fetch = unreachable();
    vi.stubGlobal('fetch', fetch);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const clock = await load();
    const stop = clock.startServerClock();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(fetch).toHaveBeenCalledTimes(16);
    expect(clock.serverNow()).toBe(Date.now());
    stop();
  });

  it('takes the offset from a retry that gets through', async () => {
    const answers = server([0]);
    const fetch = vi
      .fn(answers)
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetch);
    const clock = await load();
    const stop = clock.startServerClock();
    await vi.advanceTimersByTimeAsync(11_000);
    expect(fetch).toHaveBeenCalledTimes(5);
    expect(clock.serverNow() - Date.now()).toBe(60_000);
    stop();
  });

  it('does not retry when the server answered with an error', async () => {
    const fetch = vi.fn(() =>
      Promise.resolve(Response.json({ code: 'INTERNAL', message: 'down' }, { status: 500 })),
    );
    vi.stubGlobal('fetch', fetch);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const clock = await load();
    const stop = clock.startServerClock();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    stop();
  });

  it('syncs again every hour, with 3 more samples', async () => {
    const fetch = server([0]);
    vi.stubGlobal('fetch', fetch);
    const clock = await load();
    const stop = clock.startServerClock();
    await vi.advanceTimersByTimeAsync(3_600_000 - 1);
    expect(fetch).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(100);
    expect(fetch).toHaveBeenCalledTimes(6);
    stop();
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(fetch).toHaveBeenCalledTimes(6);
  });

  it('starts once however often it is started, and stops when the last user stops', async () => {
    const fetch = server([0]);
    vi.stubGlobal('fetch', fetch);
    const clock = await load();
    const stopA = clock.startServerClock();
    const stopB = clock.startServerClock();
    await vi.advanceTimersByTimeAsync(100);
    expect(fetch).toHaveBeenCalledTimes(3);
    stopA();
    stopA(); // a second call of the same stop must not stop B's clock
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(fetch).toHaveBeenCalledTimes(6);
    stopB();
    await vi.advanceTimersByTimeAsync(2 * 3_600_000);
    expect(fetch).toHaveBeenCalledTimes(6);
  });

  it('never syncs twice within 5 s', async () => {
    const fetch = server([0]);
    vi.stubGlobal('fetch', fetch);
    const clock = await load();
    clock.startServerClock()();
    await vi.advanceTimersByTimeAsync(4_900);
    clock.startServerClock()();
    await vi.advanceTimersByTimeAsync(99);
    expect(fetch).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    const stop = clock.startServerClock();
    await vi.advanceTimersByTimeAsync(100);
    expect(fetch).toHaveBeenCalledTimes(6);
    stop();
  });

  it('useServerNow re-renders with server time every tick, and syncs while mounted', async () => {
    const fetch = server([0]);
    vi.stubGlobal('fetch', fetch);
    const clock = await load();
    const { result, unmount } = renderHook(() => clock.useServerNow(1_000));
    expect(result.current).toBe(Date.now());
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(result.current).toBe(Date.now() + 60_000);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(result.current).toBe(Date.now() + 60_000);
    unmount();
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});

describe('createServerClock', () => {
  it.each([
    // Halfway through an odd round trip is half a millisecond.
    ['an odd round trip', 0, 3],
    // A high-resolution device clock (performance-based) reads fractions.
    ['fractional device readings', 0.3, 2.9],
  ])(
    'reads whole milliseconds when the samples give a fractional offset: %s',
    async (_case, sent, received) => {
      const { createServerClock } = await load();
      const sample = vi.fn(() =>
        Promise.resolve({
          sentAt: Date.now() + sent,
          receivedAt: Date.now() + received,
          serverNow: Date.now() + 60_000,
        }),
      );
      const rawOffset = 60_000 - (sent + received) / 2;
      expect(Number.isInteger(rawOffset)).toBe(false);
      const clock = createServerClock(sample);
      const stop = clock.start();
      await vi.advanceTimersByTimeAsync(100);
      expect(sample).toHaveBeenCalledTimes(3);
      for (let tick = 0; tick < 5; tick++) {
        expect(Number.isInteger(clock.now())).toBe(true);
        expect(Math.abs(clock.now() - Date.now() - rawOffset)).toBeLessThanOrEqual(1);
        await vi.advanceTimersByTimeAsync(7);
      }
      stop();
    },
  );
});
