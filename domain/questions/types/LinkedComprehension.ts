import * as z from 'zod/mini';
import { textIn } from '../../rules/localisedText.ts';
import type { Score } from '../Grader.ts';
import { MismatchedAnswerError } from '../graders/MismatchedAnswerError.ts';
import type { PartQuestion } from '../questionTypes.ts';
import { answerId } from './answerFields.ts';
import { defineQuestionType, defineQuestionWire } from './defineQuestionType.ts';
import {
  isOfPartType,
  partAnswer,
  partContent,
  partModule,
  partWire,
  type PartAnswer,
  type PartContent,
} from './linkedParts.ts';
import { splitKnown } from './splitKnown.ts';

/** A part's answer of the part's own type, graded by that type's module; undefined if another type. */
function scorePart(part: PartQuestion, answer: PartAnswer): Score | undefined {
  return isOfPartType(part.type, answer) ? partModule(part.type).grade(part, answer) : undefined;
}

/** A part's mistake is reported where it sits in the whole answer. */
function scorePartAt(part: PartQuestion, answer: PartAnswer): Score {
  const field = `parts.${part.code}`;
  let score: Score | undefined;
  try {
    score = scorePart(part, answer);
  } catch (error) {
    if (!(error instanceof MismatchedAnswerError)) throw error;
    throw new MismatchedAnswerError(`${field}.${error.field}`, error.reason);
  }
  if (!score)
    throw new MismatchedAnswerError(
      `${field}.type`,
      `is ${answer.type}, but the part is ${part.type}`,
    );
  return score;
}

const partCsv = (part: PartQuestion, answer: PartAnswer) =>
  isOfPartType(part.type, answer) ? partModule(part.type).answerCsv(part, answer) : '';

const parsePart = (csv: string, content: PartContent): PartAnswer | undefined =>
  partWire(content.type).parseCsv(csv, content);

/** What the browser needs of LinkedComprehension: its schemas, and how it reads the key's CSV back. */
export const LinkedComprehensionWire = defineQuestionWire({
  type: 'LinkedComprehension',
  content: z.object({
    type: z.literal('LinkedComprehension'),
    passage: z.string(),
    parts: z.array(z.object({ code: z.string(), body: z.string(), content: partContent })),
  }),
  answer: z.object({
    type: z.literal('LinkedComprehension'),
    parts: z.record(answerId().check(z.maxLength(40)), partAnswer),
  }),
  parseCsv(csv, content) {
    const codes = content.parts.map((p) => p.code);
    const parts: Record<string, PartAnswer> = {};
    for (const entry of csv.split(';')) {
      const split = splitKnown(entry, codes, ':');
      if (!split) continue;
      const shown = content.parts.find((p) => p.code === split[0]);
      const parsed = shown && parsePart(split[1], shown.content);
      if (parsed) parts[split[0]] = parsed;
    }
    return { type: 'LinkedComprehension', parts };
  },
});

/**
 * A passage with questions of simple types about it, answered together. Each part is graded on
 * its own; the passage is right when every part is, and scores the mean of its parts. A part left
 * unanswered scores 0 rather than being refused: students may skip one. The CSV writes each
 * answered part as "partCode:partCsv", joined by ";".
 */
export const LinkedComprehension = /* @__PURE__ */ defineQuestionType({
  ...LinkedComprehensionWire,
  serve: (q, locale) => ({
    type: q.type,
    passage: textIn(q.passage, locale),
    parts: q.parts.map((part) => ({
      code: part.code,
      body: textIn(part.body, locale),
      content: partModule(part.type).serve(part, locale),
    })),
  }),
  keyAsAnswer: (q) => ({
    type: q.type,
    parts: Object.fromEntries(
      q.parts.map((p) => [p.code, partModule(p.type).keyAsAnswer(p)] as const),
    ),
  }),
  grade(q, answer) {
    const given = new Map(Object.entries(answer.parts));
    const codes = q.parts.map((p) => p.code);
    for (const code of given.keys())
      if (!codes.includes(code)) throw new MismatchedAnswerError(`parts.${code}`, 'names no part');
    const scores = q.parts.map((part) => {
      const partGiven = given.get(part.code);
      return partGiven ? scorePartAt(part, partGiven) : undefined;
    });
    return {
      correct: scores.every((s) => s?.correct === true),
      score: scores.reduce((sum, s) => sum + (s?.score ?? 0), 0) / scores.length,
    };
  },
  answerCsv(q, answer) {
    const given = new Map(Object.entries(answer.parts));
    return q.parts
      .flatMap((part) => {
        const partGiven = given.get(part.code);
        return partGiven ? [`${part.code}:${partCsv(part, partGiven)}`] : [];
      })
      .join(';');
  },
  checkKey: (q) =>
    q.parts.flatMap((part, i) =>
      partModule(part.type)
        .checkKey(part)
        .map((p) => ({
          pointer: `/parts/${i}${p.pointer}`,
          message: `of part ${part.code} ${p.message}`,
        })),
    ),
});
