// @vitest-environment happy-dom
import { cleanup, render, waitFor } from '@testing-library/react';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrandContext } from '../../../../runtime/brand/BrandContext.ts';
import { authStateAtom } from '../../../../runtime/session/authState.ts';
import { SessionBootstrap } from '../../../../runtime/session/SessionBootstrap.tsx';
import { bundledBrand } from '../../renderers/renderWithShell.tsx';

// The failure's own code cannot load, as when the network went with the sign-on.
vi.mock('../../../../runtime/session/handleSsoFailure.ts', () => {
  throw new Error('chunk failed to load');
});

function Status() {
  return <p>{useAtomValue(authStateAtom).status}</p>;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a failed single sign-on while its handling cannot load', () => {
  it('still decides the session: signed out, instead of loading for ever', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    history.replaceState(null, '', '/?lr=some.link');
    const view = render(
      <BrandContext.Provider value={await bundledBrand('abhyas')}>
        <JotaiProvider>
          <SessionBootstrap>
            <Status />
          </SessionBootstrap>
        </JotaiProvider>
      </BrandContext.Provider>,
    );
    await waitFor(() => expect(view.getByText('signedOut')).toBeTruthy());
  });
});
