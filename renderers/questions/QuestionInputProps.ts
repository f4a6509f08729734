import type { ShownKey, ShownQuestion } from '../../domain/contracts/questionContent.ts';
import type { AnswerPayload } from '../../domain/questions/answerPayload.ts';

/**
 * What the question view takes from a screen: a question of any type and an answer of any type.
 * The view hands each type's component its own narrowed props (InputProps).
 */
export interface QuestionInputProps {
  question: ShownQuestion;
  answer: AnswerPayload | undefined;
  onChange: (answer: AnswerPayload | undefined) => void;
  disabled: boolean;
  check?: ShownKey;
}
