import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { predictReadiness, type PaperItem } from '../domain/achieve/readiness.ts';
import { RANGE_COVERAGE } from '../domain/achieve/readinessConstants.ts';
import {
  NEW_CONCEPT,
  predictCorrect,
  SECONDARY_WEIGHT,
  updateRating,
  type ConceptRating,
} from '../domain/practice/mastery.ts';
import type { Questions, Tests } from '../schemas/types.generated.ts';
import { mulberry32 } from '../domain/rules/mulberry32.ts';

/**
 * `npm run bench -- readiness`: how well readiness (domain/achieve/readiness.ts) predicts a mock
 * score. Simulated students with a true ability per concept practise on the exam's bank, their
 * ratings kept by the real updateRating; readiness is predicted for the pack's full mock paper,
 * then each takes that paper with their true abilities. The truth uses the same logistic link as
 * the ratings, so the bench measures what the ratings' noise and sparsity cost, not a wrong link;
 * the last column is the error left when the true abilities are known (the answers' own luck).
 *
 * A section of "any N of M" (`maxAttempted`) is given to readiness the way the server's paper
 * gives it, each question's marks scaled by N / M (the section's expected marks if the N answered
 * were any N), but the student takes it by the real rule: they answer the N questions they are
 * likeliest to get right by their true abilities, a simple stand-in for a student who knows what
 * they know. The last column's expected score follows the real rule too.
 */

const CONTENT = fileURLToPath(new URL('../content', import.meta.url));
const EXAM = 'jee-main';
const MOCK_TEST = 'jee-main-mock-1';
/** The seed the reported table comes from (the model's constants were fitted on seed 1). */
const REPORT_SEED = 2;
const STUDENTS = 2000;
/** Each student's practice: a uniformly random number of attempts, at most this many. */
const MAX_PRACTICE = 150;
/** True rating of a concept = the student's level (spread 1) + the concept's offset (spread 0.7). */
const LEVEL_SD = 1;
const OFFSET_SD = 0.7;
/** Practice volume bands, by the most attempts each holds. */
const BANDS = [
  { label: '0–20 attempts', most: 20 },
  { label: '21–60 attempts', most: 60 },
  { label: '61–150 attempts', most: MAX_PRACTICE },
] as const;
const PERCENT = 100;

interface BankQuestion {
  primaryConcept: string;
  secondaryConcepts: readonly string[];
  difficulty: number;
}

/** A section of the mock: what readiness sees, and what the student really answers. */
interface MockSection {
  /** The section's questions as readiness sees them (marks scaled by answered / questions). */
  items: readonly PaperItem[];
  /** The questions a student answers: `maxAttempted`, or all of them. */
  answered: number;
  /** The section's real marks for a right and a wrong answer. */
  correct: number;
  incorrect: number;
}

interface Outcome {
  practice: number;
  predicted: number;
  /** The expected score from the true abilities: the best any prediction could do. */
  oracle: number;
  actual: number;
  inside: boolean;
  width: number;
}

/** A standard normal draw (Box–Muller). */
function normal(next: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
}

/** The exam's part of a learn path goal--exam--subject--unit--chapter--topic: its chapter. */
function chapterOf(learnPaths: readonly string[]): string | undefined {
  for (const path of learnPaths) {
    const [, exam, , , chapter] = path.split('--');
    if (exam === EXAM && chapter) return chapter;
  }
  return undefined;
}

async function loadPack() {
  const dir = join(CONTENT, 'questions');
  const files = (await readdir(dir)).filter((f) => f.endsWith('.json'));
  const byCode = new Map<string, BankQuestion & { chapter: string | undefined }>();
  for (const file of files) {
    const { questions } = JSON.parse(await readFile(join(dir, file), 'utf8')) as Questions;
    for (const q of questions)
      byCode.set(q.code, {
        primaryConcept: q.primaryConcept,
        secondaryConcepts: q.secondaryConcepts ?? [],
        difficulty: q.difficulty,
        chapter: chapterOf(q.learnPaths),
      });
  }
  const bank = [...byCode.values()].filter((q) => q.chapter !== undefined);

  const tests = JSON.parse(
    await readFile(join(CONTENT, 'mockTests', `${EXAM}.json`), 'utf8'),
  ) as Tests;
  const mock = tests.tests.find((t) => t.code === MOCK_TEST);
  if (!mock) throw new Error(`${MOCK_TEST} is not in the pack`);
  const sections: MockSection[] = mock.sections.map((section) => {
    const scheme = mock.markingSchemes[section.markingScheme];
    if (!scheme) throw new Error(`${MOCK_TEST}: no marking scheme ${section.markingScheme}`);
    const answered = section.maxAttempted ?? section.questions.length;
    // Readiness sees a section of "any N of M" with every question's marks scaled by N / M, the
    // section's expected marks if the N answered were drawn at random.
    const scale = answered / section.questions.length;
    const items = section.questions.map((code) => {
      const q = byCode.get(code);
      if (!q?.chapter) throw new Error(`${MOCK_TEST}: ${code} is not an ${EXAM} bank question`);
      return {
        subject: section.subject,
        chapter: q.chapter,
        concept: q.primaryConcept,
        difficulty: q.difficulty,
        correct: scheme.correct * scale,
        incorrect: scheme.incorrect * scale,
      };
    });
    return { items, answered, correct: scheme.correct, incorrect: scheme.incorrect };
  });
  return { bank, sections };
}

/** One simulated student: practise, be predicted, take the mock. */
function simulateStudent(
  next: () => number,
  concepts: readonly string[],
  bank: readonly BankQuestion[],
  sections: readonly MockSection[],
): Outcome {
  const paper = sections.flatMap((section) => section.items);
  const level = LEVEL_SD * normal(next);
  const truth = new Map(concepts.map((c) => [c, level + OFFSET_SD * normal(next)]));
  const trueRating = (concept: string) => truth.get(concept) ?? level;
  const answersRight = (concept: string, difficulty: number) =>
    next() < predictCorrect(trueRating(concept), difficulty);

  const practice = Math.floor(next() * (MAX_PRACTICE + 1));
  const mastery = new Map<string, ConceptRating>();
  const learn = (concept: string, difficulty: number, score: number, weight: number) =>
    mastery.set(
      concept,
      updateRating(mastery.get(concept) ?? NEW_CONCEPT, difficulty, score, weight),
    );
  for (let i = 0; i < practice; i++) {
    const q = bank[Math.floor(next() * bank.length)];
    if (!q) continue;
    const score = answersRight(q.primaryConcept, q.difficulty) ? 1 : 0;
    learn(q.primaryConcept, q.difficulty, score, 1);
    for (const c of q.secondaryConcepts) learn(c, q.difficulty, score, SECONDARY_WEIGHT);
  }

  const readiness = predictReadiness(paper, mastery);
  let actual = 0;
  let oracle = 0;
  for (const section of sections) {
    // The student answers the section's `answered` questions they are likeliest to get right.
    const chances = section.items
      .map((item) => ({ item, p: predictCorrect(trueRating(item.concept), item.difficulty) }))
      .sort((a, b) => b.p - a.p)
      .slice(0, section.answered);
    for (const { item, p } of chances) {
      actual += answersRight(item.concept, item.difficulty) ? section.correct : section.incorrect;
      oracle += p * section.correct + (1 - p) * section.incorrect;
    }
  }
  return {
    practice,
    predicted: readiness.expected,
    oracle: Math.round(oracle),
    actual,
    inside: readiness.low <= actual && actual <= readiness.high,
    width: readiness.high - readiness.low,
  };
}

function row(label: string, outcomes: readonly Outcome[], maxMarks: number): string {
  const n = outcomes.length;
  const mean = (f: (o: Outcome) => number) => outcomes.reduce((s, o) => s + f(o), 0) / n;
  const mae = mean((o) => Math.abs(o.predicted - o.actual));
  const bias = mean((o) => o.predicted - o.actual);
  const inside = PERCENT * mean((o) => (o.inside ? 1 : 0));
  const oracle = mean((o) => Math.abs(o.oracle - o.actual));
  return `| ${label} | ${n} | ${mae.toFixed(1)} | ${((PERCENT * mae) / maxMarks).toFixed(1)} % | ${bias >= 0 ? '+' : ''}${bias.toFixed(1)} | ${inside.toFixed(1)} % | ${mean((o) => o.width).toFixed(0)} | ${oracle.toFixed(1)} |`;
}

export async function readinessBench(seed = REPORT_SEED): Promise<string[]> {
  const started = performance.now();
  const { bank, sections } = await loadPack();
  const paper = sections.flatMap((section) => section.items);
  const concepts = [
    ...new Set([
      ...bank.flatMap((q) => [q.primaryConcept, ...q.secondaryConcepts]),
      ...paper.map((p) => p.concept),
    ]),
  ].sort();
  const next = mulberry32(seed);
  const outcomes = Array.from({ length: STUDENTS }, () =>
    simulateStudent(next, concepts, bank, sections),
  );
  const maxMarks = paper.reduce((sum, p) => sum + p.correct, 0);
  const seconds = (performance.now() - started) / 1000;

  let fewest = 0;
  return [
    `Readiness on ${MOCK_TEST} (${paper.length} questions, ${maxMarks} marks, "any N of M" sections scaled by N / M): ${STUDENTS} simulated students, seed ${seed}, practising on ${bank.length} ${EXAM} bank questions; ${seconds.toFixed(1)} s.`,
    '',
    `| practice | students | MAE (marks) | MAE (% of max) | bias (predicted − actual) | actual inside the ${PERCENT * RANGE_COVERAGE} % range | mean range width (marks) | MAE knowing the true abilities |`,
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    row('all', outcomes, maxMarks),
    ...BANDS.map((band) => {
      const inBand = outcomes.filter((o) => o.practice >= fewest && o.practice <= band.most);
      fewest = band.most + 1;
      return row(band.label, inBand, maxMarks);
    }),
  ];
}
