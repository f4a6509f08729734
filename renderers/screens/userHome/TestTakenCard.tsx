import { FormattedMessage, FormattedNumber } from 'react-intl';
import { Link } from 'react-router-dom';
import type { TestTaken } from '../../../domain/contracts/testsTaken.ts';
import { MINUTE_MS } from '../../../domain/timeline/timelinePeriods.ts';
import { useMomentFormat } from '../../tiles/useMomentFormat.ts';

type Started = Extract<TestTaken, { status: 'started' }>;
type Finished = Extract<TestTaken, { status: 'finished' }>;

function StartedTest({ test }: { test: Started }) {
  const { dateTime } = useMomentFormat();
  const id = `taken-${test.session_id}`;
  return (
    <li className="taken-card" aria-labelledby={id}>
      <h3 id={id}>{test.title}</h3>
      <p>
        <FormattedMessage id="testsTaken.startedOn" values={{ date: dateTime(test.started_at) }} />
      </p>
      <p className="taken-time-left">
        <FormattedMessage
          id="testsTaken.timeLeft"
          values={{ minutes: Math.ceil(test.time_left / MINUTE_MS) }}
        />
      </p>
      <Link className="button primary" to={test.path} aria-describedby={id}>
        <FormattedMessage id="testsTaken.resume" />
      </Link>
    </li>
  );
}

function FinishedTest({ test }: { test: Finished }) {
  const { dateTime } = useMomentFormat();
  const id = `taken-${test.session_id}`;
  return (
    <li className="taken-card" aria-labelledby={id}>
      <h3 id={id}>{test.title}</h3>
      <p>
        <FormattedMessage
          id="testsTaken.submittedOn"
          values={{ date: dateTime(test.submitted_at) }}
        />
      </p>
      {test.score !== null ? (
        <dl className="taken-result">
          <div>
            <dt>
              <FormattedMessage id="testsTaken.score" />
            </dt>
            <dd>
              <FormattedNumber value={test.score} />
              {test.max_score !== null && (
                <>
                  {' / '}
                  <FormattedNumber value={test.max_score} />
                </>
              )}
            </dd>
          </div>
          {test.rank !== null && test.candidates !== null && (
            <div>
              <dt>
                <FormattedMessage id="testsTaken.rank" />
              </dt>
              <dd>
                <FormattedMessage
                  id="testsTaken.rankOf"
                  values={{ rank: test.rank, candidates: test.candidates }}
                />
              </dd>
            </div>
          )}
        </dl>
      ) : (
        <p>
          {test.results_at !== null ? (
            <FormattedMessage
              id="testsTaken.resultsOn"
              values={{ date: dateTime(test.results_at) }}
            />
          ) : (
            <FormattedMessage id="testsTaken.resultsLater" />
          )}
        </p>
      )}
      <Link className="button primary" to={test.path} aria-describedby={id}>
        <FormattedMessage
          id={test.score !== null ? 'testsTaken.analysis' : 'testsTaken.viewTest'}
        />
      </Link>
    </li>
  );
}

/** One test the student took: a started one with its time left, a finished one with its result. */
export function TestTakenCard({ test }: { test: TestTaken }) {
  return test.status === 'started' ? <StartedTest test={test} /> : <FinishedTest test={test} />;
}
