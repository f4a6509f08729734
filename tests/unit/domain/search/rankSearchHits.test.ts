import { describe, expect, it } from 'vitest';
import {
  mergeRankedHits,
  prepareQuery,
  rankSearchHits,
  type SearchCandidate,
} from '../../../../domain/search/rankSearchHits.ts';
import { latinForm } from '../../../../domain/search/latinForm.ts';
import { normaliseSearchText } from '../../../../domain/search/normaliseSearchText.ts';
import type { SearchEntity } from '../../../../domain/search/searchRules.ts';
import {
  FUZZY_MIN_SIMILARITY,
  querySimilarity,
} from '../../../../domain/search/searchSimilarity.ts';

let position = 0;
function row(
  entity: SearchEntity,
  id: string,
  title: string,
  options: Partial<SearchCandidate> = {},
): SearchCandidate {
  return {
    entity,
    item_id: id,
    exam_code: 'jee-main',
    goal_code: 'PreUG',
    locale: 'en',
    title,
    title_key: normaliseSearchText(title),
    title_latin: latinForm(title),
    details: '{}',
    position: position++,
    in_words: false,
    ...options,
  };
}

const rank = (rows: SearchCandidate[], query: string, exam = 'jee-main', locale = 'en') =>
  rankSearchHits(rows, prepareQuery(query), { exam, locale }).map(
    (hit) => `${hit.row.entity}/${hit.row.item_id}/${hit.row.locale}`,
  );

describe('rankSearchHits', () => {
  it('puts the exact title first, then its start, a word start, inside, and words', () => {
    const rows = [
      row('books', 'words', 'Notes', { in_words: true }),
      row('topics', 'inside', 'Rotationalkinematics'),
      row('topics', 'word', 'Rotational Kinematics'),
      row('chapters', 'start', 'Kinematics of a Particle'),
      row('chapters', 'exact', 'Kinematics'),
      row('topics', 'none', 'Optics'),
    ];
    expect(rank(rows, 'kinematics')).toEqual([
      'chapters/exact/en',
      'chapters/start/en',
      'topics/word/en',
      'topics/inside/en',
      'books/words/en',
    ]);
  });

  it('shows each item once, in the language that matched best', () => {
    const rows = [
      row('chapters', 'laws', 'Laws of Motion'),
      row('chapters', 'laws', 'गति के नियम', { locale: 'hi' }),
    ];
    expect(rank(rows, 'gati ke niyam')).toEqual(['chapters/laws/hi']);
    expect(rank(rows, 'laws of motion')).toEqual(['chapters/laws/en']);
  });

  it('ranks English content above a transliterated match of the same strength', () => {
    const rows = [
      row('lessons', 'hindi', 'कर्म', { locale: 'hi' }),
      row('lessons', 'english', 'Karma'),
    ];
    expect(rank(rows, 'karma', 'jee-main', 'hi')).toEqual([
      'lessons/english/en',
      'lessons/hindi/hi',
    ]);
  });

  it("lifts the student's exam, and a lesson above a topic of the same name", () => {
    const rows = [
      row('topics', 'pm', 'Projectile Motion'),
      row('lessons', 'pm-neet', 'Projectile Motion', { exam_code: 'neet-ug' }),
      row('lessons', 'pm', 'Projectile Motion'),
    ];
    expect(rank(rows, 'projectile motion')).toEqual([
      'lessons/pm/en',
      'topics/pm/en',
      'lessons/pm-neet/en',
    ]);
  });

  it('ranks what the query put right found below all it found as typed, and marks it', () => {
    const typed = prepareQuery('kinematcs');
    const asTyped = rankSearchHits([row('books', 'notes', 'Notes', { in_words: true })], typed, {});
    const putRight = { key: '', latin: 'kinematiks' };
    const near = rankSearchHits([row('chapters', 'k', 'Kinematics')], putRight, {}, true);
    const merged = mergeRankedHits(asTyped, near);
    expect(merged.map((hit) => [hit.row.item_id, hit.fuzzy])).toEqual([
      ['k', true],
      ['notes', false],
    ]);
    const exact = rankSearchHits(
      [row('chapters', 'k', 'Kinematics')],
      prepareQuery('kinematics'),
      {},
    );
    expect(mergeRankedHits(exact, near)).toEqual(exact);
  });
});

describe('querySimilarity', () => {
  it('is the share of the query found in the title, by grapheme', () => {
    expect(querySimilarity('kinematics', 'kinematics')).toBe(1);
    expect(querySimilarity('kinematcs', 'kinematics')).toBeGreaterThan(0.6);
    expect(querySimilarity('optics', 'kinematics')).toBeLessThan(FUZZY_MIN_SIMILARITY);
    // A long text that holds the query's trigrams here and there is not near it.
    const long = 'the gas at a time keeps its niyam of heat in a kettle and more';
    expect(querySimilarity('gati ke niyam', long)).toBeLessThan(FUZZY_MIN_SIMILARITY);
    expect(querySimilarity('gathi ke niyam', 'newton ka gati ke niyam hai')).toBeGreaterThan(0.6);
    // A vowel sign is never a letter of its own: ति against त shares no trigram ending.
    expect(querySimilarity('गति', 'गत')).toBeLessThan(querySimilarity('गति', 'गति'));
  });
});
