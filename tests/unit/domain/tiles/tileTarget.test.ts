import { describe, expect, it } from 'vitest';
import type { Tile } from '../../../../domain/contracts/content.ts';
import { STATIC_CASES, TILE_KINDS } from '../../../../domain/tiles/tileKinds.ts';
import { tileTarget, type TileTargetInput } from '../../../../domain/tiles/tileTarget.ts';

const LEARN_PATH = 'PreUG--jee-main--physics--mechanics--kinematics';

function tile(tileType: Tile['tileType'], extra: Partial<TileTargetInput> = {}): TileTargetInput {
  return { id: 'x-1', tileType, locked: false, ...extra };
}

const pathOf = (input: TileTargetInput) => {
  const target = tileTarget(input);
  return target.kind === 'path' ? target.path : target.kind;
};

describe('tileTarget: where a click goes', () => {
  it('opens a book’s table of contents with the book in the query and the context in the route', () => {
    expect(pathOf(tile('book', { id: 'jee-physics', contextSource: 'learn_home' }))).toBe(
      '/booktoc/learn_home?book_id=jee-physics',
    );
    expect(pathOf(tile('fav_book', { id: 'b2' }))).toBe('/booktoc?book_id=b2');
    expect(pathOf(tile('big_books', { id: 'b3', contextSource: 'shelf' }))).toBe(
      '/bigbooktoc/shelf?book_id=b3',
    );
    expect(pathOf(tile('live_class_book', { id: 'b4' }))).toBe('/live-class-booktoc?book_id=b4');
  });

  it('escapes ids and contexts', () => {
    expect(pathOf(tile('book', { id: 'a b&c', contextSource: 'x/y' }))).toBe(
      '/booktoc/x%2Fy?book_id=a+b%26c',
    );
    expect(pathOf(tile('test', { id: 'a/b' }))).toBe('/test/summary/a%2Fb');
  });

  it('opens subject, chapter and learn chapter summaries by code with the learn path', () => {
    for (const kind of ['subject', 'chapter', 'learn_chapter'] as const) {
      expect(pathOf(tile(kind, { kv_path: LEARN_PATH }))).toBe(
        `/learn/summary/kinematics?learnmap_id=${LEARN_PATH}`,
      );
    }
  });

  it('opens a topic summary; without kv_path the id is the learn path', () => {
    expect(pathOf(tile('topic', { id: `${LEARN_PATH}--projectile-motion` }))).toBe(
      `/topic/summary/projectile-motion?learnmap_id=${LEARN_PATH}--projectile-motion`,
    );
  });

  it('opens subject, chapter and topic practice summaries on practice pages', () => {
    expect(
      tileTarget(tile('subject', { kv_path: 'PreUG--jee-main--physics' }), 'practice'),
    ).toEqual({
      kind: 'path',
      path: '/practice/summary/physics?learnmap_id=PreUG--jee-main--physics',
    });
    expect(tileTarget(tile('chapter', { kv_path: LEARN_PATH }), 'practice')).toEqual({
      kind: 'path',
      path: `/practice/summary/kinematics?learnmap_id=${LEARN_PATH}`,
    });
    expect(
      tileTarget(tile('topic', { id: `${LEARN_PATH}--projectile-motion` }), 'practice'),
    ).toEqual({
      kind: 'path',
      path: `/practice/summary/projectile-motion?learnmap_id=${LEARN_PATH}--projectile-motion`,
    });
  });

  it('leaves other tiles of practice pages, and tiles of other modules, as they were', () => {
    expect(pathOf(tile('subject', { kv_path: LEARN_PATH }))).toBe(
      `/learn/summary/kinematics?learnmap_id=${LEARN_PATH}`,
    );
    expect(tileTarget(tile('video', { id: 'v-1' }), 'practice')).toEqual({
      kind: 'video',
      videoId: 'v-1',
    });
    for (const module of ['learn', 'test', undefined]) {
      expect(tileTarget(tile('chapter', { kv_path: LEARN_PATH }), module)).toEqual({
        kind: 'path',
        path: `/learn/summary/kinematics?learnmap_id=${LEARN_PATH}`,
      });
    }
    expect(tileTarget(tile('chapter', { kv_path: LEARN_PATH, locked: true }), 'practice')).toEqual({
      kind: 'none',
      reason: 'locked',
    });
  });

  it('opens the player for a video', () => {
    expect(tileTarget(tile('video', { id: 'v-9' }))).toEqual({ kind: 'video', videoId: 'v-9' });
  });

  it('leads tests, homework, assignments, bookmarks and courses to their pages', () => {
    expect(pathOf(tile('test', { id: 'bundle-7' }))).toBe('/test/summary/bundle-7');
    expect(pathOf(tile('create_test'))).toBe('/create-your-test/select-subjects');
    expect(pathOf(tile('school_test'))).toBe('/achieve/home');
    expect(pathOf(tile('assignments', { id: 'as-3' }))).toBe('/user-home/assignment/as-3');
    expect(pathOf(tile('bookmarks', { id: 'Video' }))).toBe('/user-home/bookmarks/video');
    expect(pathOf(tile('live_class_course', { id: 'batch-5' }))).toBe('/batches/batch-5');
  });

  it('shows progress, performance and cheat-sheet tiles without leading anywhere', () => {
    for (const kind of ['progress', 'performance', 'cheatsheet'] as const) {
      expect(tileTarget(tile(kind))).toEqual({ kind: 'none', reason: 'display' });
    }
  });

  it('does nothing for a locked tile of any kind', () => {
    for (const kind of TILE_KINDS) {
      expect(tileTarget(tile(kind, { locked: true }))).toEqual({ kind: 'none', reason: 'locked' });
    }
  });

  it('does nothing for big-book zero states', () => {
    for (const staticCase of STATIC_CASES) {
      expect(tileTarget(tile('big_books', { staticCase }))).toEqual({
        kind: 'none',
        reason: 'zeroState',
      });
    }
  });

  it('does nothing for noAction tiles, but noAction false changes nothing', () => {
    expect(tileTarget(tile('video', { noAction: true }))).toEqual({
      kind: 'none',
      reason: 'noAction',
    });
    expect(tileTarget(tile('video', { noAction: false })).kind).toBe('video');
  });

  it('lets the lock win over the other reasons', () => {
    expect(tileTarget(tile('big_books', { locked: true, staticCase: 'manage_books' }))).toEqual({
      kind: 'none',
      reason: 'locked',
    });
  });
});
