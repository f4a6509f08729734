import { describe, expect, it } from 'vitest';
import { assignmentHref } from '../../../../domain/assignments/assignmentHref.ts';

const IDS = { assignmentId: 'hw-1', schoolId: '7', classId: 'class-9b' };
const CHAPTER = 'K12--cbse-class-10--science--physics--light';

/** The query of an address, read back as a page would. */
const queryOf = (href: string) => new URLSearchParams(href.slice(href.indexOf('?') + 1));

describe('where a student does an assignment', () => {
  it('opens a lesson’s summary', () => {
    expect(assignmentHref({ ...IDS, kind: 'lesson', contentRef: 'v 1' })).toBe(
      '/video/summary/v%201?homework_id=hw-1&school_id=7&class_id=class-9b',
    );
  });

  it('opens a book’s table of contents, of its kind', () => {
    expect(assignmentHref({ ...IDS, kind: 'book', contentRef: 'b1' })).toBe(
      '/booktoc?book_id=b1&homework_id=hw-1&school_id=7&class_id=class-9b',
    );
    expect(assignmentHref({ ...IDS, kind: 'book', contentRef: 'b1', bookKind: 'bigBook' })).toMatch(
      /^\/bigbooktoc\?book_id=b1&/,
    );
  });

  it('opens a chapter’s learn summary', () => {
    expect(assignmentHref({ ...IDS, kind: 'chapter', contentRef: CHAPTER })).toBe(
      `/learn/summary/light?learnmap_id=${CHAPTER}&homework_id=hw-1&school_id=7&class_id=class-9b`,
    );
  });

  it('practises the chapter in the chapter’s mode', () => {
    const href = assignmentHref({ ...IDS, kind: 'practice', contentRef: CHAPTER, title: 'Light' });
    expect(href.startsWith('/practice?')).toBe(true);
    const query = queryOf(href);
    expect(query.get('mode')).toBe('Normal');
    expect(query.get('learnmap_id')).toBe(CHAPTER);
    expect(query.get('title')).toBe('Light');
    expect(query.get('homework_id')).toBe('hw-1');
  });

  it('opens a test’s summary with the spec’s names for the school and class', () => {
    expect(assignmentHref({ ...IDS, kind: 'test', contentRef: 'JEE/1' })).toBe(
      '/test/summary/JEE%2F1?schoolId=7&classId=class-9b&homework_id=hw-1',
    );
  });

  it('carries the assignment’s id under the same name, whatever the kind', () => {
    for (const kind of ['lesson', 'book', 'chapter', 'practice', 'test'] as const) {
      const href = assignmentHref({ ...IDS, kind, contentRef: kind === 'lesson' ? 'v1' : CHAPTER });
      expect(queryOf(href).get('homework_id')).toBe('hw-1');
    }
  });
});
