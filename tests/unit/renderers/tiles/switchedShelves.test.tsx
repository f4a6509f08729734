// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShelfBlock } from '../../../../renderers/blocks/ShelfBlock.tsx';
import type { Shelf } from '../../../../schemas/types.generated.ts';
import { bundledBrand } from '../renderWithShell.tsx';
import { answer, makeTile, renderLearn, signedInStore, stubServer } from '../renderLearn.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const bigBooks: Shelf = {
  type: 'shelf',
  id: 'big-books',
  title: 'page.shelf.books',
  tile: 'big_books',
  source: 'bigBooks',
};

async function renderShelf(brandId: string) {
  const requests = stubServer(
    answer('GET', '/shelf/bigBooks', {
      data: { tiles: [makeTile({ id: 'bb-1', tileType: 'big_books', tileName: 'HC Verma' })] },
    }),
  );
  renderLearn(
    <ShelfBlock block={bigBooks} documentPath="pages/x.json#/blocks/1" />,
    await bundledBrand(brandId),
    { path: '/learn/home', store: signedInStore() },
  );
  return requests;
}

describe('a shelf of a switchable feature', () => {
  it('shows where the brand has the feature', async () => {
    await renderShelf('abhyas');
    expect(await screen.findByRole('region', { name: 'Books' })).toBeTruthy();
    expect(await screen.findByText('HC Verma')).toBeTruthy();
  });

  it('is left out, and not asked for, where the brand switches it off (homework: big books)', async () => {
    const requests = await renderShelf('homework');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Books' })).toBeNull();
    expect(requests).toHaveLength(0);
  });
});
