import * as z from 'zod/mini';
import { MismatchedAnswerError } from '../graders/MismatchedAnswerError.ts';
import { requireKnownIds } from '../graders/requireKnownIds.ts';
import { answerIds } from './answerFields.ts';
import { defineQuestionType, defineQuestionWire } from './defineQuestionType.ts';
import { seededOrder, servedOptions, shownOption } from './servedOptions.ts';
import { csvItems } from './splitKnown.ts';

/** What the browser needs of Sequencing: its schemas, and how it reads the key's CSV back. */
export const SequencingWire = defineQuestionWire({
  type: 'Sequencing',
  content: z.object({ type: z.literal('Sequencing'), items: z.array(shownOption) }),
  answer: z.object({ type: z.literal('Sequencing'), order: answerIds() }),
  parseCsv: (csv) => ({ type: 'Sequencing', order: csvItems(csv) }),
});

/**
 * Items put in order, served shuffled. The exact order; each item in its right place earns its
 * share. The CSV is the order ("b,e,d").
 */
export const Sequencing = /* @__PURE__ */ defineQuestionType({
  ...SequencingWire,
  serve: (q, locale) => ({
    type: q.type,
    items: seededOrder(servedOptions(q.items, locale), q.code),
  }),
  keyAsAnswer: (q) => ({ type: q.type, order: [...q.answer] }),
  grade(q, answer) {
    const ids = q.items.map((item) => item.id);
    // The player orders the items it shows: anything but a permutation of them is not an answer.
    requireKnownIds('order', answer.order, ids, 'item');
    if (answer.order.length !== ids.length)
      throw new MismatchedAnswerError(
        'order',
        `orders ${answer.order.length} items; the question has ${ids.length}`,
      );
    const right = answer.order.filter((id, i) => id === q.answer[i]).length;
    return { correct: right === ids.length, score: right / ids.length };
  },
  answerCsv: (_q, answer) => answer.order.join(','),
  checkKey(q) {
    const items = q.items.map((i) => i.id).sort();
    return JSON.stringify([...q.answer].sort()) === JSON.stringify(items)
      ? []
      : [{ pointer: '/answer', message: 'is not an order of exactly the items' }];
  },
});
