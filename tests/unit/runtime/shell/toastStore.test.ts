import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SESSION_EXPIRED_TOAST_MS,
  TOAST_TIMEOUT_MS,
  toastInterrupts,
} from '../../../../domain/shell/toastKinds.ts';
import { shellStore } from '../../../../runtime/shellStore.ts';
import {
  dismissToast,
  MAX_TOASTS_PER_POSITION,
  pauseToast,
  resumeToast,
  showToast,
  toastsAtom,
} from '../../../../runtime/toast/toastStore.ts';

const shown = () => shellStore.get(toastsAtom);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  for (const toast of shown()) dismissToast(toast.id);
  vi.useRealTimers();
});

describe('toasts', () => {
  it('stay 5000 ms at the bottom centre by default', () => {
    expect(TOAST_TIMEOUT_MS).toBe(5000);
    showToast({ messageKey: 'a.b' });
    expect(shown()).toMatchObject([{ type: 'default', position: 'bottomCentre' }]);
    vi.advanceTimersByTime(TOAST_TIMEOUT_MS - 1);
    expect(shown()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(shown()).toHaveLength(0);
  });

  it('keep the session-expired error 15000 ms at the top right', () => {
    expect(SESSION_EXPIRED_TOAST_MS).toBe(15_000);
    showToast({
      type: 'error',
      messageKey: 'x.expired',
      durationMs: SESSION_EXPIRED_TOAST_MS,
      position: 'topRight',
    });
    vi.advanceTimersByTime(14_999);
    expect(shown()).toMatchObject([{ type: 'error', position: 'topRight' }]);
    vi.advanceTimersByTime(1);
    expect(shown()).toHaveLength(0);
  });

  it('close at once when dismissed', () => {
    const id = showToast({ messageKey: 'a.b' });
    dismissToast(id);
    expect(shown()).toHaveLength(0);
  });

  it('hold their time while paused and finish the rest after', () => {
    const id = showToast({ messageKey: 'a.b' });
    vi.advanceTimersByTime(3000);
    pauseToast(id);
    vi.advanceTimersByTime(60_000);
    expect(shown()).toHaveLength(1);
    resumeToast(id);
    vi.advanceTimersByTime(1999);
    expect(shown()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(shown()).toHaveLength(0);
  });

  it('do not repeat a message already showing: it starts its time over', () => {
    showToast({ messageKey: 'a.b' });
    vi.advanceTimersByTime(4000);
    showToast({ messageKey: 'a.b' });
    expect(shown()).toHaveLength(1);
    vi.advanceTimersByTime(4000);
    expect(shown()).toHaveLength(1);
  });

  it('keep at most three in a corner, dropping the oldest', () => {
    for (const n of [1, 2, 3, 4]) showToast({ messageKey: `m.${n}` });
    showToast({ messageKey: 'm.top', position: 'topRight' });
    const bottom = shown().filter((t) => t.position === 'bottomCentre');
    expect(bottom).toHaveLength(MAX_TOASTS_PER_POSITION);
    expect(bottom.map((t) => t.messageKey)).toEqual(['m.2', 'm.3', 'm.4']);
    expect(shown()).toHaveLength(4);
  });

  it('interrupt a screen reader only for errors and warnings', () => {
    expect(toastInterrupts('error')).toBe(true);
    expect(toastInterrupts('warning')).toBe(true);
    expect(toastInterrupts('info')).toBe(false);
    expect(toastInterrupts('success')).toBe(false);
    expect(toastInterrupts('default')).toBe(false);
  });
});
