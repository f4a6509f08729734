// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormattedDate, FormattedNumber } from 'react-intl';
import { registry } from '../../../../renderers/registry.ts';
import { IntlShell } from '../../../../runtime/i18n/IntlShell.tsx';
import { localeAtom } from '../../../../runtime/i18n/localeAtom.ts';
import { RegistryContext } from '../../../../runtime/registry/RegistryContext.ts';
import { SessionBootstrap } from '../../../../runtime/session/SessionBootstrap.tsx';
import { bundledBrand } from '../../renderers/renderWithShell.tsx';
import { renderLearn } from '../../renderers/renderLearn.tsx';
import { ok, on, stubServices } from '../../renderers/stubServices.ts';

/** The catalog chunks (their retries are tested in loadCatalog.test.ts): Hindi never arrives. */
const loadCatalogPart = vi.hoisted(() =>
  vi.fn((locale: string) =>
    locale === 'en' ? Promise.resolve({}) : Promise.reject(new Error('offline')),
  ),
);
vi.mock('../../../../runtime/i18n/loadCatalog.ts', () => ({ loadCatalogPart }));
vi.mock('../../../../runtime/i18n/loadScriptFont.ts', () => ({
  loadScriptFont: () => Promise.resolve(),
}));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
});

describe('the UI language on load (shell spec §4, "Locale")', () => {
  it('lets a current profile’s differing language override the stored one', async () => {
    localStorage.setItem('auth.token', 't');
    localStorage.setItem('auth.refresh-token', 'r');
    stubServices(
      on(
        'GET',
        '/api/auth/connected_profiles',
        ok({
          data: {
            user_details: {
              id: 'parent-1',
              org_id: 1,
              email: 'parent@example.in',
              mobile: null,
              email_verified: true,
              mobile_verified: false,
              first_name: 'Asha',
              last_name: 'Rao',
            },
            linked_profiles: [
              {
                id: 'child-1',
                token: 'child-token',
                profile_details: {
                  first_name: 'Ravi',
                  last_name: 'Rao',
                  primary_goal: 'PreUG',
                  primary_exam: 'jee-main',
                  locale: 'hi',
                  video_quality: 'auto',
                  meta: {},
                },
              },
            ],
            skip_password_token: null,
          },
        }),
      ),
      on('GET', '/api/content/fiber-countries-goals-exams-v2', ok({ success: true, data: [] })),
    );
    const store = createStore();
    store.set(localeAtom, 'en');
    renderLearn(<SessionBootstrap>{null}</SessionBootstrap>, await bundledBrand('abhyas'), {
      store,
    });
    await waitFor(() => expect(store.get(localeAtom)).toBe('hi'));
    expect(localStorage.getItem('locale')).toBe('hi');
  });
});

describe('the message catalogs and formats', () => {
  const JUNE_5_2026 = Date.UTC(2026, 5, 5, 4, 30);

  function renderShell(locale: 'en' | 'hi') {
    const store = createStore();
    store.set(localeAtom, locale);
    render(
      <RegistryContext.Provider value={registry}>
        <JotaiProvider store={store}>
          <IntlShell>
            <p>
              <FormattedNumber value={1234567} />
            </p>
            <p>
              <FormattedDate
                value={JUNE_5_2026}
                day="2-digit"
                month="2-digit"
                year="numeric"
                timeZone="Asia/Kolkata"
              />
            </p>
          </IntlShell>
        </JotaiProvider>
      </RegistryContext.Provider>,
    );
  }

  it('formats numbers with Indian grouping and dates day first (en-IN)', async () => {
    renderShell('en');
    expect(await screen.findByText('12,34,567')).toBeTruthy();
    expect(screen.getByText('05/06/2026')).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
  });

  it('shows English when a language cannot be loaded', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderShell('hi');
    expect(await screen.findByText('12,34,567')).toBeTruthy();
    expect(loadCatalogPart).toHaveBeenCalledWith('hi', 'core');
    expect(error).toHaveBeenCalledWith(
      'could not load the hi catalog; showing en',
      new Error('offline'),
    );
    expect(document.documentElement.lang).toBe('en');
  });
});
