import { describe, expect, it } from 'vitest';
import type { SearchHit } from '../../../../domain/contracts/search.ts';
import {
  screenNameOf,
  searchHitTarget,
  searchHref,
} from '../../../../domain/search/searchLinks.ts';

const hit = (fields: Partial<SearchHit> & Pick<SearchHit, 'entity' | 'id'>): SearchHit => ({
  title: 'T',
  locale: 'en',
  exam_code: 'jee-main',
  goal_code: 'PreUG',
  fuzzy: false,
  ...fields,
});

describe('where a search leads', () => {
  it('opens the results page with the query', () => {
    expect(searchHref('gati ke niyam')).toBe('/search/all?q=gati+ke+niyam');
    expect(searchHref('ohm', 'lessons')).toBe('/search/lessons?q=ohm');
  });

  it('opens each kind of result where the app shows it', () => {
    const chapter = 'PreUG--jee-main--physics--mechanics--kinematics';
    expect(searchHitTarget(hit({ entity: 'chapters', id: chapter, learn_path: chapter }))).toEqual({
      kind: 'path',
      path: `/learn/summary/kinematics?learnmap_id=${chapter}`,
    });
    expect(searchHitTarget(hit({ entity: 'lessons', id: 'ohms-law' }))).toEqual({
      kind: 'video',
      videoId: 'ohms-law',
    });
    expect(searchHitTarget(hit({ entity: 'books', id: 'b1', book_kind: 'bigBook' }))).toEqual({
      kind: 'path',
      path: '/bigbooktoc?book_id=b1',
    });
    expect(searchHitTarget(hit({ entity: 'tests', id: 'jee-main-mock-1' }))).toEqual({
      kind: 'path',
      path: '/test/summary/jee-main-mock-1',
    });
    const question = searchHitTarget(hit({ entity: 'questions', id: 'q1', learn_path: chapter }));
    expect(question).toEqual({
      kind: 'path',
      path: `/practice?mode=Normal&learnmap_id=${chapter}&questionCode=q1`,
    });
  });

  it('names the screen by its path without ids', () => {
    expect(screenNameOf('/learn/home')).toBe('learn/home');
    expect(screenNameOf('/user-home/bookmarks/video')).toBe('user-home/bookmarks');
    expect(screenNameOf('/')).toBe('landing');
  });
});
