import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import type * as z from 'zod/mini';
import { summaryCall, type practiceSummary } from '../../../domain/contracts/practice.ts';
import { PRACTICE_HOME_PATH, SESSION_ID_PARAM } from '../../../domain/practice/practiceLinks.ts';
import { formatClock, percentOf } from '../../../domain/practice/questionTimer.ts';
import { useCall } from '../../../runtime/api/useCall.ts';
import { useFeature } from '../../../runtime/brand/useFeature.ts';
import { useCatalogParts } from '../../../runtime/i18n/CatalogParts.ts';
import { localeAtom } from '../../../runtime/i18n/localeAtom.ts';
import { useRegistry } from '../../../runtime/registry/RegistryContext.ts';
import { exceptionKindOf } from '../learn/learnException.ts';
import { AttemptBadge } from './AttemptBadge.tsx';
import './practice.css';

/** The summary answers 406 for a session without answers: it is "invalid" (spec §4, §8). */
const INVALID_SESSION = 406;

type Summary = z.infer<typeof practiceSummary>;

/**
 * /practice/session-summary?session_id=…: time, accuracy (a percentage, beside the one the
 * mastery model expected) and embiums (where the brand has them) of a session, each concept's
 * mastery before and after it, and every attempt with its attempt type.
 */
export function SessionSummaryScreen() {
  useCatalogParts('practice');
  const registry = useRegistry();
  const locale = useAtomValue(localeAtom);
  const [search] = useSearchParams();
  const sessionId = search.get(SESSION_ID_PARAM)?.trim() ?? '';
  const { data, error } = useCall(
    summaryCall,
    sessionId ? { params: { sessionId }, query: { language: locale } } : null,
  );
  if (!sessionId) return <registry.ExceptionPage kind="contentNotFound" />;
  if (error?.status === INVALID_SESSION) {
    return (
      <section className="practice-page practice-done">
        <h1>
          <FormattedMessage id="practice.summary.invalidTitle" />
        </h1>
        <p role="alert">
          <FormattedMessage id="practice.summary.invalid" />
        </p>
        <Link className="button primary" to={PRACTICE_HOME_PATH}>
          <FormattedMessage id="practice.summary.home" />
        </Link>
      </section>
    );
  }
  if (error) return <registry.ExceptionPage kind={exceptionKindOf(error)} />;
  if (!data) return <registry.Loading />;
  return <SummaryView summary={data.data} />;
}

function SummaryView({ summary }: { summary: Summary }) {
  const embiums = useFeature('embiums');
  const names = new Map(summary.mastery.map((m) => [m.concept, m.name]));
  return (
    <article className="practice-page">
      <h1>
        <FormattedMessage id="practice.summary.title" />
      </h1>
      <dl className="practice-stats">
        <div>
          <dt>
            <FormattedMessage id="practice.summary.time" />
          </dt>
          <dd>{formatClock(summary.totalTimeSpend)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="practice.summary.accuracy" />
          </dt>
          <dd>
            <FormattedMessage id="practice.percent" values={{ value: summary.accuracy }} />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="practice.summary.expectedAccuracy" />
          </dt>
          <dd>
            <FormattedMessage
              id="practice.percent"
              values={{ value: summary.predicted_practice_accuracy }}
            />
          </dd>
        </div>
        {embiums && (
          <>
            <div>
              <dt>
                <FormattedMessage id="practice.summary.silver" />
              </dt>
              <dd>{summary.silverEmbiumsEarnedCount}</dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="practice.summary.gold" />
              </dt>
              <dd>{summary.goldEmbiumsEarnedCount}</dd>
            </div>
          </>
        )}
      </dl>
      {summary.mastery.length > 0 && (
        <section aria-labelledby="practice-mastery">
          <h2 id="practice-mastery">
            <FormattedMessage id="practice.summary.mastery" />
          </h2>
          <ul className="practice-mastery">
            {summary.mastery.map((m) => (
              <li key={m.concept}>
                <span>{m.name}</span>{' '}
                <FormattedMessage
                  id="practice.summary.masteryChange"
                  values={{ before: percentOf(m.before), after: percentOf(m.after) }}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="practice-attempts">
        <h2 id="practice-attempts">
          <FormattedMessage id="practice.summary.attempts" />
        </h2>
        <table className="practice-attempts">
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="practice.summary.question" />
              </th>
              <th scope="col">
                <FormattedMessage id="practice.summary.concept" />
              </th>
              <th scope="col">
                <FormattedMessage id="practice.summary.result" />
              </th>
              <th scope="col">
                <FormattedMessage id="practice.summary.timeSpent" />
              </th>
            </tr>
          </thead>
          <tbody>
            {summary.metaData.attempts.map((attempt, index) => (
              <tr key={`${attempt.code}#${index}`}>
                <th scope="row">{index + 1}</th>
                <td>{names.get(attempt.concept) ?? attempt.concept}</td>
                <td>
                  <AttemptBadge type={attempt.attemptTypeBadge} />
                </td>
                <td>
                  <FormattedMessage
                    id="practice.summary.timeOfIdeal"
                    values={{
                      spent: formatClock(attempt.timeSpent),
                      ideal: formatClock(attempt.idealTime),
                    }}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <Link className="button primary" to={PRACTICE_HOME_PATH}>
        <FormattedMessage id="practice.summary.home" />
      </Link>
    </article>
  );
}
