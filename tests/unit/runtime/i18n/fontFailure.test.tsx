// @vitest-environment happy-dom
import { parse } from '@formatjs/icu-messageformat-parser';
import { cleanup, render, screen } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registry } from '../../../../renderers/registry.ts';
import { IntlShell } from '../../../../runtime/i18n/IntlShell.tsx';
import { localeAtom } from '../../../../runtime/i18n/localeAtom.ts';
import { RegistryContext } from '../../../../runtime/registry/RegistryContext.ts';

/** Both catalogs arrive; only the Devanagari font's chunk cannot be fetched. */
const loadCatalogPart = vi.hoisted(() =>
  vi.fn((locale: string) =>
    Promise.resolve({ greeting: parse(locale === 'hi' ? 'नमस्ते' : 'Hello') }),
  ),
);
const loadScriptFont = vi.hoisted(() =>
  vi.fn((locale: string) =>
    locale === 'hi' ? Promise.reject(new Error('font chunk offline')) : Promise.resolve(),
  ),
);
vi.mock('../../../../runtime/i18n/loadCatalog.ts', () => ({ loadCatalogPart }));
vi.mock('../../../../runtime/i18n/loadScriptFont.ts', () => ({ loadScriptFont }));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a font that cannot load (shell spec §8: font failures are only logged)', () => {
  it('keeps the chosen language and logs the failure', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = createStore();
    store.set(localeAtom, 'hi');
    render(
      <RegistryContext.Provider value={registry}>
        <JotaiProvider store={store}>
          <IntlShell>
            <p>
              <FormattedMessage id="greeting" />
            </p>
          </IntlShell>
        </JotaiProvider>
      </RegistryContext.Provider>,
    );

    expect(await screen.findByText('नमस्ते')).toBeTruthy();
    expect(document.documentElement.lang).toBe('hi');
    expect(loadScriptFont).toHaveBeenCalledWith('hi');
    expect(loadCatalogPart).not.toHaveBeenCalledWith('en', 'core');
    expect(logged).toHaveBeenCalledExactlyOnceWith(
      'could not load the hi font; its text shows in a fallback font',
      new Error('font chunk offline'),
    );
  });
});
