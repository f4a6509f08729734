import * as z from 'zod/mini';
import { text as requestText } from '../../contracts/contractPrimitives.ts';
import { defineQuestionType, defineQuestionWire } from './defineQuestionType.ts';

const ASSESSMENTS = ['correct', 'partial', 'incorrect'] as const;
/** Written answers are not machine-graded: the student marks theirs against the ideal answer. */
const SELF_ASSESSED_SCORE = { correct: 1, partial: 0.5, incorrect: 0 } as const;
const isAssessment = (s: string): s is (typeof ASSESSMENTS)[number] =>
  (ASSESSMENTS as readonly string[]).includes(s);

/** What the browser needs of Subjective: its schemas, and how it reads the key's CSV back. */
export const SubjectiveWire = defineQuestionWire({
  type: 'Subjective',
  content: z.object({ type: z.literal('Subjective') }),
  answer: z.object({
    type: z.literal('Subjective'),
    text: requestText().check(z.maxLength(5000)),
    selfAssessment: z.enum(ASSESSMENTS),
  }),
  parseCsv(csv) {
    const selfAssessment = csv.trim();
    return isAssessment(selfAssessment)
      ? { type: 'Subjective', text: '', selfAssessment }
      : undefined;
  },
});

/**
 * A written answer the student grades against the ideal answer once they see it. The CSVs carry
 * the self-assessment, not the text: the text can be pages long, and the ideal answer travels in
 * the check's own `idealAnswer` field.
 */
export const Subjective = /* @__PURE__ */ defineQuestionType({
  ...SubjectiveWire,
  serve: (q) => ({ type: q.type }),
  keyAsAnswer: (q) => ({
    type: q.type,
    text: q.idealAnswer.en,
    selfAssessment: 'correct' as const,
  }),
  grade: (_q, answer) => ({
    correct: answer.selfAssessment === 'correct',
    score: SELF_ASSESSED_SCORE[answer.selfAssessment],
  }),
  answerCsv: (_q, answer) => answer.selfAssessment,
  checkKey: () => [],
});
