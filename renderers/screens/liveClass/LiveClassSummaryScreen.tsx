import { useAtomValue } from 'jotai';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { liveClassSummaryCall } from '../../../domain/contracts/liveClasses.ts';
import type { Answer } from '../../../runtime/api/callApi.ts';
import { useCall } from '../../../runtime/api/useCall.ts';
import { useCatalogParts } from '../../../runtime/i18n/CatalogParts.ts';
import { localeAtom } from '../../../runtime/i18n/localeAtom.ts';
import { useTextLanguage } from '../../../runtime/i18n/useTextLanguage.ts';
import { useRegistry } from '../../../runtime/registry/RegistryContext.ts';
import { useDocumentTitle } from '../learn/useDocumentTitle.ts';
import { LiveClassProblem } from './LiveClassProblem.tsx';
import { ATTENDED_TEXTS } from './LiveClassStatus.tsx';
import { PERFORMANCE_ANALYSIS, useLiveClassPaths } from './liveClassPaths.ts';
import { useLiveClassFormat } from './useLiveClassFormat.ts';
import './liveClass.css';

type Summary = Answer<typeof liveClassSummaryCall>['body']['data'];
type Performance = NonNullable<Summary['performance']>;

/** The in-class performance (spec §3): classes held and attended, time spent, and each class. */
function PerformanceSection({ performance }: { performance: Performance }) {
  const format = useLiveClassFormat();
  const paths = useLiveClassPaths();
  const textLang = useTextLanguage();
  return (
    <section className="live-class-performance" aria-labelledby="live-class-performance">
      <h2 id="live-class-performance">
        <FormattedMessage id="liveClass.performance.title" />
      </h2>
      <dl className="live-class-facts live-class-facts--totals">
        <div>
          <dt>
            <FormattedMessage id="liveClass.performance.classesHeld" />
          </dt>
          <dd>
            <FormattedNumber value={performance.classesHeld} />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="liveClass.performance.classesAttended" />
          </dt>
          <dd>
            <FormattedNumber value={performance.classesAttended} />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="liveClass.performance.timeSpent" />
          </dt>
          <dd>{format.timeSpent(performance.secondsSpent)}</dd>
        </div>
      </dl>
      {performance.classes.length === 0 ? (
        <p>
          <FormattedMessage id="liveClass.performance.none" />
        </p>
      ) : (
        <div className="live-class-table">
          <table>
            <caption>
              <FormattedMessage id="liveClass.performance.classes" />
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="liveClass.class" />
                </th>
                <th scope="col">
                  <FormattedMessage id="liveClass.summary.attendance" />
                </th>
                <th scope="col">
                  <FormattedMessage id="liveClass.summary.timeSpent" />
                </th>
              </tr>
            </thead>
            <tbody>
              {performance.classes.map((row) => (
                <tr key={row.liveClassId}>
                  <th scope="row" lang={textLang(row.title)}>
                    <Link to={paths.summary(row.liveClassId)}>{row.title}</Link>
                  </th>
                  <td>
                    <FormattedMessage id={ATTENDED_TEXTS[row.liveClassAttendedStatus]} />
                  </td>
                  <td>{format.timeSpent(row.timeSpent)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/**
 * /{product}-live-class/:id/postsummary: after a class, whether the student attended (in words),
 * their time in it and the recording when there is one; with `?analysis=performance`, their
 * attendance across the batch's classes (the classroom's when the class has no batch).
 */
export function LiveClassSummaryScreen() {
  useCatalogParts('classroom');
  const intl = useIntl();
  const registry = useRegistry();
  const params = useParams();
  const liveClassId = params['id'] ?? params['liveClassId'] ?? '';
  const [search] = useSearchParams();
  const performance = search.get('analysis') === PERFORMANCE_ANALYSIS;
  const locale = useAtomValue(localeAtom);
  const paths = useLiveClassPaths();
  const format = useLiveClassFormat();
  const textLang = useTextLanguage();
  const { data, error, mutate } = useCall(liveClassSummaryCall, {
    params: { liveClassId },
    query: performance ? { analysis: PERFORMANCE_ANALYSIS, locale } : { locale },
  });
  const summary = data?.data;
  useDocumentTitle(summary && intl.formatMessage({ id: 'liveClass.summary.title' }));

  if (error) return <LiveClassProblem error={error} retry={() => void mutate()} />;
  if (!summary) return <registry.Loading />;

  return (
    <article className="live-class-page live-class-summary" aria-labelledby="live-class-summary">
      <p className="back-link">
        <Link to={paths.list}>
          <FormattedMessage id="liveClass.allClasses" />
        </Link>
      </p>
      <h1 id="live-class-summary">
        <FormattedMessage id="liveClass.summary.title" />
        {': '}
        <span lang={textLang(summary.title)}>{summary.title}</span>
      </h1>
      <dl className="live-class-facts">
        <div>
          <dt>
            <FormattedMessage id="liveClass.summary.attendance" />
          </dt>
          <dd>
            <FormattedMessage id={ATTENDED_TEXTS[summary.liveClassAttendedStatus]} />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="liveClass.summary.timeSpent" />
          </dt>
          <dd>{format.timeSpent(summary.timeSpent)}</dd>
        </div>
      </dl>
      {summary.recordingUrl !== null ? (
        <p>
          <a
            className="button primary"
            href={summary.recordingUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            <FormattedMessage id="liveClass.summary.recording" />{' '}
            <span className="visually-hidden">
              <FormattedMessage id="liveClass.summary.opensNewTab" />
            </span>
          </a>
        </p>
      ) : (
        <p>
          <FormattedMessage id="liveClass.summary.noRecording" />
        </p>
      )}
      {summary.performance ? (
        <PerformanceSection performance={summary.performance} />
      ) : (
        <p>
          <Link to={paths.summary(liveClassId, true)}>
            <FormattedMessage id="liveClass.seePerformance" />
          </Link>
        </p>
      )}
    </article>
  );
}
