import * as z from 'zod/mini';
import { MismatchedAnswerError } from '../graders/MismatchedAnswerError.ts';
import { requireKnownIds } from '../graders/requireKnownIds.ts';
import { answerIds } from './answerFields.ts';
import { blankCountProblems } from './blankCounts.ts';
import { defineQuestionType, defineQuestionWire } from './defineQuestionType.ts';
import { servedOptions, shownOption } from './servedOptions.ts';
import { csvItems } from './splitKnown.ts';

/** What the browser needs of Dropdowns: its schemas, and how it reads the key's CSV back. */
export const DropdownsWire = defineQuestionWire({
  type: 'Dropdowns',
  content: z.object({
    type: z.literal('Dropdowns'),
    blanks: z.array(z.object({ options: z.array(shownOption) })),
  }),
  answer: z.object({ type: z.literal('Dropdowns'), choices: answerIds() }),
  parseCsv: (csv) => ({ type: 'Dropdowns', choices: csvItems(csv) }),
});

/**
 * A drop-down in each blank of the body. Each earns its share; the question is right only when
 * every one is. The CSV lists the chosen option of each drop-down in order ("a1,b2").
 */
export const Dropdowns = /* @__PURE__ */ defineQuestionType({
  ...DropdownsWire,
  serve: (q, locale) => ({
    type: q.type,
    blanks: q.blanks.map((b) => ({ options: servedOptions(b.options, locale) })),
  }),
  keyAsAnswer: (q) => ({ type: q.type, choices: q.blanks.map((b) => b.answer) }),
  grade(q, answer) {
    const { blanks } = q;
    if (answer.choices.length !== blanks.length)
      throw new MismatchedAnswerError(
        'choices',
        `answers ${answer.choices.length} drop-downs; the question has ${blanks.length}`,
      );
    let right = 0;
    answer.choices.forEach((choice, i) => {
      const options = blanks[i]?.options.map((o) => o.id) ?? [];
      requireKnownIds(`choices.${i}`, [choice], options, 'option of this drop-down');
      if (choice === blanks[i]?.answer) right++;
    });
    return { correct: right === blanks.length, score: right / blanks.length };
  },
  answerCsv: (_q, answer) => answer.choices.join(','),
  checkKey(q) {
    const problems = blankCountProblems(q.body, q.blanks.length, 'drop-downs');
    q.blanks.forEach((b, i) => {
      if (!b.options.some((o) => o.id === b.answer))
        problems.push({ pointer: `/blanks/${i}/answer`, message: `names no option ${b.answer}` });
    });
    return problems;
  },
});
