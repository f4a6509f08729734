import { render } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { BundledBrand } from '../../../domain/brands/bundledBrand.ts';
import type { Tile } from '../../../domain/contracts/content.ts';
import en from '../../../locales/en.json' with { type: 'json' };
import { registry } from '../../../renderers/registry.ts';
import { BrandContext } from '../../../runtime/brand/BrandContext.ts';
import { RegistryContext } from '../../../runtime/registry/RegistryContext.ts';
import { authStateAtom } from '../../../runtime/session/authState.ts';
import { stubServices, type SeenRequest } from './stubServices.ts';

export type { SeenRequest };

type Store = ReturnType<typeof createStore>;

function LocationProbe({ into }: { into: { current?: Location } }) {
  into.current = useLocation();
  return null;
}

/**
 * Renders learn components inside the shell's providers with a jotai store the test can read (the
 * player atom) and a fresh swr cache (answers never leak between tests). With `pattern`, the UI is
 * the element of that route, so route params work; the location probe reports navigation.
 */
export function renderLearn(
  ui: ReactNode,
  brand: BundledBrand,
  {
    path = '/',
    pattern,
    store = createStore(),
  }: { path?: string; pattern?: string; store?: Store } = {},
) {
  const location: { current?: Location } = {};
  const view = render(
    <BrandContext.Provider value={brand}>
      <RegistryContext.Provider value={registry}>
        <JotaiProvider store={store}>
          <IntlProvider locale="en" messages={en}>
            <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
              <MemoryRouter initialEntries={[path]}>
                {pattern === undefined ? (
                  ui
                ) : (
                  <Routes>
                    <Route path={pattern} element={ui} />
                    <Route path="*" element={null} />
                  </Routes>
                )}
                <LocationProbe into={location} />
              </MemoryRouter>
            </SWRConfig>
          </IntlProvider>
        </JotaiProvider>
      </RegistryContext.Provider>
    </BrandContext.Provider>,
  );
  return { ...view, store, location };
}

/** A store with a parent signed in and a child profile (exam jee-main, goal PreUG) chosen. */
export function signedInStore(): Store {
  const store = createStore();
  store.set(authStateAtom, {
    status: 'signedIn',
    currentProfileId: 'child-1',
    connected: {
      skipPasswordToken: null,
      user: {
        id: 'parent-1',
        org_id: 1,
        email: 'parent@example.in',
        mobile: null,
        email_verified: true,
        mobile_verified: false,
        first_name: 'Asha',
        last_name: 'Rao',
      },
      profiles: [
        {
          id: 'child-1',
          token: 'child-token',
          profile_details: {
            first_name: 'Ravi',
            last_name: 'Rao',
            primary_goal: 'PreUG',
            primary_exam: 'jee-main',
            locale: 'en',
            video_quality: 'auto',
            meta: {},
          },
        },
      ],
    },
  });
  return store;
}

/** A tile as the content service sends it, with what a test changes. */
export function makeTile(overrides: Partial<Tile> & Pick<Tile, 'id'>): Tile {
  return {
    tileType: 'video',
    tileName: `Tile ${overrides.id}`,
    thumb_list: [],
    locked: false,
    tagDetails: [],
    ...overrides,
  };
}

type Handler = (request: SeenRequest) => Response | undefined;

/**
 * Stubs fetch with a tiny content server (stubServices, with handlers that answer with a whole
 * Response): anything unanswered fails as offline. Returns the requests made, for assertions.
 */
export function stubServer(...handlers: Handler[]): SeenRequest[] {
  return stubServices(
    ...handlers.map((handler) => (request: SeenRequest) => {
      const answer = handler(request);
      return answer && Promise.resolve(answer);
    }),
  );
}

/** A handler answering `method path` (path below /api/content, exact) with a JSON body. */
export function answer(method: string, path: string, body: unknown, status = 200): Handler {
  return (request) =>
    request.method === method && request.url.pathname === `/api/content${path}`
      ? Response.json(body, { status })
      : undefined;
}
