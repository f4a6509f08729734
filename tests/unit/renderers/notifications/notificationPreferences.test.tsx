// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChannelPreferences } from '../../../../domain/contracts/notifications.ts';
import { NotificationPreferences } from '../../../../renderers/screens/notifications/NotificationPreferences.tsx';
import { browserId } from '../../../../runtime/api/tokenStore.ts';
import { bundledBrand } from '../renderWithShell.tsx';
import { renderLearn, signedInStore, stubServer } from '../renderLearn.tsx';
import { requestsTo, type SeenRequest } from '../stubServices.ts';
import { PREFERENCES, PUBLIC_KEY, TOKEN } from './notificationsServer.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

/** The preference calls over one stored set of switches; WhatsApp cannot be delivered. */
function preferenceServer(start: Partial<ChannelPreferences> = {}) {
  const common: ChannelPreferences = {
    EM: true,
    SMS: false,
    WA: false,
    PN: false,
    IA: true,
    ...start,
  };
  const answer = () => Response.json({ payload: { common, unavailable: ['WA'] } });
  return (request: SeenRequest) => {
    if (request.url.pathname === PUBLIC_KEY)
      return Response.json({ payload: { publicKey: 'BEl6-PHaWg' } });
    if (request.url.pathname === TOKEN)
      return Response.json(
        request.method === 'POST'
          ? { payload: { saved: true } }
          : { payload: { documents_affected: 1 } },
      );
    if (request.url.pathname !== PREFERENCES) return undefined;
    if (request.method === 'POST') {
      const { channel, enable } = request.body as {
        channel: keyof ChannelPreferences;
        enable: boolean;
      };
      common[channel] = enable;
    }
    return answer();
  };
}

async function renderPreferences(start: Partial<ChannelPreferences> = {}) {
  const requests = stubServer(preferenceServer(start));
  renderLearn(<NotificationPreferences />, await bundledBrand('abhyas'), {
    store: signedInStore(),
  });
  await screen.findByRole('group', { name: 'Choose where you want to hear from us' });
  return requests;
}

/** A browser that can push: permission as given, a worker whose push manager subscribes. */
function fakePushBrowser(permission: NotificationPermission) {
  const subscription = {
    toJSON: () => ({
      endpoint: 'https://push.example/abc',
      expirationTime: null,
      keys: { p256dh: 'k', auth: 'a' },
    }),
    unsubscribe: vi.fn(() => Promise.resolve(true)),
  };
  let subscribed: typeof subscription | null = null;
  const pushManager = {
    getSubscription: vi.fn(() => Promise.resolve(subscribed)),
    subscribe: vi.fn(() => Promise.resolve((subscribed = subscription))),
  };
  const registration = { pushManager };
  vi.stubGlobal('Notification', { requestPermission: vi.fn(() => Promise.resolve(permission)) });
  vi.stubGlobal('PushManager', function PushManager() {});
  const serviceWorker = {
    register: vi.fn(() => Promise.resolve(registration)),
    ready: Promise.resolve(registration),
    getRegistration: vi.fn(() => Promise.resolve(registration)),
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  return { subscription, pushManager, serviceWorker };
}

describe('notification preferences', () => {
  it('shows a switch per channel from the server, and WhatsApp as not available', async () => {
    await renderPreferences();
    const email = screen.getByRole<HTMLInputElement>('switch', { name: 'E-mail' });
    expect(email.checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('switch', { name: 'SMS' }).checked).toBe(false);
    expect(screen.getByRole<HTMLInputElement>('switch', { name: 'Here in the app' }).checked).toBe(
      true,
    );
    const whatsApp = screen.getByRole<HTMLInputElement>('switch', { name: 'WhatsApp' });
    expect(whatsApp.disabled).toBe(true);
    expect(screen.getByText('Not available yet').id).toBe(
      whatsApp.getAttribute('aria-describedby'),
    );
  });

  it('shows push off on a device that has not subscribed, whatever the account says', async () => {
    await renderPreferences({ PN: true });
    const push = screen.getByRole<HTMLInputElement>('switch', {
      name: 'Push notifications on this device',
    });
    expect(push.checked).toBe(false);
  });

  it('changes one channel as the server confirms it', async () => {
    const requests = await renderPreferences();
    fireEvent.click(screen.getByRole('switch', { name: 'E-mail' }));
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('switch', { name: 'E-mail' }).checked).toBe(false),
    );
    expect(requestsTo(requests, 'POST', PREFERENCES).map((r) => r.body)).toEqual([
      { channel: 'EM', enable: false },
    ]);
  });

  it('turns push on only with the browser’s permission, and says why not', async () => {
    const browser = fakePushBrowser('denied');
    const requests = await renderPreferences();
    fireEvent.click(screen.getByRole('switch', { name: 'Push notifications on this device' }));
    expect(
      await screen.findByText(
        "Your browser blocks notifications from this site. Allow them in the browser's settings, then try again.",
      ),
    ).toBeTruthy();
    expect(requestsTo(requests, 'POST', PREFERENCES)).toHaveLength(0);
    expect(requestsTo(requests, 'POST', TOKEN)).toHaveLength(0);
    expect(browser.serviceWorker.register).not.toHaveBeenCalled();
  });

  it('subscribes, hands the server the subscription, and takes it back when switched off', async () => {
    const browser = fakePushBrowser('granted');
    const requests = await renderPreferences();
    const push = () =>
      screen.getByRole<HTMLInputElement>('switch', { name: 'Push notifications on this device' });
    fireEvent.click(push());
    await waitFor(() => expect(push().checked).toBe(true));
    expect(browser.serviceWorker.register).toHaveBeenCalledWith(
      expect.stringMatching(/sw\.js$|serviceWorker\.ts$/),
      expect.objectContaining({ scope: '/', type: 'module' }),
    );
    const options = browser.pushManager.subscribe.mock.calls[0] as unknown as [
      PushSubscriptionOptionsInit,
    ];
    expect(options[0].userVisibleOnly).toBe(true);
    expect([...(options[0].applicationServerKey as Uint8Array)]).toEqual([
      0x04, 0x49, 0x7a, 0xf8, 0xf1, 0xda, 0x5a,
    ]);
    const token = JSON.stringify(browser.subscription);
    expect(requestsTo(requests, 'POST', TOKEN).map((r) => r.body)).toEqual([
      { notification_token: token, platform: 'web', device_id: browserId() },
    ]);
    expect(localStorage.getItem('push-token')).toBe(token);
    expect(requestsTo(requests, 'POST', PREFERENCES).map((r) => r.body)).toEqual([
      { channel: 'PN', enable: true },
    ]);

    fireEvent.click(push());
    await waitFor(() => expect(requestsTo(requests, 'DELETE', TOKEN)).toHaveLength(1));
    expect(push().checked).toBe(false);
    expect(requestsTo(requests, 'DELETE', TOKEN)[0]?.body).toEqual({ notification_token: token });
    expect(browser.subscription.unsubscribe).toHaveBeenCalled();
    expect(localStorage.getItem('push-token')).toBeNull();
  });
});
