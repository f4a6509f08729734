import * as z from 'zod/mini';
import { MismatchedAnswerError } from '../graders/MismatchedAnswerError.ts';
import { answerId } from './answerFields.ts';
import { defineQuestionType, defineQuestionWire } from './defineQuestionType.ts';
import { matchKeyProblems } from './matchKeyProblems.ts';
import { seededOrder, servedOptions, shownOption } from './servedOptions.ts';
import { csvItems, splitKnown } from './splitKnown.ts';

/** What the browser needs of MatchTheFollowing: its schemas, and how it reads the key's CSV back. */
export const MatchTheFollowingWire = defineQuestionWire({
  type: 'MatchTheFollowing',
  content: z.object({
    type: z.literal('MatchTheFollowing'),
    left: z.array(shownOption),
    right: z.array(shownOption),
  }),
  answer: z.object({
    type: z.literal('MatchTheFollowing'),
    pairs: z.record(answerId(), answerId()),
  }),
  parseCsv(csv, content) {
    const leftIds = content.left.map((l) => l.id);
    const pairs: Record<string, string> = {};
    for (const entry of csvItems(csv)) {
      const pair = splitKnown(entry, leftIds, '-');
      if (pair) pairs[pair[0]] = pair[1];
    }
    return { type: 'MatchTheFollowing', pairs };
  },
});

/**
 * Every left item with its key's right item (the right column served shuffled). A left item left
 * unpaired is wrong, not refused: the student may submit before pairing everything. The CSV
 * writes pairs "left-right" in left-column order ("a-p,b-q").
 */
export const MatchTheFollowing = /* @__PURE__ */ defineQuestionType({
  ...MatchTheFollowingWire,
  serve: (q, locale) => ({
    type: q.type,
    left: servedOptions(q.left, locale),
    right: seededOrder(servedOptions(q.right, locale), q.code),
  }),
  keyAsAnswer: (q) => ({ type: q.type, pairs: { ...q.answer } }),
  grade(q, answer) {
    const leftIds = q.left.map((l) => l.id);
    const rightIds = q.right.map((r) => r.id);
    // Maps, not the records themselves: an id must never reach an inherited property.
    const given = new Map(Object.entries(answer.pairs));
    const key = new Map(Object.entries(q.answer));
    for (const [l, r] of given) {
      if (!leftIds.includes(l)) throw new MismatchedAnswerError(`pairs.${l}`, 'names no left item');
      if (!rightIds.includes(r))
        throw new MismatchedAnswerError(`pairs.${l}`, `names no right item ${r}`);
    }
    const right = leftIds.filter((l) => given.has(l) && given.get(l) === key.get(l)).length;
    return { correct: right === leftIds.length, score: right / leftIds.length };
  },
  answerCsv(q, answer) {
    const pairs = new Map(Object.entries(answer.pairs));
    return q.left
      .flatMap((l) => (pairs.has(l.id) ? [`${l.id}-${pairs.get(l.id) ?? ''}`] : []))
      .join(',');
  },
  checkKey(q) {
    const problems = matchKeyProblems(q.left, q.right, q.answer);
    if (new Set(Object.values(q.answer)).size !== q.left.length)
      problems.push({
        pointer: '/answer',
        message: 'matches two left items to the same right item',
      });
    return problems;
  },
});
