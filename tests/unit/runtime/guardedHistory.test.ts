// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import {
  guardedBrowserHistory,
  setNavigationBlocker,
} from '../../../runtime/routing/guardedHistory.ts';

afterEach(() => setNavigationBlocker(undefined));

describe('guardedBrowserHistory', () => {
  it('lets navigations through when nothing blocks them', () => {
    const history = guardedBrowserHistory();
    history.push('/learn/home');
    expect(location.pathname).toBe('/learn/home');
    expect(history.location.pathname).toBe('/learn/home');
  });

  it('holds a navigation while blocked, and goes when the blocker says so', () => {
    const history = guardedBrowserHistory();
    history.push('/start');
    let proceed: (() => void) | undefined;
    setNavigationBlocker((go) => {
      proceed = go;
      return true;
    });
    history.push('/elsewhere');
    expect(location.pathname).toBe('/start');
    setNavigationBlocker(undefined);
    proceed?.();
    expect(location.pathname).toBe('/elsewhere');
  });
});
