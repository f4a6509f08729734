import { describe, expect, it } from 'vitest';
import {
  groupRevisionList,
  latestAnswers,
  questionTitle,
  revisionEntries,
  type RevisionAnswer,
} from '../../../../domain/practice/revisionList.ts';

const practice = (code: string, correct: boolean, at: number): RevisionAnswer => ({
  code,
  correct,
  at,
  source: { kind: 'practice' },
});
const test = (code: string, correct: boolean, at: number): RevisionAnswer => ({
  code,
  correct,
  at,
  source: { kind: 'test', title: 'JEE Main Mock 1', sessionId: 's1' },
});

describe('revision list: the latest answer decides', () => {
  it('keeps a question whose latest answer is wrong, wherever it was given', () => {
    const entries = revisionEntries([practice('a', false, 1), test('b', false, 2)], []);
    expect(entries.map((e) => e.code)).toEqual(['b', 'a']);
    expect(entries[0]?.reasons).toEqual([
      { kind: 'test_wrong', at: 2, testTitle: 'JEE Main Mock 1' },
    ]);
    expect(entries[1]?.reasons).toEqual([{ kind: 'practice_wrong', at: 1, testTitle: null }]);
  });

  it('drops a question answered right later, in practice or a test', () => {
    expect(revisionEntries([practice('a', false, 1), practice('a', true, 2)], [])).toEqual([]);
    expect(revisionEntries([practice('a', false, 1), test('a', true, 2)], [])).toEqual([]);
  });

  it('puts a question back when a later answer is wrong again', () => {
    const entries = revisionEntries(
      [practice('a', false, 1), practice('a', true, 2), test('a', false, 3)],
      [],
    );
    expect(entries.map((e) => [e.code, e.reasons[0]?.kind])).toEqual([['a', 'test_wrong']]);
  });

  it('lets a right answer win a tie in time, whatever the order given', () => {
    expect(latestAnswers([practice('a', true, 5), test('a', false, 5)]).get('a')?.correct).toBe(
      true,
    );
    expect(latestAnswers([test('a', false, 5), practice('a', true, 5)]).get('a')?.correct).toBe(
      true,
    );
  });

  it('lists bookmarks, answered right or not, with every reason and the newest time', () => {
    const entries = revisionEntries(
      [practice('a', false, 1), practice('b', true, 2)],
      [
        { code: 'a', at: 7 },
        { code: 'b', at: 3 },
      ],
    );
    expect(entries.map((e) => [e.code, e.at, e.reasons.map((r) => r.kind)])).toEqual([
      ['a', 7, ['practice_wrong', 'bookmarked']],
      ['b', 3, ['bookmarked']],
    ]);
  });

  it('orders ties by code, so the list is stable', () => {
    expect(
      revisionEntries([practice('b', false, 1), practice('a', false, 1)], []).map((e) => e.code),
    ).toEqual(['a', 'b']);
  });
});

describe('revision list: grouping by subject and chapter', () => {
  const places: Record<string, [string, string]> = {
    a: ['physics', 'kinematics'],
    b: ['chemistry', 'atoms'],
    c: ['physics', 'laws-of-motion'],
    d: ['physics', 'kinematics'],
  };
  const placeOf = (code: string) => {
    const [subject, chapter] = places[code] ?? ['', ''];
    return {
      subject: { code: subject, name: subject.toUpperCase() },
      chapter: { code: chapter, name: chapter },
    };
  };

  it('groups in the order of each group’s newest item, with counts', () => {
    const groups = groupRevisionList(['a', 'b', 'c', 'd'], placeOf, 10);
    expect(
      groups.map((s) => [
        s.code,
        s.name,
        s.count,
        s.chapters.map((c) => [c.code, c.count, c.items]),
      ]),
    ).toEqual([
      [
        'physics',
        'PHYSICS',
        3,
        [
          ['kinematics', 2, ['a', 'd']],
          ['laws-of-motion', 1, ['c']],
        ],
      ],
      ['chemistry', 'CHEMISTRY', 1, [['atoms', 1, ['b']]]],
    ]);
  });

  it('keeps only the newest `size` items but counts them all', () => {
    const groups = groupRevisionList(['a', 'b', 'c', 'd'], placeOf, 1);
    expect(groups.map((s) => [s.count, s.chapters.map((c) => [c.count, c.items.length])])).toEqual([
      [
        3,
        [
          [2, 1],
          [1, 0],
        ],
      ],
      [1, [[1, 0]]],
    ]);
  });

  it('groups nothing into nothing', () => {
    expect(groupRevisionList([], placeOf, 5)).toEqual([]);
  });
});

describe('questionTitle', () => {
  it('makes markup and TeX plain', () => {
    expect(questionTitle('A body moves at $v = 5\\,\\mathrm{m/s}$ for <b>2 s</b>.')).toBe(
      'A body moves at v = 5 m/s for 2 s.',
    );
    expect(questionTitle('Fill in: the cell is the ____ of life')).toBe(
      'Fill in: the cell is the … of life',
    );
  });

  it('cuts a long text at a word, with an ellipsis', () => {
    const title = questionTitle('word '.repeat(60), 20);
    expect(title).toBe('word word word word…');
    expect(title.length).toBeLessThanOrEqual(21);
  });
});
