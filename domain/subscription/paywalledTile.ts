import type { Tile } from '../contracts/content.ts';

/** Tiles that open content itself: videos, books and tests. */
const CONTENT_TILES: readonly Tile['tileType'][] = [
  'video',
  'book',
  'fav_book',
  'big_books',
  'live_class_book',
  'test',
  'create_test',
];

/** On the practice pages, syllabus tiles open questions to practise. */
const PRACTICE_TILES: readonly Tile['tileType'][] = ['subject', 'chapter', 'topic'];

/**
 * Whether a tile opens content a plan pays for (learning-experience spec §4, "Subscription
 * intercept": video, book, practice, test). Syllabus tiles of the learn pages only lead to lists
 * and stay open, so a student without a plan can still see what a plan would bring.
 */
export function paywalledTile(tileType: Tile['tileType'], module?: string): boolean {
  return (
    CONTENT_TILES.includes(tileType) || (module === 'practice' && PRACTICE_TILES.includes(tileType))
  );
}
