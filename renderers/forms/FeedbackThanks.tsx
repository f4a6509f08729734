import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';

export interface FeedbackThanksProps {
  brand: string;
  onAgain: () => void;
}

/** Said once the feedback is stored; focus moves here, as the form it replaces is gone. */
export function FeedbackThanks({ brand, onAgain }: FeedbackThanksProps) {
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => message.current?.focus(), []);
  return (
    <div className="feedback-sent">
      <p ref={message} role="status" tabIndex={-1}>
        <FormattedMessage id="info.feedback.sent" values={{ brand }} />
      </p>
      <button type="button" className="button ghost" onClick={onAgain}>
        <FormattedMessage id="info.feedback.again" />
      </button>
    </div>
  );
}
