import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { TEST_HOME_PATH } from '../../../../domain/mockTests/testLinks.ts';
import type { OpenProblem } from './openProblem.ts';

export interface OpenFailureProps {
  problem: OpenProblem;
  onRetry: () => void;
}

/**
 * The paper could not be opened: why, Try again, and the way back to the tests (not the test's
 * summary: its path lives with the tile targets, a module the paper has no other need for).
 */
export function OpenFailure({ problem, onRetry }: OpenFailureProps) {
  return (
    <div className="runner-failure" role="alert">
      <p>
        <FormattedMessage id={problem.message} />
      </p>
      {problem.serverMessage && <p className="runner-muted">{problem.serverMessage}</p>}
      <p className="runner-failure__actions">
        <button type="button" className="runner-button runner-button--primary" onClick={onRetry}>
          <FormattedMessage id="runner.retry" />
        </button>
        <Link className="runner-button" to={TEST_HOME_PATH}>
          <FormattedMessage id="runner.submitted.home" />
        </Link>
      </p>
    </div>
  );
}
