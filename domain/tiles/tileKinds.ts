import type { TileKind } from '../../schemas/types.generated.ts';
import { TILES_PER_VIEW } from '../pages/tilesPerView.ts';

/** Every tile kind, read off the complete per-kind record (so the list cannot drift from the schema). */
export const TILE_KINDS = Object.keys(TILES_PER_VIEW) as [TileKind, ...TileKind[]];

/** Big-book tiles that stand for an empty shelf or a settings entry: clicking them does nothing. */
export const STATIC_CASES = ['big_book_zero', 'book_zero_state', 'manage_books'] as const;

/** Tiles show at most this many poster frames of thumb_list (learning-experience spec §2). */
export const THUMBNAILS_PER_TILE = 3;
