import type { Tile } from '../../../domain/contracts/content.ts';
import { onWatchlist } from '../../../domain/learn/onWatchlist.ts';
import type { ShelfSource } from '../../../domain/contracts/dataSourceCalls.ts';
import type { ChildSession } from '../../sessions/requireChild.ts';
import type { ContentContext } from './ContentContext.ts';
import type { NodeRow, PlacedVideo } from './contentStore.ts';
import { bookTile, nodeTile, videoTile, zeroStateTile } from './contentTiles.ts';

/** A shelf shows at most this many tiles; it pages through them a window at a time. */
export const SHELF_MAX_TILES = 60;
/** "Continue watching" looks back over this many unfinished videos. */
export const CONTINUE_WATCHING_MAX = 20;

type Build = (ctx: ContentContext, child: ChildSession, locale: string) => Promise<Tile[]>;

/** The first lesson at or below a node, in teaching order. */
const firstInside = (videos: readonly PlacedVideo[], node: NodeRow) =>
  videos.find(
    (v) => v.learn_path === node.learn_path || v.learn_path.startsWith(`${node.learn_path}--`),
  );

const syllabusShelf =
  (level: 'subject' | 'chapter' | 'topic', tileType: 'subject' | 'chapter' | 'topic'): Build =>
  async (ctx, child, locale) => {
    const exam = ctx.examOf(child);
    const [nodes, videos, tiles] = await Promise.all([
      ctx.store.nodesOfExam(exam, level),
      // Every node has its own poster; a lesson inside stands in for one imported without.
      level === 'subject' ? [] : ctx.store.videosOfExam(exam),
      ctx.tiles(child, locale, []),
    ]);
    return nodes.map((node) =>
      nodeTile(node, tileType, tiles, undefined, firstInside(videos, node)),
    );
  };

const bookShelf =
  (kind: 'book' | 'bigBook' | 'liveClassBook', context: string): Build =>
  async (ctx, child, locale) => {
    const books = await ctx.store.booksOfExam(ctx.examOf(child), kind);
    const tiles = await ctx.tiles(child, locale, []);
    if (books.length === 0 && kind === 'bigBook')
      return [zeroStateTile('big_books', 'big_book_zero')];
    return books.map((book) => bookTile(book, tiles, context));
  };

/**
 * Every shelf source of the page documents and the tiles it gives a child, for the child's exam,
 * with the child's progress. The record is complete over the sources the schema's data sources give
 * the shelf call (DATA_SOURCE_CALLS), so a shelf source without a builder is a type error.
 */
export const SHELF_BUILDERS: Readonly<Record<ShelfSource, Build>> = {
  subjects: syllabusShelf('subject', 'subject'),
  chapters: syllabusShelf('chapter', 'chapter'),
  topics: syllabusShelf('topic', 'topic'),

  /** Chapters with how much of their lessons the child has finished. */
  async learnChapters(ctx, child, locale) {
    const exam = ctx.examOf(child);
    const [chapters, videos] = await Promise.all([
      ctx.store.nodesOfExam(exam, 'chapter'),
      ctx.store.videosOfExam(exam),
    ]);
    const tiles = await ctx.tiles(
      child,
      locale,
      videos.map((v) => v.id),
    );
    return chapters.map((chapter) => {
      const inside = videos.filter((v) => v.learn_path.startsWith(`${chapter.learn_path}--`));
      const done = inside.filter((v) => tiles.statuses.get(v.id)?.status === 'COMPLETED').length;
      return nodeTile(chapter, 'learn_chapter', tiles, { done, total: inside.length }, inside[0]);
    });
  },

  async videos(ctx, child, locale) {
    const videos = await ctx.store.videosOfExam(ctx.examOf(child));
    const tiles = await ctx.tiles(
      child,
      locale,
      videos.map((v) => v.id),
    );
    return videos.map((v) => videoTile(v, v.learn_path, tiles));
  },

  async continueWatching(ctx, child, locale) {
    // The user home's watchlist is this shelf: lessons started and not finished, newest first.
    const unfinished = await ctx.store.unfinished(child.profile.id, CONTINUE_WATCHING_MAX);
    const ids = unfinished.filter(onWatchlist).map((s) => s.content_id);
    const [videos, tiles] = await Promise.all([
      ctx.store.videosByIds(ids),
      ctx.tiles(child, locale, ids),
    ]);
    const byId = new Map(videos.map((v) => [v.id, v]));
    const exam = child.profile.primary_exam;
    const tilesOut: Tile[] = [];
    for (const id of ids) {
      const video = byId.get(id);
      if (!video) continue;
      const places = await ctx.store.placesOf(id);
      const place = places.find((p) => p.exam_code === exam) ?? places[0];
      if (place) tilesOut.push(videoTile(video, place.learn_path, tiles));
    }
    return tilesOut;
  },

  books: bookShelf('book', 'learn_home'),
  bigBooks: bookShelf('bigBook', 'learn_home'),
  liveClassBooks: bookShelf('liveClassBook', 'learn_home'),

  /** The books the child opens most; until there is one, a zero-state tile. */
  async favouriteBooks(ctx, child, locale) {
    const opened = await ctx.store.openedBooks(child.profile.id);
    const tiles = await ctx.tiles(child, locale, []);
    const books = (await Promise.all(opened.map((id) => ctx.store.book(id)))).filter(
      (b) => b !== undefined,
    );
    if (books.length === 0) return [zeroStateTile('fav_book', 'book_zero_state')];
    return books.map((book) => ({ ...bookTile(book, tiles, 'favourites'), tileType: 'fav_book' }));
  },

  tests: (ctx, child, locale) => ctx.tests.tests(child, locale),
  createTest: (ctx) => Promise.resolve(ctx.tests.createTest()),
  performance: (ctx, child, locale) => ctx.tests.performance(child, locale),
  assignments: (ctx, child, locale) => ctx.school.assignments(child, locale),
  schoolTests: (ctx, child, locale) => ctx.school.schoolTests(child, locale),
  liveClassCourses: (ctx, child, locale) => ctx.school.liveClassCourses(child, locale),
};
