import { describe, expect, it } from 'vitest';
import { paperFromChapters } from '../../../../domain/achieve/paperFromChapters.ts';
import {
  predictReadiness,
  type ConceptEstimate,
  type PaperItem,
} from '../../../../domain/achieve/readiness.ts';
import {
  ATTEMPT_SD,
  CONCEPT_SD,
  LEVEL_LAG,
  PRIOR_ATTEMPTS,
  RANGE_Z,
  STUDENT_SD,
} from '../../../../domain/achieve/readinessConstants.ts';
import { priorShare, studentLevel } from '../../../../domain/achieve/studentLevel.ts';

const MEDIUM = 3;

/** `count` questions of one concept, +4 right and `incorrect` wrong. */
const items = (
  chapter: string,
  concept: string,
  count: number,
  incorrect = 0,
  difficulty = MEDIUM,
): PaperItem[] =>
  Array.from({ length: count }, () => ({
    subject: 'physics',
    chapter,
    concept,
    difficulty,
    correct: 4,
    incorrect,
  }));

const rated = (entries: Record<string, number>, attempts = 0) =>
  new Map<string, ConceptEstimate>(
    Object.entries(entries).map(([concept, rating]) => [concept, { rating, attempts }]),
  );

const logistic = (x: number) => 1 / (1 + Math.exp(-x));

/** 4·logistic(1) − 4·logistic(0): the marks one +4 medium question gains from one logit. */
const ONE_LOGIT = 4 * (logistic(1) - 0.5);

/** `count` concepts `phy.0`… all rated `rating` after `attempts`: a student's record elsewhere. */
const record = (count: number, rating: number, attempts: number) =>
  Array.from({ length: count }, (_, i): [string, ConceptEstimate] => [
    `phy.${i}`,
    { rating, attempts },
  ]);

describe('predictReadiness', () => {
  it('expects p·correct + (1 − p)·incorrect per question, a new concept at p = ½', () => {
    // Four medium questions, +4 / −1, never practised: 4 × (2 − 0.5) = 6.
    const r = predictReadiness(items('kinematics', 'phy.a', 4, -1), new Map());
    expect(r.expected).toBe(6);
    expect(r.maxMarks).toBe(16);
  });

  it('treats a concept missing from the mastery as new', () => {
    const paper = [...items('kinematics', 'phy.a', 3, -1), ...items('optics', 'phy.b', 2, -1)];
    const missing = predictReadiness(paper, rated({ 'phy.a': 1 }));
    const asNew = predictReadiness(paper, rated({ 'phy.a': 1, 'phy.b': 0 }));
    expect(missing).toEqual(asNew);
  });

  it.each([0, 4, 40])(
    'never falls when any concept is rated higher (%i attempts each)',
    (attempts) => {
      // With attempts the ratings also move the student's level, which every concept shares.
      const paper = [
        ...items('kinematics', 'phy.a', 3, -1, 2),
        ...items('kinematics', 'phy.b', 2, -1, 5),
        ...items('optics', 'phy.c', 4, 0, 4),
        ...items('optics', 'phy.new', 3, -1),
      ];
      const base = { 'phy.a': -1.5, 'phy.b': 0.3, 'phy.c': 2 };
      const sweep = Array.from({ length: 13 }, (_, i) => -3 + i / 2);
      for (const concept of Object.keys(base)) {
        // The concept swept from −3 to +3 logits, the others held: the score climbs, never dips.
        const scores = sweep.map(
          (rating) =>
            predictReadiness(paper, rated({ ...base, [concept]: rating }, attempts)).expected,
        );
        scores.slice(1).forEach((score, i) => {
          expect(score).toBeGreaterThanOrEqual(scores[i] ?? Infinity);
        });
        expect(scores.at(-1)).toBeGreaterThan(scores[0] ?? Infinity);
      }
    },
  );

  it('weighs a chapter by its questions: twice the questions move the score twice as much', () => {
    const paper = [...items('kinematics', 'phy.a', 20), ...items('optics', 'phy.b', 10)];
    const base = predictReadiness(paper, new Map()).expected;
    expect(base).toBe(60);
    expect(predictReadiness(paper, rated({ 'phy.a': 1 })).expected - base).toBe(
      Math.round(20 * ONE_LOGIT),
    );
    expect(predictReadiness(paper, rated({ 'phy.b': 1 })).expected - base).toBe(
      Math.round(10 * ONE_LOGIT),
    );
    const gains = predictReadiness(paper, new Map()).chapters.map((c) => [c.chapter, c.gain]);
    expect(gains).toEqual([
      ['kinematics', 18],
      ['optics', 9],
    ]);
  });

  it('ranks the heavier weak chapter first, a strong chapter last', () => {
    const paper = [
      ...items('optics', 'phy.light', 10),
      ...items('electrostatics', 'phy.strong', 20),
      ...items('kinematics', 'phy.heavy', 20),
    ];
    const r = predictReadiness(
      paper,
      rated({ 'phy.light': -1, 'phy.strong': 2, 'phy.heavy': -1 }, 30),
    );
    expect(r.chapters.map((c) => c.chapter)).toEqual(['kinematics', 'optics', 'electrostatics']);
    expect(r.chapters[0]).toEqual({
      subject: 'physics',
      chapter: 'kinematics',
      expected: Math.round(20 * 4 * (1 / (1 + Math.exp(1)))),
      max: 80,
      gain: 18,
    });
  });

  it('sets the range from the answers and the rating, which moves its questions together', () => {
    // One concept rated 0 after PRIOR_ATTEMPTS attempts (so the level is 0 and half of θ_eff is
    // it), 10 medium +4/0 questions at p = ½: answers 10·¼·16 = 40, rating (10·4·¼)² times the
    // level's share ¼·Var(μ̂) and the concept's own ¼·ω² + ¼·A²/P.
    const r = predictReadiness(
      items('kinematics', 'phy.a', 10),
      rated({ 'phy.a': 0 }, PRIOR_ATTEMPTS),
    );
    const levelVariance =
      1 /
      (1 / STUDENT_SD ** 2 + PRIOR_ATTEMPTS / (CONCEPT_SD ** 2 * PRIOR_ATTEMPTS + ATTEMPT_SD ** 2));
    const own = (CONCEPT_SD ** 2 + ATTEMPT_SD ** 2 / PRIOR_ATTEMPTS) / 4;
    const reach = RANGE_Z * Math.sqrt(40 + 100 * (levelVariance / 4 + own));
    expect(r).toMatchObject({
      expected: 20,
      low: Math.round(20 - reach),
      high: Math.round(20 + reach),
    });
    expect(r.low).toBeGreaterThan(0);
  });

  it('moves barely practised concepts together by the student’s general level', () => {
    // Ten new concepts, one question each: the general level adds (Σ slope)²·STUDENT_SD², the
    // concepts' own parts Σ slope²·CONCEPT_SD², with slope 4·¼ = 1 each.
    const paper = Array.from({ length: 10 }, (_, i) => items('kinematics', `phy.${i}`, 1)).flat();
    const r = predictReadiness(paper, new Map());
    const variance = 40 + 100 * STUDENT_SD ** 2 + 10 * CONCEPT_SD ** 2;
    expect(r.high).toBe(Math.round(20 + RANGE_Z * Math.sqrt(variance)));
  });

  it('keeps expected inside a range that narrows as attempts grow', () => {
    const paper = [...items('kinematics', 'phy.a', 20, -1), ...items('optics', 'phy.b', 10, -1)];
    const widths = [0, 10, 100].map((attempts) => {
      const r = predictReadiness(paper, rated({ 'phy.a': 0.5, 'phy.b': -0.5 }, attempts));
      expect(r.low).toBeLessThanOrEqual(r.expected);
      expect(r.expected).toBeLessThanOrEqual(r.high);
      return r.high - r.low;
    });
    expect(widths[1]).toBeLessThan(widths[0] ?? 0);
    expect(widths[2]).toBeLessThan(widths[1] ?? 0);
  });

  it('clamps the range to the lowest and highest score the paper allows', () => {
    // One +4/−1 question: expected 1.5, and a range far wider than the paper's −1 to 4.
    expect(predictReadiness(items('kinematics', 'phy.a', 1, -1), new Map())).toEqual({
      expected: 2,
      low: -1,
      high: 4,
      maxMarks: 4,
      chapters: [{ subject: 'physics', chapter: 'kinematics', expected: 2, max: 4, gain: 1 }],
    });
  });

  it('lets negative marking cost a weak student far more than a strong one', () => {
    const negative = items('kinematics', 'phy.a', 10, -1);
    const none = items('kinematics', 'phy.a', 10, 0);
    const weak = rated({ 'phy.a': -2 }, 50);
    const strong = rated({ 'phy.a': 2 }, 50);
    // 10 × (4p − (1 − p)) with p = logistic(θ_eff), the rating ∓2 plus its share of the level
    // it implies (θ_eff = ∓2.17): 10 × (5·0.102 − 1) = −4.9 against 10 × 4·0.102 = 4.1.
    const pooled = (rating: number) =>
      logistic(rating + priorShare(50) * studentLevel([{ rating, attempts: 50 }]).level);
    expect(pooled(-2)).toBeCloseTo(0.102, 3);
    expect(predictReadiness(negative, weak).expected).toBe(-5);
    expect(predictReadiness(none, weak).expected).toBe(4);
    expect(predictReadiness(negative, strong).expected).toBe(35);
    expect(predictReadiness(none, strong).expected).toBe(36);
  });

  it('rates an unpractised concept at the student’s level: strong elsewhere, higher there', () => {
    // Ten +4/0 medium questions on a concept never practised; the student's record is elsewhere.
    const paper = items('optics', 'phy.new', 10);
    const predict = (rating: number) =>
      predictReadiness(paper, new Map(record(20, rating, 10))).expected;
    const level = studentLevel(record(20, 1.5, 10).map(([, r]) => r)).level;
    expect(predict(1.5)).toBe(Math.round(40 * logistic(level)));
    expect(predict(1.5)).toBeGreaterThan(predict(0));
    expect(predict(0)).toBe(20);
    expect(predict(-1.5)).toBeLessThan(predict(0));
    expect(predict(-1.5)).toBe(40 - predict(1.5));
  });

  it('narrows the range on an unpractised concept as the student’s total practice grows', () => {
    // The record rated 0, so the level stays 0 and only its uncertainty changes.
    const paper = items('optics', 'phy.new', 10);
    const widths = [0, 5, 50].map((concepts) => {
      const r = predictReadiness(paper, new Map(record(concepts, 0, 10)));
      expect(r.expected).toBe(20);
      return r.high - r.low;
    });
    expect(widths[1]).toBeLessThan(widths[0] ?? 0);
    expect(widths[2]).toBeLessThan(widths[1] ?? 0);
    // Never below the concept's own spread around the level and the answers' luck.
    const floor = 2 * RANGE_Z * Math.sqrt(40 + 100 * CONCEPT_SD ** 2);
    expect(widths[2]).toBeGreaterThan(Math.floor(floor));
  });

  it('gives an empty paper nothing to expect', () => {
    expect(predictReadiness([], new Map())).toEqual({
      expected: 0,
      low: 0,
      high: 0,
      maxMarks: 0,
      chapters: [],
    });
  });
});

describe('studentLevel', () => {
  it('starts at 0 with the prior’s variance, and learns nothing from concepts never attempted', () => {
    expect(studentLevel([])).toEqual({ level: 0, variance: STUDENT_SD ** 2 });
    expect(studentLevel([{ rating: 2, attempts: 0 }])).toEqual({
      level: 0,
      variance: STUDENT_SD ** 2,
    });
  });

  it('scales each rating back up by its attempts and weighs it by its precision', () => {
    // One concept, rated 0.6 after 3 attempts: m = 0.6·(3 + P)/3, v = ω² + A²/3.
    const attempts = 3;
    const m = (0.6 * (attempts + PRIOR_ATTEMPTS)) / attempts;
    const v = CONCEPT_SD ** 2 + ATTEMPT_SD ** 2 / attempts;
    const precision = 1 / STUDENT_SD ** 2 + 1 / v;
    const level = m / v / precision;
    const estimate = studentLevel([{ rating: 0.6, attempts }]);
    expect(estimate.level).toBeCloseTo(level, 12);
    expect(estimate.variance).toBeCloseTo(1 / precision + (LEVEL_LAG * level) ** 2, 12);
  });

  it('rises with any rating, and grows surer with practice', () => {
    const other = { rating: -0.3, attempts: 12 };
    const base = studentLevel([{ rating: 0.4, attempts: 2 }, other]);
    expect(studentLevel([{ rating: 0.5, attempts: 2 }, other]).level).toBeGreaterThan(base.level);
    const flat = (attempts: number) => studentLevel(record(10, 0, attempts).map(([, r]) => r));
    expect(flat(20).variance).toBeLessThan(flat(2).variance);
    expect(flat(2).variance).toBeLessThan(STUDENT_SD ** 2);
    expect(priorShare(0)).toBe(1);
    expect(priorShare(PRIOR_ATTEMPTS)).toBe(0.5);
  });
});

describe('paperFromChapters', () => {
  const chapter = (name: string, weight: number, concepts: string[]) => ({
    subject: 'chemistry',
    chapter: name,
    concepts,
    weight,
  });

  it('spreads exactly the questions by weight, largest remainder first', () => {
    // Shares 5, 3.33, 1.67 of 10: floors 5 + 3 + 1, the one left to the largest remainder (0.67).
    const paper = paperFromChapters(
      [
        chapter('mole', 3, ['c.a', 'c.b']),
        chapter('atom', 2, ['c.c']),
        chapter('bond', 1, ['c.d']),
      ],
      10,
      4,
      -1,
    );
    expect(paper).toHaveLength(10);
    expect(paper.map((p) => p.chapter)).toEqual([
      ...Array<string>(5).fill('mole'),
      ...Array<string>(3).fill('atom'),
      'bond',
      'bond',
    ]);
    expect(paper.slice(0, 5).map((p) => p.concept)).toEqual(['c.a', 'c.b', 'c.a', 'c.b', 'c.a']);
    expect(paper[0]).toEqual({
      subject: 'chemistry',
      chapter: 'mole',
      concept: 'c.a',
      difficulty: 3,
      correct: 4,
      incorrect: -1,
    });
  });

  it('breaks equal remainders in the chapters’ order and skips chapters without concepts', () => {
    const chapters = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((n) => chapter(n, 1, [`c.${n}`]));
    const counts = (paper: readonly PaperItem[]) =>
      Object.fromEntries(
        [...new Set(paper.map((p) => p.chapter))].map((c) => [
          c,
          paper.filter((p) => p.chapter === c).length,
        ]),
      );
    expect(counts(paperFromChapters(chapters, 10, 4, 0))).toEqual({
      a: 2,
      b: 2,
      c: 2,
      d: 1,
      e: 1,
      f: 1,
      g: 1,
    });
    const withEmpty = paperFromChapters([chapter('x', 5, []), chapter('y', 1, ['c.y'])], 6, 4, 0);
    expect(counts(withEmpty)).toEqual({ y: 6 });
  });
});
