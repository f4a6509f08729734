import type { AnswerPayload } from './answerPayload.ts';
import type { BankQuestion } from './questionTypes.ts';
import { questionTypeModule } from './types/questionTypeModules.ts';

/**
 * The key written as the answer a perfect student would submit: what the player reveals, and what
 * the answer-key check grades to prove every key is right by its own grader.
 */
export function keyAsAnswer(question: BankQuestion): AnswerPayload {
  return questionTypeModule(question.type).keyAsAnswer(question);
}
