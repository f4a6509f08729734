import { useCatalogParts } from '../../runtime/i18n/CatalogParts.ts';
import { BODY_SHOWN_BY_INPUT, QUESTION_INPUTS } from './questionInputs.ts';
import type { QuestionInputProps } from './QuestionInputProps.ts';
import { RichText } from './RichText.tsx';

/**
 * A question as the student answers it: its body with the formulas typeset, then the input of
 * its type. Keyed by the question, so a new question never inherits the last one's drafts.
 */
export function QuestionView(props: QuestionInputProps) {
  useCatalogParts('question');
  const { question } = props;
  const Input = QUESTION_INPUTS[question.category];
  return (
    <div className="question" data-question-type={question.category}>
      {question.body && !BODY_SHOWN_BY_INPUT.has(question.category) && (
        <div className="question__body">
          <RichText text={question.body} />
        </div>
      )}
      <Input key={question.code} {...props} />
    </div>
  );
}
