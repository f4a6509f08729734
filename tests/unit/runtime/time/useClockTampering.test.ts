// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useClockTampering } from '../../../../runtime/time/useClockTampering.ts';

/** Moves only the wall clock (Date), as a student changing the device's time would. */
const moveWallClock = (ms: number) => vi.setSystemTime(Date.now() + ms);
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function mount(offline: boolean) {
  return renderHook(({ offline }) => useClockTampering(offline), { initialProps: { offline } });
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_700_000_000_000);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useClockTampering', () => {
  it('turns true once a forward jump offline has been seen for 3 s, not before', async () => {
    const { result } = mount(true);
    await advance(500);
    moveWallClock(120_000);
    await advance(3_000); // first seen at the 1 s check, 2 s ago
    expect(result.current).toBe(false);
    await advance(1_000);
    expect(result.current).toBe(true);
  });

  it('catches a clock set backwards', async () => {
    const { result } = mount(true);
    await advance(500);
    moveWallClock(-10_000);
    await advance(4_000);
    expect(result.current).toBe(true);
  });

  it('ignores a jump while online, with no timer running', async () => {
    const { result } = mount(false);
    expect(vi.getTimerCount()).toBe(0);
    moveWallClock(120_000);
    await advance(10_000);
    expect(result.current).toBe(false);
  });

  it('ignores a clock put right again within the debounce, and drift under 60 s', async () => {
    const { result } = mount(true);
    await advance(500);
    moveWallClock(120_000);
    await advance(2_000);
    moveWallClock(-120_000);
    await advance(10_000);
    expect(result.current).toBe(false);
    moveWallClock(30_000);
    await advance(10_000);
    expect(result.current).toBe(false);
    // A later jump gets its own full 3 s: the first one's sighting does not count towards it.
    moveWallClock(120_000);
    await advance(2_500);
    expect(result.current).toBe(false);
  });

  it('clears when the device is online again, and watches afresh from the next offline spell', async () => {
    const rendered: boolean[] = [];
    const { result, rerender } = renderHook(
      ({ offline }) => {
        const tampered = useClockTampering(offline);
        rendered.push(tampered);
        return tampered;
      },
      { initialProps: { offline: true } },
    );
    await advance(500);
    moveWallClock(120_000);
    await advance(4_000);
    expect(result.current).toBe(true);
    rendered.length = 0;
    rerender({ offline: false });
    // Not even one frame of the modal once online.
    expect(rendered).not.toContain(true);
    rerender({ offline: true });
    await advance(10_000);
    expect(result.current).toBe(false);
  });
});
