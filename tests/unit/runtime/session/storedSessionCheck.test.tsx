// @vitest-environment happy-dom
import { cleanup, render, waitFor } from '@testing-library/react';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readTokens, writeTokens } from '../../../../runtime/api/tokenStore.ts';
import { BrandContext } from '../../../../runtime/brand/BrandContext.ts';
import { authStateAtom } from '../../../../runtime/session/authState.ts';
import { SessionBootstrap } from '../../../../runtime/session/SessionBootstrap.tsx';
import { bundledBrand } from '../../renderers/renderWithShell.tsx';

function Status() {
  return <p>{useAtomValue(authStateAtom).status}</p>;
}

async function checkStoredSession(connectedProfiles: () => Promise<Response>) {
  writeTokens({ token: 'access', refreshToken: 'refresh' });
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) =>
      input.endsWith('/refresh-token')
        ? Promise.resolve(new Response('{"code":"UNAUTHORISED","message":"no"}', { status: 401 }))
        : connectedProfiles(),
    ),
  );
  vi.spyOn(location, 'reload').mockImplementation(() => undefined);
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
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the stored session check', () => {
  it('forgets a session the server refuses', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await checkStoredSession(() =>
      Promise.resolve(
        new Response('{"code":"SESSION_REVOKED","message":"ended"}', { status: 401 }),
      ),
    );
    expect(readTokens()).toBeUndefined();
  });

  it('keeps a session whose check was cut short, for the next page to check again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await checkStoredSession(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(readTokens()).toEqual({ token: 'access', refreshToken: 'refresh' });
  });
});
