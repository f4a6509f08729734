// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_HEADERS } from '../../../../domain/contracts/authHeaders.ts';
import { SIGN_OUT_PUSH_WAIT_MS } from '../../../../domain/notifications/signOutPushWait.ts';
import { rememberChildTokens } from '../../../../runtime/api/tokenStore.ts';
import { bundledBrand } from '../renderWithShell.tsx';
import { signedInStore } from '../renderLearn.tsx';
import { renderHeader } from '../renderHeader.tsx';
import { TOKEN } from './notificationsServer.ts';

const SAVED =
  '{"endpoint":"https://push.example/abc","expirationTime":null,"keys":{"p256dh":"k","auth":"a"}}';

interface Seen {
  method: string;
  path: string;
  token: string | null;
  body: unknown;
  /** Whether the parent's tokens were still stored when the request went. */
  signedIn: boolean;
}

/** The services sign-out meets: the unread count, the push token's DELETE (held if asked), sign-out. */
function stubSignOutServices(holdDelete = false) {
  const seen: Seen[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : input, 'http://app.test');
      const headers = new Headers(init?.headers);
      seen.push({
        method: init?.method ?? 'GET',
        path: url.pathname,
        token: headers.get(AUTH_HEADERS.token),
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
        signedIn: localStorage.getItem('auth.token') !== null,
      });
      if (url.pathname === TOKEN && holdDelete) return new Promise<Response>(() => undefined);
      if (url.pathname === TOKEN)
        return Promise.resolve(Response.json({ payload: { documents_affected: 1 } }));
      if (url.pathname === '/api/notifications/in-app')
        return Promise.resolve(
          Response.json({ payload: { content: [], totalElements: 0, last: true, page: 0 } }),
        );
      return Promise.resolve(new Response(null, { status: 204 }));
    }),
  );
  return seen;
}

beforeEach(() => {
  localStorage.setItem('auth.token', 'parent-token');
  localStorage.setItem('auth.refresh-token', 'parent-refresh');
  localStorage.setItem('child-id', 'child-1');
  rememberChildTokens([{ id: 'child-1', token: 'child-token' }]);
  vi.stubGlobal('Notification', { requestPermission: vi.fn() });
  vi.stubGlobal('PushManager', function PushManager() {});
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function signedInHeader() {
  renderHeader(await bundledBrand('abhyas'), {
    store: signedInStore(),
    path: '/learn/home',
    withBell: true,
  });
  // The bell's chunk is what teaches sign-out about push.
  await screen.findByRole('link', { name: 'Notifications' });
}

describe('sign-out and the push token (spec §4)', () => {
  it('takes the saved token back with the child’s token before the tokens are cleared', async () => {
    const unsubscribe = vi.fn(() => Promise.resolve(true));
    const registration = {
      pushManager: { getSubscription: () => Promise.resolve({ unsubscribe }) },
    };
    Object.defineProperty(navigator, 'serviceWorker', {
      value: { getRegistration: () => Promise.resolve(registration) },
      configurable: true,
    });
    localStorage.setItem('push-token', SAVED);
    const seen = stubSignOutServices();
    await signedInHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(localStorage.getItem('auth.token')).toBeNull());
    const deleted = seen.filter((r) => r.path === TOKEN);
    expect(deleted).toEqual([
      {
        method: 'DELETE',
        path: TOKEN,
        token: 'child-token',
        body: { notification_token: SAVED },
        signedIn: true,
      },
    ]);
    expect(unsubscribe).toHaveBeenCalled();
    expect(localStorage.getItem('push-token')).toBeNull();
  });

  it('sends nothing where no token was saved', async () => {
    const seen = stubSignOutServices();
    await signedInHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(localStorage.getItem('auth.token')).toBeNull());
    expect(seen.filter((r) => r.path === TOKEN)).toEqual([]);
  });

  it('waits for the push token only so long', async () => {
    Object.defineProperty(navigator, 'serviceWorker', {
      value: { getRegistration: () => Promise.resolve(undefined) },
      configurable: true,
    });
    localStorage.setItem('push-token', SAVED);
    const seen = stubSignOutServices(true);
    await signedInHeader();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(seen.some((r) => r.path === TOKEN)).toBe(true));
    expect(localStorage.getItem('auth.token')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(SIGN_OUT_PUSH_WAIT_MS));
    await waitFor(() => expect(localStorage.getItem('auth.token')).toBeNull());
  });
});
