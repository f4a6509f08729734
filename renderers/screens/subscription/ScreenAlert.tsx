import { FormattedMessage } from 'react-intl';

/** A refusal or failure in words, announced as it appears; nothing when there is none. */
export function ScreenAlert({
  messageKey,
  values,
}: {
  messageKey: string | undefined;
  values?: Record<string, string>;
}) {
  if (!messageKey) return null;
  return (
    <p className="form-alert" role="alert">
      <FormattedMessage id={messageKey} values={values} />
    </p>
  );
}
