// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FeatureFlags } from '../../../../domain/contracts/featureFlags.ts';
import { Guard } from '../../../../runtime/routing/Guard.tsx';
import { authStateAtom } from '../../../../runtime/session/authState.ts';
import type { Route } from '../../../../schemas/types.generated.ts';
import { bundledBrand } from '../../renderers/renderWithShell.tsx';
import { renderLearn, signedInStore } from '../../renderers/renderLearn.tsx';

afterEach(cleanup);

const NOT_PRESENT = 'This page is not here';

function storeWithFlags(featureFlags: FeatureFlags | undefined) {
  const store = signedInStore();
  const state = store.get(authStateAtom);
  if (state.status !== 'signedIn') throw new Error('not signed in');
  store.set(authStateAtom, { ...state, connected: { ...state.connected, featureFlags } });
  return store;
}

async function open(brandId: string, path: string, flags?: FeatureFlags) {
  const brand = await bundledBrand(brandId);
  const route = brand.docs.routes.routes.find((r: Route) => r.path === path);
  if (!route) throw new Error(`no route ${path}`);
  renderLearn(
    <Guard route={route}>
      <p>the screen</p>
    </Guard>,
    brand,
    { store: storeWithFlags(flags) },
  );
}

describe('routes of switchable features', () => {
  it('open where the brand has the feature', async () => {
    await open('abhyas', '/invite-parent');
    expect(screen.getByText('the screen')).toBeTruthy();
  });

  it('answer page-not-present where the brand switches the feature off (vidya: invite parent)', async () => {
    await open('vidya', '/invite-parent');
    expect(screen.queryByText('the screen')).toBeNull();
    expect(await screen.findByRole('heading', { name: NOT_PRESENT })).toBeTruthy();
  });

  it('follow the user’s category where live classes are byCategory (abhyas)', async () => {
    await open('abhyas', '/batches/:liveClassBatchId?', { category: 'CAT-L' });
    expect(screen.getByText('the screen')).toBeTruthy();
    cleanup();
    await open('abhyas', '/batches/:liveClassBatchId?', { category: 'CAT-X' });
    expect(await screen.findByRole('heading', { name: NOT_PRESENT })).toBeTruthy();
    cleanup();
    await open('abhyas', '/batches/:liveClassBatchId?');
    expect(await screen.findByRole('heading', { name: NOT_PRESENT })).toBeTruthy();
  });

  it('answer page-not-present to a user whose feature flags turn the feature off', async () => {
    await open('abhyas', '/edit-profile/:id', { editProfile: false });
    expect(await screen.findByRole('heading', { name: NOT_PRESENT })).toBeTruthy();
  });
});
