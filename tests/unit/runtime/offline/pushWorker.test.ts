import { afterEach, describe, expect, it, vi } from 'vitest';

type Listener = (event: unknown) => void;

/** A worker scope to load serviceWorker.ts into: its listeners, notifications and tabs recorded. */
function fakeScope(tabs: { url: string; navigate: (url: string) => Promise<unknown> }[] = []) {
  const listeners = new Map<string, Listener>();
  const scope = {
    location: new URL('https://abhyas.example/sw.js'),
    skipWaiting: () => Promise.resolve(),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    registration: { showNotification: vi.fn(() => Promise.resolve()) },
    clients: {
      claim: () => Promise.resolve(),
      matchAll: vi.fn(() =>
        Promise.resolve(tabs.map((tab) => ({ ...tab, focus: vi.fn(() => Promise.resolve(tab)) }))),
      ),
      openWindow: vi.fn(() => Promise.resolve(null)),
    },
  };
  vi.stubGlobal('self', scope);
  return { scope, listeners };
}

/** Dispatches a worker event and waits for what it handed waitUntil. */
async function dispatch(listener: Listener | undefined, event: object) {
  let done: Promise<unknown> = Promise.resolve();
  listener?.({ ...event, waitUntil: (p: Promise<unknown>) => (done = p) });
  await done;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the worker’s push handling', () => {
  it('shows the notifier’s message with its link, and nothing for anything else', async () => {
    const { scope, listeners } = fakeScope();
    await import('../../../../runtime/offline/serviceWorker.ts');
    const message = {
      title: 'Your analysis is ready',
      body: 'See how you did',
      link: '/mock-test/a/analyze',
    };
    await dispatch(listeners.get('push'), { data: { json: () => message } });
    expect(scope.registration.showNotification).toHaveBeenCalledWith('Your analysis is ready', {
      body: 'See how you did',
      data: { link: '/mock-test/a/analyze' },
    });
    await dispatch(listeners.get('push'), {
      data: {
        json: () => {
          throw new SyntaxError('not JSON');
        },
      },
    });
    await dispatch(listeners.get('push'), { data: null });
    expect(scope.registration.showNotification).toHaveBeenCalledTimes(1);
  });

  it('takes an open tab of the app to the link, or opens one', async () => {
    const navigate = vi.fn(() => Promise.resolve({}));
    const { scope, listeners } = fakeScope([
      { url: 'https://elsewhere.example/', navigate: vi.fn() },
      { url: 'https://abhyas.example/learn/home', navigate },
    ]);
    await import('../../../../runtime/offline/serviceWorker.ts');
    const close = vi.fn();
    await dispatch(listeners.get('notificationclick'), {
      notification: { data: { link: '/notifications' }, close },
    });
    expect(close).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('https://abhyas.example/notifications');
    expect(scope.clients.openWindow).not.toHaveBeenCalled();

    navigate.mockImplementation(() => Promise.reject(new TypeError('not controlled')));
    await dispatch(listeners.get('notificationclick'), {
      notification: { data: { link: 'https://evil.example/' }, close },
    });
    expect(scope.clients.openWindow).toHaveBeenCalledWith('https://abhyas.example/');
  });
});
