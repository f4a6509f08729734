import type { PracticeQuestion } from '../contracts/practice.ts';
import type { QuestionContent } from '../contracts/questionContent.ts';
import { textIn, type LocalisedText } from '../rules/localisedText.ts';
import { seededShuffle } from '../rules/seededShuffle.ts';
import type { BankQuestion, PartQuestion } from './questionTypes.ts';

/** What a served question needs besides itself: its place and counters in the session. */
export interface ServeContext {
  locale: string;
  conceptName: (code: string) => string;
  questionNumber: number;
  totalQuestionCount: number;
  doIntervene: boolean;
}

/** Bank answers are written in order; the player must not show them so. */
function seededOrder<T extends { id: string }>(items: readonly T[], seed: string): T[] {
  const shuffled = seededShuffle(items, seed);
  // Never the written order (which may be the answer): rotate by one if the shuffle kept it.
  const same = shuffled.every((item, i) => item.id === items[i]?.id);
  return same && shuffled.length > 1 ? [...shuffled.slice(1), shuffled[0] as T] : shuffled;
}

const options = (list: readonly { id: string; text: LocalisedText }[], locale: string) =>
  list.map((o) => ({ id: o.id, text: textIn(o.text, locale) }));

function partContent(q: PartQuestion, locale: string) {
  switch (q.type) {
    case 'SingleChoice':
    case 'MultipleChoice':
      return { type: q.type, options: options(q.options, locale) };
    default:
      return { type: q.type };
  }
}

/** The player's view of a question: its texts in the reader's language, and never its key. */
export function questionContent(q: BankQuestion, locale: string): QuestionContent {
  switch (q.type) {
    case 'SingleChoice':
    case 'MultipleChoice':
      return { type: q.type, options: options(q.options, locale) };
    case 'Integer':
    case 'TrueFalse':
    case 'Subjective':
      return { type: q.type };
    case 'Assertion':
      return {
        type: q.type,
        assertion: textIn(q.assertion, locale),
        reason: textIn(q.reason, locale),
      };
    case 'FillInTheBlanks':
      return { type: q.type, blanks: q.answer.length };
    case 'Dropdowns':
      return {
        type: q.type,
        blanks: q.blanks.map((b) => ({ options: options(b.options, locale) })),
      };
    case 'MatchTheFollowing':
    case 'MatrixMatch':
      return {
        type: q.type,
        left: options(q.left, locale),
        right: seededOrder(options(q.right, locale), q.code),
      };
    case 'Sequencing':
      return { type: q.type, items: seededOrder(options(q.items, locale), q.code) };
    case 'CompareNumber':
      return {
        type: q.type,
        left: textIn(q.leftValue, locale),
        right: textIn(q.rightValue, locale),
      };
    case 'NumberLine':
      return { type: q.type, ...q.line };
    case 'LinkedComprehension':
      return {
        type: q.type,
        passage: textIn(q.passage, locale),
        parts: q.parts.map((part) => ({
          code: part.code,
          body: textIn(part.body, locale),
          content: partContent(part, locale),
        })),
      };
  }
}

/** The question's text in a language; a linked comprehension's passage is in its content. */
export function questionBody(q: BankQuestion, locale: string): string {
  return q.type === 'LinkedComprehension' ? '' : textIn(q.body, locale);
}

/** The worked solution in a language; a linked comprehension's, part after part. */
export function questionExplanation(q: BankQuestion, locale: string): string {
  return q.type === 'LinkedComprehension'
    ? q.parts.map((p) => textIn(p.explanation, locale)).join('\n\n')
    : textIn(q.explanation, locale);
}

/** How many shown tags a question carries (learning-experience spec §9: two per question). */
export const TAGS_SHOWN = 2;

export function serveQuestion(q: BankQuestion, ctx: ServeContext): PracticeQuestion {
  const { locale } = ctx;
  const single = q.type === 'LinkedComprehension' ? undefined : q;
  const concepts = [q.primaryConcept, ...(q.secondaryConcepts ?? [])];
  return {
    code: q.code,
    version: 1,
    category: q.type,
    body: questionBody(q, locale),
    content: questionContent(q, locale),
    hints: single ? single.hints.map((h) => textIn(h, locale)) : [],
    solveWithUs: single?.solveWithUs !== undefined,
    ideal_time: q.idealTimeSeconds,
    difficulty: q.difficulty,
    question_number: ctx.questionNumber,
    total_question_count: ctx.totalQuestionCount,
    do_intervene: ctx.doIntervene,
    concepts: concepts.map((code, i) => ({
      code,
      name: ctx.conceptName(code),
      type: i === 0 ? ('primary_concept' as const) : ('secondary_concept' as const),
    })),
    tags: (q.tags ?? []).slice(0, TAGS_SHOWN),
    learning_map: {
      format_id: q.code,
      topic_learnpath_name: q.learnPaths[0] ?? '',
      primary_concept: q.primaryConcept,
      secondary_concept: q.secondaryConcepts?.[0],
    },
  };
}
