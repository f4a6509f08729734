// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The state is shared by the page: each test loads a fresh copy of the module. */
const load = () => import('../../../../runtime/network/useNetworkState.ts');

let online = true;
let visibility: DocumentVisibilityState = 'visible';

function setOnline(value: boolean) {
  online = value;
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
}

function setVisibility(value: DocumentVisibilityState) {
  visibility = value;
  document.dispatchEvent(new Event('visibilitychange'));
}

/** A probe answered after `ms` (never, when undefined). */
function answerAfter(ms: number | undefined) {
  return () =>
    new Promise<Response>((resolve) => {
      if (ms !== undefined) setTimeout(() => resolve(Response.json({ data: { now: 1 } })), ms);
    });
}

beforeEach(() => {
  vi.useFakeTimers();
  online = true;
  visibility = 'visible';
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.resetModules();
  Reflect.deleteProperty(navigator, 'connection');
});

describe('useNetworkState', () => {
  it('follows the browser’s online and offline events', async () => {
    vi.stubGlobal('fetch', vi.fn(answerAfter(10)));
    const { useNetworkState } = await load();
    online = false;
    const { result } = renderHook(() => useNetworkState());
    expect(result.current).toBe('offline');
    act(() => setOnline(true));
    expect(result.current).toBe('online');
    act(() => setOnline(false));
    expect(result.current).toBe('offline');
  });

  it('is slow when the probe has no answer within 2 s, and online again after a quick one', async () => {
    const fetch = vi.fn(answerAfter(undefined));
    vi.stubGlobal('fetch', fetch);
    const { useNetworkState, SLOW_NETWORK_MS, NETWORK_PROBE_INTERVAL_MS } = await load();
    const { result } = renderHook(() => useNetworkState());
    expect(fetch).toHaveBeenCalledWith('/api/test/now', expect.anything());
    await act(() => vi.advanceTimersByTimeAsync(SLOW_NETWORK_MS - 1));
    expect(result.current).toBe('online');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current).toBe('slow');
    fetch.mockImplementation(answerAfter(100));
    await act(() => vi.advanceTimersByTimeAsync(NETWORK_PROBE_INTERVAL_MS));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(result.current).toBe('online');
  });

  it('is slow on a 2G-class connection', async () => {
    vi.stubGlobal('fetch', vi.fn(answerAfter(10)));
    const connection = Object.assign(new EventTarget(), { effectiveType: '2g' });
    Object.defineProperty(navigator, 'connection', { configurable: true, value: connection });
    const { useNetworkState } = await load();
    const { result } = renderHook(() => useNetworkState());
    expect(result.current).toBe('slow');
    act(() => {
      connection.effectiveType = '4g';
      connection.dispatchEvent(new Event('change'));
    });
    expect(result.current).toBe('online');
  });

  it('probes only while the page is visible, and once for every screen that asks', async () => {
    const fetch = vi.fn(answerAfter(10));
    vi.stubGlobal('fetch', fetch);
    visibility = 'hidden';
    const { useNetworkState } = await load();
    const first = renderHook(() => useNetworkState());
    const second = renderHook(() => useNetworkState());
    await act(() => vi.advanceTimersByTimeAsync(5 * 60_000));
    expect(fetch).not.toHaveBeenCalled();
    act(() => setVisibility('visible'));
    expect(fetch).toHaveBeenCalledTimes(1);
    first.unmount();
    second.unmount();
    await act(() => vi.advanceTimersByTimeAsync(5 * 60_000));
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
