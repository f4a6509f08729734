// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bundledBrand, renderApp } from '../renderWithShell.tsx';

/** No server in unit tests: the guest session is answered, anything else fails as offline. */
function fakeServer(input: RequestInfo | URL): Promise<Response> {
  const url = input instanceof Request ? input.url : input.toString();
  if (url.includes('/user/details'))
    return Promise.resolve(Response.json({ data: { guest_session_id: 'g-1', guest_token: 't' } }));
  return Promise.reject(new Error('no network in unit tests'));
}

beforeEach(() => vi.stubGlobal('fetch', vi.fn(fakeServer)));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const brand = await bundledBrand('abhyas');
const publicPages = brand.docs.routes.routes.filter(
  (route) => route.page !== undefined && route.group === 'public',
);

describe('public and info pages in the app', () => {
  it('are every public route that shows a page document', () => {
    expect(publicPages.map((r) => r.path)).toContain('/in-en/outcomes/abhyasscore');
    expect(publicPages.length).toBeGreaterThan(25);
  });

  it.each(publicPages.map((route) => [route.path, route.page] as const))(
    '%s opens for a visitor with its own heading',
    async (path) => {
      renderApp(brand, path);
      const heading = await screen.findByRole('heading', { level: 1 });
      expect(heading.textContent).not.toBe('');
      expect(screen.queryByText(/No component is registered/)).toBeNull();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    },
  );

  it('exist on an institute brand that inherits them', async () => {
    renderApp(await bundledBrand('pragati'), '/in-en/outcomes/pragatiscore');
    expect(await screen.findByRole('heading', { level: 1, name: 'Readiness score' })).toBeTruthy();
  });

  it('ask a visitor to sign in before the feedback page', async () => {
    const { location } = renderApp(brand, '/feedback');
    await screen.findByRole('heading', { level: 1 });
    expect(location.current?.pathname).toBe('/');
    expect(location.current?.search).toBe('?redirect_url=%2Ffeedback');
  });
});

describe('the footer', () => {
  it('links every page to the legal and help pages', async () => {
    renderApp(brand, '/in-en/outcomes');
    const footer = await screen.findByRole('navigation', { name: 'Site information' });
    const links = within(footer).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Terms of use', '/tos'],
      ['Privacy policy', '/privacy-policy'],
      ['Contact us', '/in-en/contactus'],
      ['Help desk', '/helpdesk'],
    ]);
  });
});

describe('the landing page', () => {
  it('adds the brand’s sections below the hero', async () => {
    renderApp(brand, '/');
    expect(await screen.findByRole('region', { name: 'Exams we prepare you for' })).toBeTruthy();
    expect(
      screen.getByRole('heading', { level: 2, name: 'How Abhyas helps you improve' }),
    ).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows the homework app’s own sections', async () => {
    renderApp(await bundledBrand('homework'), '/');
    expect(await screen.findByRole('region', { name: 'Made for the whole class' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Exams we prepare you for' })).toBeNull();
  });
});
