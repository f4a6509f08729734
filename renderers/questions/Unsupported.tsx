import { FormattedMessage } from 'react-intl';

/** Shown instead of silence when a question's content does not fit its type's component. */
export function Unsupported() {
  return (
    <p className="question-unsupported" role="alert">
      <FormattedMessage id="question.unsupported" />
    </p>
  );
}
