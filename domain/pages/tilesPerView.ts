import type { TileKind } from '../../schemas/types.generated.ts';

/** Tiles one page of a shelf shows, by tile kind (learning-experience spec §2, "Tiles and shelves"). */
export const TILES_PER_VIEW: Readonly<Record<TileKind, number>> = {
  subject: 6,
  chapter: 4,
  topic: 5,
  video: 5,
  book: 6,
  learn_chapter: 5,
  test: 4,
  create_test: 4,
  fav_book: 6,
  assignments: 4,
  school_test: 5,
  bookmarks: 5,
  big_books: 6,
  progress: 1,
  cheatsheet: 4,
  performance: 1,
  live_class_book: 6,
  live_class_course: 6,
};

/** The shelf's own count when its document sets one, else the kind's default. */
export function tilesPerView(shelf: { tile: TileKind; tilesPerView?: number }): number {
  return shelf.tilesPerView ?? TILES_PER_VIEW[shelf.tile];
}
