// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatLauncher } from '../../../renderers/shell/ChatLauncher.tsx';
import { SmartBanner } from '../../../renderers/shell/SmartBanner.tsx';
import { ToastHost } from '../../../renderers/shell/ToastHost.tsx';
import { UpdateOffer } from '../../../renderers/shell/UpdateOffer.tsx';
import { newBuildAtom } from '../../../runtime/build/newBuildAtom.ts';
import { trackChatbotEvent } from '../../../runtime/events/chatbotEvents.ts';
import { localeAtom } from '../../../runtime/i18n/localeAtom.ts';
import { shellStore } from '../../../runtime/shellStore.ts';
import { dismissToast, showToast, toastsAtom } from '../../../runtime/toast/toastStore.ts';
import { bundledBrand, renderApp, renderInShell } from './renderWithShell.tsx';

vi.mock('../../../runtime/events/chatbotEvents.ts', () => ({ trackChatbotEvent: vi.fn() }));

const urlOf = (input: RequestInfo | URL) =>
  input instanceof Request ? input.url : input.toString();

/** Unit tests have no server: the guest session and a refused sign-on link are answered. */
function fakeServer(input: RequestInfo | URL): Promise<Response> {
  const url = urlOf(input);
  if (url.includes('/user/details'))
    return Promise.resolve(
      Response.json({ data: { guest_session_id: 'g-1', guest_token: 'guest-token' } }),
    );
  if (url.includes('/sso/token/verify'))
    return Promise.resolve(
      Response.json({ code: 'SSO_INVALID', message: 'not valid' }, { status: 400 }),
    );
  return Promise.reject(new Error('no network in unit tests'));
}

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(fakeServer));
});
afterEach(() => {
  cleanup();
  for (const toast of shellStore.get(toastsAtom)) dismissToast(toast.id);
  shellStore.set(newBuildAtom, undefined);
  vi.unstubAllGlobals();
  vi.mocked(trackChatbotEvent).mockClear();
  localStorage.clear();
  sessionStorage.clear();
  history.replaceState(null, '', '/');
});

describe('toast host', () => {
  it('shows errors as alerts and the rest as status messages, each closable from the keyboard', async () => {
    const brand = await bundledBrand('abhyas');
    renderInShell(<ToastHost />, brand);
    act(() => {
      showToast({ type: 'error', messageKey: 'shell.toast.ssoSessionExpired' });
      showToast({ type: 'success', messageKey: 'shell.update.later' });
    });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Error:');
    expect(alert.textContent).toContain('Your session has expired.');
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Done:');

    const close = screen.getAllByRole('button', { name: 'Dismiss' })[0];
    close?.focus();
    fireEvent.keyDown(close ?? document.body, { key: 'Escape' });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('chat launcher', () => {
  it('opens a help panel with the brand’s support contacts, and Escape closes it', async () => {
    const brand = await bundledBrand('abhyas');
    renderInShell(<ChatLauncher />, brand, '/learn/home');
    const launcher = screen.getByRole('button', { name: 'Help' });
    expect(launcher.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(launcher);

    const panel = await screen.findByRole('dialog', { name: 'How can we help?' });
    expect(launcher.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('How can we help?'));
    expect(
      screen.getByRole('link', { name: 'E-mail help@abhyas.example' }).getAttribute('href'),
    ).toBe('mailto:help@abhyas.example');
    expect(screen.getByRole('link', { name: 'Call +91 80 4000 1000' }).getAttribute('href')).toBe(
      'tel:+918040001000',
    );
    expect(screen.getByRole('link', { name: 'Open the help desk' }).getAttribute('href')).toBe(
      '/helpdesk',
    );

    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(launcher);
    expect(vi.mocked(trackChatbotEvent).mock.calls.map(([topic]) => topic)).toEqual([
      'shown',
      'opened',
      'closed',
    ]);
  });

  it('reports its first showing once per browser', async () => {
    const brand = await bundledBrand('abhyas');
    renderInShell(<ChatLauncher />, brand, '/learn/home');
    cleanup();
    renderInShell(<ChatLauncher />, brand, '/test/home');
    expect(vi.mocked(trackChatbotEvent).mock.calls.filter(([t]) => t === 'shown')).toHaveLength(1);
  });

  it('is not there on pages the spec keeps clear, nor on a brand without the chatbot', async () => {
    renderInShell(<ChatLauncher />, await bundledBrand('abhyas'), '/privacy-policy');
    expect(screen.queryByRole('button', { name: 'Help' })).toBeNull();
    cleanup();
    renderInShell(<ChatLauncher />, await bundledBrand('homework'), '/learn/home');
    expect(screen.queryByRole('button', { name: 'Help' })).toBeNull();
  });
});

function InLocale({ locale }: { locale: 'kn' }) {
  const setLocale = useSetAtom(localeAtom);
  useEffect(() => setLocale(locale), [locale, setLocale]);
  return null;
}

describe('smart banner', () => {
  it('shows the brand’s banner in English until closed, and remembers the close', async () => {
    const brand = await bundledBrand('abhyas');
    renderInShell(<SmartBanner />, brand);
    const banner = screen.getByRole('complementary', { name: 'Get the Abhyas app' });
    expect(screen.getByRole('link', { name: 'Get the app' }).getAttribute('href')).toBe(
      'https://abhyas.example/app',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close the app banner' }));
    expect(banner.isConnected).toBe(false);
    expect(localStorage.getItem('smart-banner-closed')).toBe('app-2025');
    cleanup();
    renderInShell(<SmartBanner />, brand);
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('is not shown in other languages, nor where the brand switches it off', async () => {
    renderInShell(
      <>
        <InLocale locale="kn" />
        <SmartBanner />
      </>,
      await bundledBrand('abhyas'),
    );
    await waitFor(() => expect(screen.queryByRole('complementary')).toBeNull());
    cleanup();
    renderInShell(<SmartBanner />, await bundledBrand('vidya'));
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});

describe('new build offer', () => {
  it('offers a reload once a newer build is out, and can wait', async () => {
    renderInShell(<UpdateOffer />, await bundledBrand('abhyas'));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => shellStore.set(newBuildAtom, 'v2'));
    expect(screen.getByRole('status').textContent).toContain('A new version of Abhyas is ready.');
    expect(screen.getByRole('button', { name: 'Reload now' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('in the app frame', () => {
  it('shows the banner and the chat launcher on web pages, neither in web views', async () => {
    const brand = await bundledBrand('abhyas');
    renderApp(brand, '/');
    expect(await screen.findByRole('button', { name: 'Help' })).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'Get the Abhyas app' })).toBeTruthy();
    cleanup();
    renderApp(brand, '/web-view/practice');
    expect(await screen.findByRole('main')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Help' })).toBeNull();
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('says a refused QR-code sign-on has expired, at the top right, and goes to log in', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem('tracking_id', 'qr-1');
    history.replaceState(null, '', '/?lr=spent.link');
    const { location } = renderApp(await bundledBrand('abhyas'), '/');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Your session has expired. Please refresh the QR Code in the companion app to continue.',
    );
    expect(alert.closest('.toast-stack--topRight')).not.toBeNull();
    await waitFor(() => expect(location.current?.pathname).toBe('/login'));
    expect(window.location.search).toBe('');
  });
});
