import type { Tile } from '../contracts/content.ts';
import type { STATIC_CASES } from './tileKinds.ts';

/** The catalog key of each tile the browser words itself (written out, so unused keys show). */
const WORDING: Readonly<Record<(typeof STATIC_CASES)[number] | 'create_test', string>> = {
  big_book_zero: 'tile.wording.big_book_zero',
  book_zero_state: 'tile.wording.book_zero_state',
  manage_books: 'tile.wording.manage_books',
  create_test: 'tile.wording.create_test',
};

/**
 * Tiles the service sends without a name: zero states by their static case, the create-your-test
 * entry by its kind. The catalog key of their wording, or undefined.
 */
export function tileWordingKey(tile: Pick<Tile, 'tileType' | 'staticCase'>): string | undefined {
  if (tile.staticCase !== undefined) return WORDING[tile.staticCase];
  return tile.tileType === 'create_test' ? WORDING.create_test : undefined;
}
