import { describe, expect, it } from 'vitest';
import {
  bookTocHref,
  codeOfLearnPath,
  learnPathOfRoute,
  learnSummaryHref,
  syllabusNodeHref,
  topicSummaryHref,
} from '../../../../domain/tiles/learnLinks.ts';

describe('learn links', () => {
  it('takes a node’s code from the last segment of its learn path', () => {
    expect(codeOfLearnPath('PreUG--jee-main--physics')).toBe('physics');
    expect(codeOfLearnPath('K12')).toBe('K12');
    expect(codeOfLearnPath('PreUG--jee-main--')).toBe('jee-main');
    expect(codeOfLearnPath('')).toBe('');
  });

  it('builds summary addresses with the learn path in learnmap_id', () => {
    expect(learnSummaryHref('K12--cbse-class-10--science')).toBe(
      '/learn/summary/science?learnmap_id=K12--cbse-class-10--science',
    );
    expect(topicSummaryHref('K12--cbse-class-10--science--chemistry--acids--ph-scale')).toBe(
      '/topic/summary/ph-scale?learnmap_id=K12--cbse-class-10--science--chemistry--acids--ph-scale',
    );
  });

  it('builds each kind of table of contents, with and without a context', () => {
    expect(bookTocHref('book', 'b1', 'learn_home')).toBe('/booktoc/learn_home?book_id=b1');
    expect(bookTocHref('bigBook', 'b1')).toBe('/bigbooktoc?book_id=b1');
    expect(bookTocHref('liveClassBook', 'b1', '')).toBe('/live-class-booktoc?book_id=b1');
  });

  it('sends topics to their summary, goal and exam to the learn home, the rest to learn summary', () => {
    expect(syllabusNodeHref({ level: 'topic', learnpath_name: 'K12--e--s--u--c--t' })).toBe(
      '/topic/summary/t?learnmap_id=K12--e--s--u--c--t',
    );
    expect(syllabusNodeHref({ level: 'goal', learnpath_name: 'K12' })).toBe('/learn/home');
    expect(syllabusNodeHref({ level: 'exam', learnpath_name: 'K12--e' })).toBe('/learn/home');
    expect(syllabusNodeHref({ level: 'unit', learnpath_name: 'K12--e--s--u' })).toBe(
      '/learn/summary/u?learnmap_id=K12--e--s--u',
    );
  });

  it('reads the learn path of a summary route: learnmap_id first, else an id that is a path', () => {
    expect(learnPathOfRoute('physics', 'PreUG--jee-main--physics')).toBe(
      'PreUG--jee-main--physics',
    );
    expect(learnPathOfRoute('PreUG--jee-main', null)).toBe('PreUG--jee-main');
    expect(learnPathOfRoute('physics', null)).toBeUndefined();
    expect(learnPathOfRoute(undefined, '')).toBeUndefined();
    expect(learnPathOfRoute(undefined, undefined)).toBeUndefined();
  });
});
