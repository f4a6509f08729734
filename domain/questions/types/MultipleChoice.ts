import * as z from 'zod/mini';
import { requireKnownIds } from '../graders/requireKnownIds.ts';
import { answerIds } from './answerFields.ts';
import { choiceKeyProblems } from './choiceKeyProblems.ts';
import { defineQuestionType, defineQuestionWire } from './defineQuestionType.ts';
import { servedOptions, shownOption } from './servedOptions.ts';
import { csvItems } from './splitKnown.ts';

/** What the browser needs of MultipleChoice: its schemas, and how it reads the key's CSV back. */
export const MultipleChoiceWire = defineQuestionWire({
  type: 'MultipleChoice',
  content: z.object({ type: z.literal('MultipleChoice'), options: z.array(shownOption) }),
  answer: z.object({ type: z.literal('MultipleChoice'), choices: answerIds() }),
  parseCsv: (csv) => ({ type: 'MultipleChoice', choices: csvItems(csv) }),
});

/**
 * All and only the key's options: one missed or one extra is wrong. The score counts options
 * classified right (chosen when in the key, left when not) so summaries can show near misses.
 * The CSV lists the chosen ids in option order ("a,c"), so the same choice always reads the same.
 */
export const MultipleChoice = /* @__PURE__ */ defineQuestionType({
  ...MultipleChoiceWire,
  serve: (q, locale) => ({ type: q.type, options: servedOptions(q.options, locale) }),
  keyAsAnswer: (q) => ({ type: q.type, choices: [...q.answer] }),
  grade(q, answer) {
    const ids = q.options.map((o) => o.id);
    requireKnownIds('choices', answer.choices, ids, 'option');
    const chosen = new Set(answer.choices);
    const key = new Set(q.answer);
    const right = ids.filter((id) => chosen.has(id) === key.has(id)).length;
    return { correct: right === ids.length, score: right / ids.length };
  },
  answerCsv: (q, answer) =>
    q.options
      .map((o) => o.id)
      .filter((id) => answer.choices.includes(id))
      .join(','),
  checkKey: choiceKeyProblems,
});
