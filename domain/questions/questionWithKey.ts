import { textIn } from '../rules/localisedText.ts';
import { gradeAnswer } from './graders/graders.ts';
import { keyAsAnswer } from './keyAsAnswer.ts';
import type { BankQuestion } from './questionTypes.ts';
import { questionBody, questionContent } from './serveQuestion.ts';

/**
 * A question shown once it was answered (a test's analysis, the timeline's revision): its texts in
 * a language and its key, marked as the student's answer went. Both services answer with this
 * shape, so a question reads the same wherever it is reviewed.
 */
export function questionWithKey(question: BankQuestion, locale: string, correct: boolean) {
  const key = gradeAnswer(question, keyAsAnswer(question)).correctCsv;
  return {
    code: question.code,
    category: question.type,
    body: questionBody(question, locale),
    content: questionContent(question, locale),
    key: {
      status: correct ? ('correct' as const) : ('incorrect' as const),
      correct_answer_csv: key,
      correctAnswers: key.split(',').filter(Boolean),
      idealAnswer: question.type === 'Subjective' ? textIn(question.idealAnswer, locale) : null,
    },
  };
}
