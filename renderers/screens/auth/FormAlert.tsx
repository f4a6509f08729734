import { FormattedMessage } from 'react-intl';

/** The error of the last attempt, announced to screen readers as it appears. */
export function FormAlert({ messageKey }: { messageKey: string | undefined }) {
  return (
    <p className="form-alert" role="alert">
      {messageKey && <FormattedMessage id={messageKey} />}
    </p>
  );
}
