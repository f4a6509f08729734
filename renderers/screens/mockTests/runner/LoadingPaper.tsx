import { FormattedMessage } from 'react-intl';

/** Starting, resuming or loading the paper: said in words, since it can take a moment. */
export function LoadingPaper() {
  return (
    <div className="runner-loading" role="status" aria-busy="true">
      <span className="spinner" aria-hidden="true" />
      <FormattedMessage id="runner.loading" />
    </div>
  );
}
