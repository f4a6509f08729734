// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_UNDO_MS } from '../../../../domain/notifications/undoableDeletes.ts';
import {
  useUndoableDeletes,
  type SendDeletes,
} from '../../../../renderers/screens/notifications/useUndoableDeletes.ts';

function setUp() {
  const send = vi.fn<SendDeletes>(() => Promise.resolve());
  const hook = renderHook(() => useUndoableDeletes(send));
  return { send, hook };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the inbox’s undoable deletes', () => {
  it('sends a delete once its undo window is over, and none that was undone', () => {
    const { send, hook } = setUp();
    act(() => {
      hook.result.current.remove('a');
      hook.result.current.remove('b');
      hook.result.current.undo('b');
    });
    expect(hook.result.current.isPending('a')).toBe(true);
    act(() => {
      vi.advanceTimersByTime(NOTIFICATION_UNDO_MS - 1);
    });
    expect(send).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(send).toHaveBeenCalledExactlyOnceWith(['a'], false);
    expect(hook.result.current.isGone('a')).toBe(true);
    expect(hook.result.current.isGone('b')).toBe(false);
  });

  it('sends what waits as the tab closes, as a call that outlives the page', () => {
    const { send, hook } = setUp();
    act(() => hook.result.current.remove('a'));
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(send).toHaveBeenCalledExactlyOnceWith(['a'], true);
  });

  it('sends what waits when the student leaves the screen', () => {
    const { send, hook } = setUp();
    act(() => hook.result.current.remove('a'));
    hook.unmount();
    expect(send).toHaveBeenCalledExactlyOnceWith(['a'], false);
  });
});
