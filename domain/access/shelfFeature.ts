import type { DataSource, Shelf, TileKind } from '../../schemas/types.generated.ts';
import type { BrandFeature } from './featureEnabled.ts';

const TILE_FEATURES: Readonly<Partial<Record<TileKind, BrandFeature>>> = {
  fav_book: 'favouriteBook',
  big_books: 'bigBook',
  live_class_book: 'liveClass',
  live_class_course: 'liveClass',
};

const SOURCE_FEATURES: Readonly<Partial<Record<DataSource, BrandFeature>>> = {
  favouriteBooks: 'favouriteBook',
  bigBooks: 'bigBook',
  liveClassBooks: 'liveClass',
  liveClassCourses: 'liveClass',
};

/**
 * The feature a shelf shows, if any: by its tile kind, or else by its data source, so that a page
 * author who shows big books as ordinary book tiles still gets the big-book switch obeyed.
 */
export function shelfFeature(shelf: Pick<Shelf, 'tile' | 'source'>): BrandFeature | undefined {
  return TILE_FEATURES[shelf.tile] ?? SOURCE_FEATURES[shelf.source];
}
