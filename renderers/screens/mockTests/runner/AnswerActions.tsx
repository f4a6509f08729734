import { FormattedMessage } from 'react-intl';

export interface AnswerActionHandlers {
  onSaveAndNext: () => void;
  onMarkAndNext: () => void;
  onClear: () => void;
  onPrevious: () => void;
  onNext: () => void;
}

/** The NTA's answering buttons, in its order: save, mark, clear; then back and forth. */
export function AnswerActions(props: AnswerActionHandlers) {
  return (
    <div className="runner-actions">
      <div className="runner-actions__answer">
        <button
          type="button"
          className="runner-button runner-button--save"
          onClick={props.onSaveAndNext}
        >
          <FormattedMessage id="runner.action.saveAndNext" />
        </button>
        <button
          type="button"
          className="runner-button runner-button--mark"
          onClick={props.onMarkAndNext}
        >
          <FormattedMessage id="runner.action.markAndNext" />
        </button>
        <button type="button" className="runner-button" onClick={props.onClear}>
          <FormattedMessage id="runner.action.clear" />
        </button>
      </div>
      <div className="runner-actions__move">
        <button type="button" className="runner-button" onClick={props.onPrevious}>
          <FormattedMessage id="runner.action.previous" />
        </button>
        <button type="button" className="runner-button" onClick={props.onNext}>
          <FormattedMessage id="runner.action.next" />
        </button>
      </div>
    </div>
  );
}
