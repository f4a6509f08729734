import type { PracticeQuestion } from '../contracts/practice.ts';
import type { QuestionContent } from '../contracts/questionContent.ts';
import { textIn } from '../rules/localisedText.ts';
import type { BankQuestion } from './questionTypes.ts';
import { questionTypeModule } from './types/questionTypeModules.ts';

/** What a served question needs besides itself: its place and counters in the session. */
export interface ServeContext {
  locale: string;
  conceptName: (code: string) => string;
  questionNumber: number;
  totalQuestionCount: number;
  doIntervene: boolean;
}

/** The player's view of a question: its texts in the reader's language, and never its key. */
export function questionContent(q: BankQuestion, locale: string): QuestionContent {
  return questionTypeModule(q.type).serve(q, locale);
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
