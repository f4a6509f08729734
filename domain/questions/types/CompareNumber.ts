import * as z from 'zod/mini';
import { textIn } from '../../rules/localisedText.ts';
import { defineQuestionType, defineQuestionWire } from './defineQuestionType.ts';
import type { KeyProblem } from './QuestionTypeModule.ts';
import { verifiedValue } from './verifiedValue.ts';

const RELATIONS = ['<', '=', '>'] as const;
type Relation = (typeof RELATIONS)[number];
const isRelation = (s: string): s is Relation => (RELATIONS as readonly string[]).includes(s);

/** What the browser needs of CompareNumber: its schemas, and how it reads the key's CSV back. */
export const CompareNumberWire = defineQuestionWire({
  type: 'CompareNumber',
  content: z.object({ type: z.literal('CompareNumber'), left: z.string(), right: z.string() }),
  answer: z.object({ type: z.literal('CompareNumber'), relation: z.enum(RELATIONS) }),
  parseCsv(csv) {
    const relation = csv.trim();
    return isRelation(relation) ? { type: 'CompareNumber', relation } : undefined;
  },
});

/** Two quantities and the relation between them; its CSV is the relation ("<"). */
export const CompareNumber = /* @__PURE__ */ defineQuestionType({
  ...CompareNumberWire,
  serve: (q, locale) => ({
    type: q.type,
    left: textIn(q.leftValue, locale),
    right: textIn(q.rightValue, locale),
  }),
  keyAsAnswer: (q) => ({ type: q.type, relation: q.answer }),
  grade(q, answer) {
    const correct = answer.relation === q.answer;
    return { correct, score: correct ? 1 : 0 };
  },
  answerCsv: (_q, answer) => answer.relation,
  checkKey(q) {
    const problems: KeyProblem[] = [];
    // The expression is left minus right: its sign is the comparison.
    const verified = verifiedValue(q, problems);
    if (verified === undefined) return problems;
    const sign = Math.abs(verified) < 1e-9 ? '=' : verified > 0 ? '>' : '<';
    if (sign !== q.answer)
      problems.push({
        pointer: '/verify',
        message: `gives ${verified} (left ${sign} right), but the answer is ${q.answer}`,
      });
    return problems;
  },
});
