import type { QuestionContent, ShownQuestion } from '../../domain/contracts/questionContent.ts';
import type { AnswerOf, AnswerPayload } from '../../domain/questions/answerPayload.ts';

export type QuestionKind = QuestionContent['type'];
export type ContentOf<T extends QuestionKind> = Extract<QuestionContent, { type: T }>;

/** The question's content when it is of the type the component answers (TypeScript cannot narrow a union by a generic tag). */
export function contentOf<T extends QuestionKind>(
  question: ShownQuestion,
  type: T,
): ContentOf<T> | undefined {
  return question.content.type === type ? (question.content as ContentOf<T>) : undefined;
}

/** The answer when it is of the component's type; anything else counts as no answer yet. */
export function answerOf<T extends AnswerPayload['type']>(
  answer: AnswerPayload | undefined,
  type: T,
): AnswerOf<T> | undefined {
  return answer?.type === type ? (answer as AnswerOf<T>) : undefined;
}

/** A record's own entry: an id must never reach an inherited property ("constructor"). */
export function ownEntry<V>(record: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
