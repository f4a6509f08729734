import type { DataSource } from '../../schemas/types.generated.ts';

/**
 * How the server answers each data source a page document may name (the schema's `dataSource`
 * enum): the shelf call with tiles, the hero-banners call, or nothing yet (the shelf shows its empty
 * state). The record is complete over the schema's enum, so a source added to the schema is a type
 * error until it is given an answer here, and one given to the shelf call is a type error until the
 * server builds it (SHELF_BUILDERS is typed over SHELF_SOURCES).
 */
export const DATA_SOURCE_CALLS = {
  heroBanners: 'heroBanners',
  subjects: 'shelf',
  chapters: 'shelf',
  topics: 'shelf',
  continueWatching: 'shelf',
  videos: 'shelf',
  books: 'shelf',
  favouriteBooks: 'shelf',
  bigBooks: 'shelf',
  learnChapters: 'shelf',
  tests: 'shelf',
  createTest: 'shelf',
  assignments: 'shelf',
  schoolTests: 'shelf',
  bookmarks: 'none',
  progress: 'none',
  cheatsheets: 'none',
  performance: 'shelf',
  liveClassBooks: 'shelf',
  liveClassCourses: 'shelf',
} as const satisfies Readonly<Record<DataSource, 'shelf' | 'heroBanners' | 'none'>>;

/** A data source the content service's shelf call answers. */
export type ShelfSource = {
  [S in DataSource]: (typeof DATA_SOURCE_CALLS)[S] extends 'shelf' ? S : never;
}[DataSource];

const isShelfSource = (source: DataSource): source is ShelfSource =>
  DATA_SOURCE_CALLS[source] === 'shelf';

/** The shelf call's sources, in the schema's order. */
export const SHELF_SOURCES: readonly ShelfSource[] = (
  Object.keys(DATA_SOURCE_CALLS) as DataSource[]
).filter(isShelfSource);
