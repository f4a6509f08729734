import type { ShownKey, ShownQuestion } from '../../domain/contracts/questionContent.ts';
import type { AnswerPayload } from '../../domain/questions/answerPayload.ts';

/**
 * What every question type's answering component takes. The component is controlled: it shows
 * `answer` and reports each change through `onChange` (undefined while nothing answerable is
 * chosen, so the screen can keep Submit disabled). `check` arrives after submitting: the component
 * then marks the answer right or wrong and stops taking input; before it, nothing is revealed.
 */
export interface QuestionInputProps {
  question: ShownQuestion;
  answer: AnswerPayload | undefined;
  onChange: (answer: AnswerPayload | undefined) => void;
  disabled: boolean;
  check?: ShownKey;
}
