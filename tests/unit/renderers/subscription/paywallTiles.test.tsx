// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import type { Tile } from '../../../../domain/contracts/content.ts';
import { registry } from '../../../../renderers/registry.ts';
import { playerAtom } from '../../../../runtime/learn/playerAtom.ts';
import {
  contentLockedAtom,
  paywallOpenAtom,
} from '../../../../runtime/subscription/paywallAtoms.ts';
import { bundledBrand } from '../renderWithShell.tsx';
import { makeTile, renderLearn } from '../renderLearn.tsx';

afterEach(cleanup);

async function renderTile(tile: Tile, locked: boolean, module = 'learn') {
  const store = createStore();
  store.set(contentLockedAtom, locked);
  const Tile = registry.tiles[tile.tileType];
  const view = renderLearn(
    <Tile tile={tile} source="continueWatching" module={module} />,
    await bundledBrand('abhyas'),
    { path: '/learn/home', store },
  );
  await act(() => import('../../../../renderers/tiles/tiles.tsx').then(() => undefined));
  return view;
}

describe('paywall intercept on tiles', () => {
  it('opens the paywall instead of the video while the plan has ended', async () => {
    const { store } = await renderTile(makeTile({ id: 'v1', tileName: 'Vectors' }), true);
    const tile = screen.getByRole('button', { name: 'Vectors' });
    expect(tile.getAttribute('aria-haspopup')).toBe('dialog');
    expect(tile.getAttribute('aria-describedby')).toBeTruthy();
    expect(tile.querySelector('[data-lock]')).not.toBeNull();
    fireEvent.click(tile);
    expect(store.get(paywallOpenAtom)).toBe(true);
    expect(store.get(playerAtom)).toBeUndefined();
  });

  it('opens the video with a plan', async () => {
    const { store } = await renderTile(makeTile({ id: 'v1', tileName: 'Vectors' }), false);
    const tile = screen.getByRole('button', { name: 'Vectors' });
    expect(tile.querySelector('[data-lock]')).toBeNull();
    fireEvent.click(tile);
    expect(store.get(paywallOpenAtom)).toBe(false);
    expect(store.get(playerAtom)).toMatchObject({ videoId: 'v1' });
  });

  it('locks a test and a practice chapter, but not a learn chapter, which only lists', async () => {
    const { store } = await renderTile(
      makeTile({ id: 't1', tileType: 'test', tileName: 'Paper 1' }),
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Paper 1' }));
    expect(store.get(paywallOpenAtom)).toBe(true);
    cleanup();
    await renderTile(
      makeTile({ id: 'c1', tileType: 'chapter', tileName: 'Optics' }),
      true,
      'practice',
    );
    expect(screen.getByRole('button', { name: 'Optics' })).toBeTruthy();
    cleanup();
    await renderTile(makeTile({ id: 'c1', tileType: 'chapter', tileName: 'Optics' }), true);
    expect(screen.getByRole('link', { name: 'Optics' })).toBeTruthy();
  });
});
