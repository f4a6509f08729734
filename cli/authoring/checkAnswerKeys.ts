/**
 * The answer-key check of the question bank (`npx tsx cli/authoring/checkAnswerKeys.ts`): every
 * file of content/questions/ against its schema, then every question against itself — answers
 * name options that exist, blanks match their answers in every language, orders are
 * permutations, numbers sit on their number line, learn paths and concepts exist — every
 * `verify` expression recomputed against the key, and every key (and solve-with-us step) graded
 * by the graders students are graded by. A wrong key is the worst bug an exam product can have:
 * any problem exits 1.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gradeAnswer } from '../../domain/questions/graders/graders.ts';
import { keyAsAnswer } from '../../domain/questions/keyAsAnswer.ts';
import { checkStep, type SolveWithUsStep } from '../../domain/questions/solveWithUsStep.ts';
import type { LocalisedText } from '../../domain/rules/localisedText.ts';
import type { Questions } from '../../schemas/types.generated.ts';
import {
  formatIssue,
  schemaIssues,
  type ContentIssue,
} from '../../server/content/contentSchemas.ts';
import { readContentPack } from '../../server/content/readContentPack.ts';
import { REPO_ROOT } from '../brands/loadBrands.ts';
import { EXIT } from '../exitCodes.ts';
import { evaluateExpression } from './evaluateExpression.ts';

const CONTENT_DIR = join(REPO_ROOT, 'content');
const QUESTIONS_DIR = join(CONTENT_DIR, 'questions');
/** Options are printed rounded: 0.1 % off still names the same option. */
const OPTION_TOLERANCE = 1e-3;
const BLANK = /_{2,}/g;

type Question = Questions['questions'][number];

const blanksIn = (text: LocalisedText) =>
  Object.fromEntries(Object.entries(text).map(([lang, t]) => [lang, t.match(BLANK)?.length ?? 0]));

/** A key the grader does not grade as fully right would mark the students who give it wrong. */
function keyGradeProblem(q: Question): string | undefined {
  try {
    const grade = gradeAnswer(q, keyAsAnswer(q));
    if (grade.correct && grade.score === 1) return undefined;
    return `key of ${q.code} grades as ${grade.correct ? 'right' : 'wrong'} with score ${grade.score} (${grade.correctCsv})`;
  } catch (error) {
    return `key of ${q.code} is refused by its grader: ${(error as Error).message}`;
  }
}

/** The step's accepted answers as the student would type them: the first spelling, or yes/no. */
const stepKey = (step: SolveWithUsStep) =>
  'fibs' in step ? step.fibs.map((accepted) => accepted[0] ?? '') : [step.yes ? 'yes' : 'no'];

async function checkAnswerKeys(): Promise<ContentIssue[]> {
  const issues: ContentIssue[] = [];
  const { pack, issues: packIssues } = await readContentPack(CONTENT_DIR);
  if (!pack) return packIssues;
  const topics = new Set<string>();
  for (const s of pack.syllabi) {
    const goal = pack.goalsExams.exams.find((e) => e.code === s.exam)?.goal ?? '';
    for (const subject of s.subjects)
      for (const unit of subject.units)
        for (const chapter of unit.chapters)
          for (const topic of chapter.topics)
            topics.add(
              [goal, s.exam, subject.code, unit.code, chapter.code, topic.code].join('--'),
            );
  }
  const concepts = new Set(pack.concepts.concepts.map((c) => c.code));
  const codes = new Set<string>();

  for (const file of (await readdir(QUESTIONS_DIR)).filter((f) => f.endsWith('.json')).sort()) {
    const shown = `content/questions/${file}`;
    const data: unknown = JSON.parse(await readFile(join(QUESTIONS_DIR, file), 'utf8'));
    const schema = schemaIssues(shown, 'questions', data);
    if (schema.length > 0) {
      issues.push(...schema);
      continue;
    }
    const problem = (pointer: string, message: string) =>
      issues.push({ file: shown, pointer, message });

    const check = (q: Question, at: string) => {
      if (codes.has(q.code)) problem(`${at}/code`, `repeats question code ${q.code}`);
      codes.add(q.code);
      q.learnPaths.forEach((p, i) => {
        if (!topics.has(p)) problem(`${at}/learnPaths/${i}`, 'is not a topic of the syllabus');
      });
      for (const c of [q.primaryConcept, ...(q.secondaryConcepts ?? [])])
        if (!concepts.has(c)) problem(at, `names unknown concept ${c}`);
      if ('solveWithUs' in q && q.solveWithUs)
        q.solveWithUs.forEach((step, i) => {
          if (!checkStep(step, stepKey(step)).correct)
            problem(
              `${at}/solveWithUs/${i}`,
              `of ${q.code}: its accepted answers (${stepKey(step).join(' | ')}) do not pass the step check`,
            );
          if (!('fibs' in step)) return;
          for (const [lang, n] of Object.entries(blanksIn(step.text)))
            if (n !== step.fibs.length)
              problem(
                `${at}/solveWithUs/${i}`,
                `has ${n} blanks in ${lang} but ${step.fibs.length} answers`,
              );
        });
      const verified = 'verify' in q && q.verify !== undefined ? evaluate(q.verify, at) : undefined;

      switch (q.type) {
        case 'SingleChoice':
        case 'MultipleChoice': {
          const ids = q.options.map((o) => o.id);
          if (new Set(ids).size !== ids.length) problem(`${at}/options`, 'repeats an option id');
          const answers = Array.isArray(q.answer) ? q.answer : [q.answer];
          for (const a of answers)
            if (!ids.includes(a)) problem(`${at}/answer`, `names no option ${a}`);
          if (verified !== undefined) {
            const near = (v: number | undefined) =>
              v !== undefined &&
              Math.abs(v - verified) <= OPTION_TOLERANCE * Math.max(1, Math.abs(verified));
            const matching = q.options.filter((o) => near(o.value)).map((o) => o.id);
            if (matching.length !== 1 || !answers.includes(matching[0] ?? ''))
              problem(
                `${at}/verify`,
                `gives ${verified}, which is option ${matching.join(', ') || '(none)'} — the key says ${answers.join(', ')}`,
              );
          }
          break;
        }
        case 'Integer':
        case 'NumberLine': {
          const tolerance = Math.max(q.answer.tolerance ?? 0, 1e-9 * Math.abs(q.answer.value));
          if (verified !== undefined && Math.abs(verified - q.answer.value) > tolerance)
            problem(`${at}/verify`, `gives ${verified}, but the answer is ${q.answer.value}`);
          if (q.type === 'NumberLine') {
            const { min, max, step } = q.line;
            const ticks = (q.answer.value - min) / step;
            if (
              q.answer.value < min ||
              q.answer.value > max ||
              Math.abs(ticks - Math.round(ticks)) > 1e-9
            )
              problem(`${at}/answer`, 'is not a tick of the number line');
          }
          break;
        }
        case 'CompareNumber': {
          // The expression is left minus right: its sign is the comparison.
          const sign =
            verified === undefined
              ? undefined
              : Math.abs(verified) < 1e-9
                ? '='
                : verified > 0
                  ? '>'
                  : '<';
          if (sign !== undefined && sign !== q.answer)
            problem(
              `${at}/verify`,
              `gives ${verified} (left ${sign} right), but the answer is ${q.answer}`,
            );
          break;
        }
        case 'FillInTheBlanks':
          for (const [lang, n] of Object.entries(blanksIn(q.body)))
            if (n !== q.answer.length)
              problem(`${at}/body`, `has ${n} blanks in ${lang} but ${q.answer.length} answers`);
          break;
        case 'Dropdowns':
          for (const [lang, n] of Object.entries(blanksIn(q.body)))
            if (n !== q.blanks.length)
              problem(`${at}/body`, `has ${n} blanks in ${lang} but ${q.blanks.length} drop-downs`);
          q.blanks.forEach((b, i) => {
            if (!b.options.some((o) => o.id === b.answer))
              problem(`${at}/blanks/${i}/answer`, `names no option ${b.answer}`);
          });
          break;
        case 'MatchTheFollowing':
        case 'MatrixMatch': {
          const left = q.left.map((l) => l.id).sort();
          const right = new Set(q.right.map((r) => r.id));
          if (JSON.stringify(Object.keys(q.answer).sort()) !== JSON.stringify(left))
            problem(`${at}/answer`, 'does not match every left item exactly once');
          for (const [l, r] of Object.entries(q.answer) as [string, string | string[]][])
            for (const id of Array.isArray(r) ? r : [r])
              if (!right.has(id)) problem(`${at}/answer/${l}`, `names no right item ${id}`);
          if (
            q.type === 'MatchTheFollowing' &&
            new Set(Object.values(q.answer)).size !== left.length
          )
            problem(`${at}/answer`, 'matches two left items to the same right item');
          break;
        }
        case 'Sequencing':
          if (
            JSON.stringify([...q.answer].sort()) !== JSON.stringify(q.items.map((i) => i.id).sort())
          )
            problem(`${at}/answer`, 'is not an order of exactly the items');
          break;
        case 'LinkedComprehension':
          q.parts.forEach((part, i) => check(part, `${at}/parts/${i}`));
          break;
        default:
          break;
      }
    };
    const evaluate = (expression: string, at: string) => {
      try {
        return evaluateExpression(expression);
      } catch (error) {
        problem(`${at}/verify`, (error as Error).message);
        return undefined;
      }
    };
    (data as Questions).questions.forEach((q, i) => {
      check(q, `/questions/${i}`);
      // Once the key names what exists, prove the graders agree with it (parts within their passage).
      const keyProblem = keyGradeProblem(q);
      if (keyProblem !== undefined) problem(`/questions/${i}`, keyProblem);
    });
  }
  return issues;
}

const issues = await checkAnswerKeys();
for (const issue of issues) console.error(formatIssue(issue));
console.log(
  issues.length === 0 ? 'answer keys: all right' : `answer keys: ${issues.length} problems`,
);
process.exitCode = issues.length === 0 ? EXIT.ok : EXIT.invalid;
