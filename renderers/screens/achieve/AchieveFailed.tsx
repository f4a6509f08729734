import { FormattedMessage } from 'react-intl';

export interface AchieveFailedProps {
  /** Message key of what could not be loaded. */
  messageId: string;
  retry: () => void;
}

/** A call of an achieve screen failed: what is missing, announced, and a button to ask again. */
export function AchieveFailed({ messageId, retry }: AchieveFailedProps) {
  return (
    <div className="achieve-error" role="alert">
      <p>
        <FormattedMessage id={messageId} />
      </p>
      <button type="button" className="button ghost" onClick={retry}>
        <FormattedMessage id="achieve.retry" />
      </button>
    </div>
  );
}
