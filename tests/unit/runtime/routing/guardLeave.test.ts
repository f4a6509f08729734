// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guardLeave, type LeaveAttempt } from '../../../../runtime/routing/guardLeave.ts';
import { guardedBrowserHistory } from '../../../../runtime/routing/guardedHistory.ts';

let release: (() => void) | undefined;
afterEach(() => {
  release?.();
  release = undefined;
  vi.restoreAllMocks();
  exitTo.mockReset();
});

/** The browser going back to the entry under the guard's copy. */
const pressBack = () => window.dispatchEvent(new PopStateEvent('popstate', { state: { idx: 0 } }));

const exitTo = vi.fn<() => void>();

function guard() {
  const attempts: LeaveAttempt[] = [];
  release = guardLeave((attempt) => attempts.push(attempt), exitTo);
  return attempts;
}

describe('guardLeave', () => {
  it('stands on a marked copy of the current entry, keeping its state', () => {
    window.history.replaceState({ idx: 0 }, '', '/mock-test/t1/session');
    const length = window.history.length;
    guard();
    expect(window.history.length).toBe(length + 1);
    expect(window.history.state).toEqual({ idx: 0, leaveGuard: true });
    expect(window.location.pathname).toBe('/mock-test/t1/session');
  });

  it('does not pile up copies when the screen comes back over one', () => {
    window.history.replaceState({ idx: 0 }, '', '/mock-test/t1/session');
    guard();
    release?.();
    const length = window.history.length;
    guard();
    expect(window.history.length).toBe(length);
  });

  it('asks on back; staying stands on a new copy, leaving goes back for real', () => {
    window.history.replaceState({ idx: 0 }, '', '/mock-test/t1/session');
    const attempts = guard();
    pressBack();
    expect(attempts).toHaveLength(1);
    const push = vi.spyOn(window.history, 'pushState');
    attempts[0]?.stay();
    expect(push).toHaveBeenCalledWith(
      expect.objectContaining({ leaveGuard: true }),
      '',
      window.location.href,
    );
    pressBack();
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    attempts[1]?.leave();
    expect(back).toHaveBeenCalledOnce();
    // Released: the next back is not asked about.
    pressBack();
    expect(attempts).toHaveLength(2);
  });

  it('leaves for the exit when the page was the first in its tab, where back goes nowhere', () => {
    window.history.replaceState({ idx: 0 }, '', '/mock-test/t1/session');
    const attempts = guard();
    pressBack();
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(2);
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    attempts[0]?.leave();
    expect(exitTo).toHaveBeenCalledOnce();
    expect(back).not.toHaveBeenCalled();
  });

  it('does not ask when history moves onto its own copy (forward)', () => {
    const attempts = guard();
    window.dispatchEvent(new PopStateEvent('popstate', { state: { leaveGuard: true } }));
    expect(attempts).toHaveLength(0);
  });

  it('holds a link until the student decides, and follows it on leave', () => {
    const history = guardedBrowserHistory();
    history.push('/mock-test/t1/session');
    const attempts = guard();
    history.push('/learn/home');
    expect(window.location.pathname).toBe('/mock-test/t1/session');
    attempts[0]?.stay();
    expect(window.location.pathname).toBe('/mock-test/t1/session');
    history.push('/learn/home');
    attempts[1]?.leave();
    expect(window.location.pathname).toBe('/learn/home');
  });

  it('asks the browser to confirm closing the tab while guarded, and not after', () => {
    guard();
    const closing = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(closing);
    expect(closing.defaultPrevented).toBe(true);
    release?.();
    const later = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });
});
