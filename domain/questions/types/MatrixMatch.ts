import * as z from 'zod/mini';
import { MismatchedAnswerError } from '../graders/MismatchedAnswerError.ts';
import { requireKnownIds } from '../graders/requireKnownIds.ts';
import { answerId, answerIds } from './answerFields.ts';
import { defineQuestionType, defineQuestionWire } from './defineQuestionType.ts';
import { matchKeyProblems } from './matchKeyProblems.ts';
import { seededOrder, servedOptions, shownOption } from './servedOptions.ts';
import { csvItems, splitKnown } from './splitKnown.ts';

/** What the browser needs of MatrixMatch: its schemas, and how it reads the key's CSV back. */
export const MatrixMatchWire = defineQuestionWire({
  type: 'MatrixMatch',
  content: z.object({
    type: z.literal('MatrixMatch'),
    left: z.array(shownOption),
    right: z.array(shownOption),
  }),
  answer: z.object({ type: z.literal('MatrixMatch'), pairs: z.record(answerId(), answerIds()) }),
  parseCsv(csv, content) {
    const leftIds = content.left.map((l) => l.id);
    const pairs: Record<string, string[]> = {};
    for (const entry of csvItems(csv)) {
      const pair = splitKnown(entry, leftIds, '-');
      if (pair) pairs[pair[0]] = pair[1].split('+').filter(Boolean);
    }
    return { type: 'MatrixMatch', pairs };
  },
});

/**
 * Every left item with exactly its key's set of right items; each left item earns its share.
 * Written as `l-r1+r2` in left-column order, the right items in right-column order, so the same
 * answer always reads the same ("a-q+s,b-p").
 */
export const MatrixMatch = /* @__PURE__ */ defineQuestionType({
  ...MatrixMatchWire,
  serve: (q, locale) => ({
    type: q.type,
    left: servedOptions(q.left, locale),
    right: seededOrder(servedOptions(q.right, locale), q.code),
  }),
  keyAsAnswer: (q) => ({
    type: q.type,
    pairs: Object.fromEntries(Object.entries(q.answer).map(([l, rs]) => [l, [...rs]])),
  }),
  grade(q, answer) {
    const leftIds = q.left.map((l) => l.id);
    const rightIds = q.right.map((r) => r.id);
    // Maps, not the records themselves: an id must never reach an inherited property.
    const given = new Map(Object.entries(answer.pairs).map(([l, rs]) => [l, new Set(rs)]));
    const key = new Map(Object.entries(q.answer).map(([l, rs]) => [l, new Set(rs)]));
    for (const [l, rs] of Object.entries(answer.pairs)) {
      if (!leftIds.includes(l)) throw new MismatchedAnswerError(`pairs.${l}`, 'names no left item');
      requireKnownIds(`pairs.${l}`, rs, rightIds, 'right item');
    }
    const sameSet = (a: Set<string> | undefined, b: Set<string> | undefined) =>
      (a?.size ?? 0) === (b?.size ?? 0) && [...(a ?? [])].every((r) => b?.has(r) === true);
    const right = leftIds.filter((l) => sameSet(given.get(l), key.get(l))).length;
    return { correct: right === leftIds.length, score: right / leftIds.length };
  },
  answerCsv(q, answer) {
    const pairs = new Map(Object.entries(answer.pairs).map(([l, rs]) => [l, new Set(rs)]));
    return q.left
      .flatMap(({ id: l }) => {
        const chosen = q.right.map((r) => r.id).filter((r) => pairs.get(l)?.has(r) === true);
        return chosen.length > 0 ? [`${l}-${chosen.join('+')}`] : [];
      })
      .join(',');
  },
  checkKey: (q) => matchKeyProblems(q.left, q.right, q.answer),
});
