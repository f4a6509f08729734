// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bundledBrand, renderApp } from './renderWithShell.tsx';

/** Unit tests have no server: the guest session is answered, anything else fails as offline. */
const urlOf = (input: RequestInfo | URL) =>
  input instanceof Request ? input.url : input.toString();

function fakeServer(input: RequestInfo | URL): Promise<Response> {
  if (urlOf(input).includes('/user/details'))
    return Promise.resolve(
      Response.json({ data: { guest_session_id: 'g-1', guest_token: 'guest-token' } }),
    );
  return Promise.reject(new Error('no network in unit tests'));
}

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(fakeServer));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('app routes', () => {
  it('shows the brand landing page with sign-up when the brand allows it', async () => {
    renderApp(await bundledBrand('abhyas'), '/');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Abhyas — learn, practise and crack your exam',
      }),
    ).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Sign up free' }).length).toBeGreaterThan(0);
    expect(screen.getByText('7 days free trial, no card needed')).toBeTruthy();
  });

  it('shows web views and framed pages without the site’s header and footer', async () => {
    const brand = await bundledBrand('abhyas');
    renderApp(brand, '/');
    expect(await screen.findByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    cleanup();
    renderApp(brand, '/?iframe=true');
    expect(await screen.findByRole('main')).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    cleanup();
    renderApp(brand, '/web-view/practice');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('offers no sign-up on an institute brand', async () => {
    renderApp(await bundledBrand('vidya'), '/');
    expect(await screen.findByText(/Your institute creates your account/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign up free' })).toBeNull();
  });

  it('shows the homework variant of the landing page', async () => {
    renderApp(await bundledBrand('homework'), '/');
    expect(await screen.findByRole('heading', { name: 'How homework works' })).toBeTruthy();
  });

  it('sends a signed-out visitor from a protected route to the landing page with redirect_url', async () => {
    const { location } = renderApp(await bundledBrand('abhyas'), '/learn/home');
    await waitFor(() => expect(location.current?.pathname).toBe('/'));
    expect(location.current?.search).toBe('?redirect_url=%2Flearn%2Fhome');
  });

  it('answers an unknown path with page-not-present and a button to user home', async () => {
    renderApp(await bundledBrand('abhyas'), '/no/such/page');
    expect(await screen.findByRole('heading', { name: 'This page is not here' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to my home' }).getAttribute('href')).toBe(
      '/user-home',
    );
  });

  it('treats routes of a module the brand switched off as unknown', async () => {
    renderApp(await bundledBrand('abhyas-home'), '/achieve/home');
    expect(await screen.findByRole('heading', { name: 'This page is not here' })).toBeTruthy();
  });
});

describe('guest session', () => {
  const guestCalls = () =>
    vi.mocked(fetch).mock.calls.filter(([input]) => urlOf(input).includes('/user/details'));

  it('is asked for once for a visitor where the brand has the chat help, and kept for the tab', async () => {
    renderApp(await bundledBrand('abhyas'), '/');
    await waitFor(() => expect(sessionStorage.getItem('guest-session')).toContain('g-1'));
    expect(guestCalls()).toHaveLength(1);
    expect(urlOf(guestCalls()[0]?.[0] ?? '')).toContain('is_guest=true');
  });

  it('is not asked for where the brand has no chat help', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new Error('no network in this test'))),
    );
    renderApp(await bundledBrand('vidya'), '/');
    await screen.findByText(/Your institute creates your account/);
    expect(guestCalls()).toHaveLength(0);
  });
});
