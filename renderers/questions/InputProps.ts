import type {
  QuestionContent,
  ShownKey,
  ShownQuestion,
} from '../../domain/contracts/questionContent.ts';
import type { AnswerPayload } from '../../domain/questions/answerPayload.ts';
import type { QuestionType } from '../../domain/questions/questionTypes.ts';

/** A shown question whose content is known to be of type T. */
export type ShownQuestionOf<T extends QuestionType> = Omit<ShownQuestion, 'content'> & {
  content: Extract<QuestionContent, { type: T }>;
};

/**
 * What the answering component of type T takes: the question with its content already narrowed
 * to T's, and answers of T only. The component is controlled: it shows `answer` and reports each
 * change through `onChange` (undefined while nothing answerable is chosen, so the screen can keep
 * Submit disabled). `check` arrives after submitting: the component then marks the answer right or
 * wrong and stops taking input; before it, nothing is revealed.
 */
export interface InputProps<T extends QuestionType> {
  question: ShownQuestionOf<T>;
  answer: Extract<AnswerPayload, { type: T }> | undefined;
  onChange: (answer: Extract<AnswerPayload, { type: T }> | undefined) => void;
  disabled: boolean;
  check?: ShownKey;
}
