import { Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import type { QuestionContent } from '../../domain/contracts/questionContent.ts';
import type { QuestionType } from '../../domain/questions/questionTypes.ts';
import { useCatalogParts } from '../../runtime/i18n/CatalogParts.ts';
import type { InputProps } from './InputProps.ts';
import { isOfType } from './isOfType.ts';
import { BODY_SHOWN_BY_INPUT, preloadQuestionInputs, QUESTION_INPUTS } from './questionInputs.ts';
import type { QuestionInputProps } from './QuestionInputProps.ts';
import { Loading } from '../Loading.tsx';
import { RichText } from './RichText.tsx';

/**
 * The input of the question's type with its own props, called with the content and the content's
 * own type (the contract has parsed it, so the type is always one the registry knows); an answer
 * of another type is no answer yet.
 */
function typedInput<T extends QuestionType>(
  type: T,
  content: Extract<QuestionContent, { type: T }>,
  props: QuestionInputProps,
): ReactNode {
  const { question, answer } = props;
  const Input: ComponentType<InputProps<T>> = QUESTION_INPUTS[type];
  return (
    <Suspense fallback={<Loading />}>
      <Input
        key={question.code}
        {...props}
        question={{ ...question, content }}
        answer={answer && isOfType(type, answer) ? answer : undefined}
      />
    </Suspense>
  );
}

/**
 * A question as the student answers it: its body with the formulas typeset, then the input of
 * its type. Keyed by the question, so a new question never inherits the last one's drafts.
 */
export function QuestionView(props: QuestionInputProps) {
  useCatalogParts('question');
  useEffect(preloadQuestionInputs, []);
  const { question } = props;
  return (
    <div className="question" data-question-type={question.category}>
      {question.body && !BODY_SHOWN_BY_INPUT.has(question.category) && (
        <div className="question__body">
          <RichText text={question.body} />
        </div>
      )}
      {typedInput(question.content.type, question.content, props)}
    </div>
  );
}
