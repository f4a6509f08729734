import { FormattedMessage } from 'react-intl';
import { ApiError } from '../../../runtime/api/callApi.ts';

/** The words for each answer a student can do something about, or at least understand. */
const MESSAGES: Readonly<Record<string, string>> = {
  LIVE_CLASS_OFF: 'liveClass.off',
  LIVE_CLASS_NOT_FOUND: 'liveClass.notFound',
  LIVE_CLASS_NOT_OPEN: 'liveClass.notOpen',
  BATCH_NOT_FOUND: 'liveClass.batches.notFound',
};

/** The message id for a failed live-class call: the server's reason where it gave one. */
export function problemMessage(error: unknown): string {
  return (error instanceof ApiError && MESSAGES[error.code]) || 'liveClass.failed';
}

/**
 * Why a live-class screen shows nothing: live classes switched off for this student, a class or
 * batch that is not theirs, or a failure, with a retry where trying again can help.
 */
export function LiveClassProblem({ error, retry }: { error: unknown; retry?: () => void }) {
  const id = problemMessage(error);
  return (
    <div className="live-class-problem" role="alert">
      <p>
        <FormattedMessage id={id} />
      </p>
      {id === 'liveClass.failed' && retry && (
        <button type="button" className="button ghost" onClick={retry}>
          <FormattedMessage id="liveClass.retry" />
        </button>
      )}
    </div>
  );
}
