import type { Tile } from '../contracts/content.ts';
import { practiceSummaryHref } from '../practice/practiceLinks.ts';
import { bookTocHref, learnSummaryHref, topicSummaryHref, type BookKind } from './learnLinks.ts';

export const TEST_SUMMARY_PATH = '/test/summary';
/** First step of create-your-test (learning-experience spec §2, "Mock tests"). */
export const CREATE_TEST_PATH = '/create-your-test/select-subjects';
/** School homework tests open the achieve home (spec §2, "Tiles and shelves"). */
export const SCHOOL_TEST_PATH = '/achieve/home';
export const ASSIGNMENT_PATH = '/user-home/assignment';
export const BOOKMARKS_PATH = '/user-home/bookmarks';
export const BATCHES_PATH = '/batches';

/** What a click on a tile does. */
export type TileTarget =
  | { kind: 'path'; path: string }
  | { kind: 'video'; videoId: string }
  | { kind: 'none'; reason: 'locked' | 'zeroState' | 'noAction' | 'display' };

export type TileTargetInput = Pick<
  Tile,
  'id' | 'tileType' | 'staticCase' | 'locked' | 'noAction' | 'kv_path' | 'contextSource'
>;

const BOOK_KIND_OF_TILE: Partial<Record<Tile['tileType'], BookKind>> = {
  book: 'book',
  fav_book: 'book',
  big_books: 'bigBook',
  live_class_book: 'liveClassBook',
};

const path = (to: string): TileTarget => ({ kind: 'path', path: to });

/** The module of the practice pages: their syllabus tiles lead to practice summaries. */
const PRACTICE_MODULE = 'practice';
const PRACTICE_SUMMARY_TILES: ReadonlySet<Tile['tileType']> = new Set([
  'subject',
  'chapter',
  'topic',
]);

/**
 * Where a tile leads. Locked tiles, big-book zero states (any staticCase) and noAction tiles do
 * nothing; progress, performance and cheat-sheet tiles only show what they hold. `module` is the
 * page's module: on practice pages subjects, chapters and topics open their practice summary.
 */
export function tileTarget(tile: TileTargetInput, module?: string): TileTarget {
  if (tile.locked) return { kind: 'none', reason: 'locked' };
  if (tile.staticCase !== undefined) return { kind: 'none', reason: 'zeroState' };
  if (tile.noAction) return { kind: 'none', reason: 'noAction' };
  // Syllabus tiles carry their learn path in kv_path; older answers only in the id.
  const learnPath = tile.kv_path ?? tile.id;
  const bookKind = BOOK_KIND_OF_TILE[tile.tileType];
  if (bookKind) return path(bookTocHref(bookKind, tile.id, tile.contextSource));
  const id = encodeURIComponent(tile.id);
  if (module === PRACTICE_MODULE && PRACTICE_SUMMARY_TILES.has(tile.tileType)) {
    return path(practiceSummaryHref(learnPath));
  }
  switch (tile.tileType) {
    case 'subject':
    case 'chapter':
    case 'learn_chapter':
      return path(learnSummaryHref(learnPath));
    case 'topic':
      return path(topicSummaryHref(learnPath));
    case 'video':
      return { kind: 'video', videoId: tile.id };
    case 'test':
      return path(`${TEST_SUMMARY_PATH}/${id}`);
    case 'create_test':
      return path(CREATE_TEST_PATH);
    case 'school_test':
      return path(SCHOOL_TEST_PATH);
    case 'assignments':
      return path(`${ASSIGNMENT_PATH}/${id}`);
    case 'bookmarks':
      // The bookmark list takes its type lowercased (spec §2, "User home").
      return path(`${BOOKMARKS_PATH}/${encodeURIComponent(tile.id.toLowerCase())}`);
    case 'live_class_course':
      return path(`${BATCHES_PATH}/${id}`);
    default:
      return { kind: 'none', reason: 'display' };
  }
}
