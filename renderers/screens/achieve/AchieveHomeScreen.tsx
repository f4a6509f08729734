import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate } from 'react-router-dom';
import type * as z from 'zod/mini';
import { ACHIEVE_PATHS, selectTestsHref } from '../../../domain/achieve/achievePaths.ts';
import { questionnaireHref } from '../../../domain/mockTests/testLinks.ts';
import { examUserMetadataCall, type achieveHomeCall } from '../../../domain/contracts/achieve.ts';
import type { Answer } from '../../../runtime/api/callApi.ts';
import { useCall } from '../../../runtime/api/useCall.ts';
import { useRegistry } from '../../../runtime/registry/RegistryContext.ts';
import { useDocumentTitle } from '../learn/useDocumentTitle.ts';
import { AchieveFailed } from './AchieveFailed.tsx';
import { subjectNames } from './PlanDays.tsx';
import { PlanStepTile } from './PlanStepTile.tsx';
import { PredictedScoreGauge } from './PredictedScoreGauge.tsx';
import { TargetFacts } from './TargetFacts.tsx';
import { useAchieveExam, useAchieveHome } from './useAchieveHome.ts';
import './achieve.css';

type Home = Answer<typeof achieveHomeCall>['body']['data'];
type Metadata = z.output<(typeof examUserMetadataCall.responses)[200]>['data'];

/** The other achieve pages, in the order a student would look at them. */
const MORE_LINKS = [
  [ACHIEVE_PATHS.readiness, 'achieve.home.link.readiness'],
  [ACHIEVE_PATHS.exploreMastery, 'achieve.home.link.exploreMastery'],
  [ACHIEVE_PATHS.futureSuccess, 'achieve.home.link.futureSuccess'],
  [ACHIEVE_PATHS.achievements, 'achieve.home.link.achievements'],
  [ACHIEVE_PATHS.successStories, 'achieve.home.link.successStories'],
  [ACHIEVE_PATHS.planYourTarget, 'achieve.home.link.planYourTarget'],
] as const;

function Target({ home, metadata }: { home: Home; metadata: Metadata | undefined }) {
  return (
    <section className="achieve-card" aria-labelledby="achieve-target">
      <h2 id="achieve-target">
        <FormattedMessage id="achieve.home.target.title" />
      </h2>
      <TargetFacts examName={metadata?.exam_name} target={home.target} daysLeft={home.days_left} />
      <Link to={ACHIEVE_PATHS.planYourTarget}>
        <FormattedMessage id="achieve.home.target.change" />
      </Link>
    </section>
  );
}

function Readiness({ home }: { home: Home }) {
  return (
    <section className="achieve-card" aria-labelledby="achieve-readiness">
      <h2 id="achieve-readiness">
        <FormattedMessage id="achieve.home.readiness.title" />
      </h2>
      {home.readiness ? (
        <PredictedScoreGauge figure={home.readiness} />
      ) : (
        <p>
          <FormattedMessage id="achieve.home.readiness.none" />
        </p>
      )}
      <Link to={ACHIEVE_PATHS.readiness}>
        <FormattedMessage id="achieve.home.readiness.more" />
      </Link>
    </section>
  );
}

function Today({ home, metadata }: { home: Home; metadata: Metadata | undefined }) {
  const names = useMemo(() => subjectNames(metadata?.subjects), [metadata]);
  return (
    <section className="achieve-today" aria-labelledby="achieve-today">
      <h2 id="achieve-today">
        <FormattedMessage id="achieve.home.today.title" />
      </h2>
      {home.today.length === 0 ? (
        <p>
          <FormattedMessage id="achieve.home.today.none" />{' '}
          <Link to={ACHIEVE_PATHS.planYourTarget}>
            <FormattedMessage id="achieve.home.today.ahead" />
          </Link>
        </p>
      ) : (
        <ul className="plan-steps">
          {home.today.map((step) => (
            <li key={step.step_index}>
              <PlanStepTile
                step={step}
                planId={home.paj_id ?? undefined}
                subjectName={names.get(step.subject)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Plan({ home }: { home: Home }) {
  const exam = useAchieveExam();
  const metadata = useCall(examUserMetadataCall, { query: exam }).data?.data;
  return (
    <>
      <div className="achieve-summary">
        <Target home={home} metadata={metadata} />
        <Readiness home={home} />
      </div>
      <Today home={home} metadata={metadata} />
      <p className="achieve-streak">
        <FormattedMessage id="achieve.home.streak" values={{ days: home.streak.days }} />{' '}
        <FormattedMessage id="achieve.home.streakBest" values={{ best: home.streak.best }} />
      </p>
    </>
  );
}

/** Onboarding begun (a session) but no plan yet: where to go on. */
function ContinueOnboarding({ sessionId }: { sessionId: string }) {
  return (
    <section className="achieve-card" aria-labelledby="achieve-continue">
      <h2 id="achieve-continue">
        <FormattedMessage id="achieve.home.continue.title" />
      </h2>
      <p>
        <FormattedMessage id="achieve.home.continue.text" />
      </p>
      <p className="achieve-actions">
        <Link className="button primary" to={selectTestsHref(sessionId)}>
          <FormattedMessage id="achieve.home.continue.tests" />
        </Link>
        <Link className="button ghost" to={questionnaireHref(sessionId)}>
          <FormattedMessage id="achieve.home.continue.questionnaire" />
        </Link>
      </p>
      <Link to={ACHIEVE_PATHS.diagnosticTests}>
        <FormattedMessage id="achieve.home.continue.results" />
      </Link>
    </section>
  );
}

/**
 * /achieve/home: the student's achieve. Not started: the landing's invitation. Begun: where to go
 * on. With a plan: the target, the predicted score, today's steps, the streak and the other pages.
 * The home's failure is an onboarding failure (the error flag, set by useAchieveHome) with a retry.
 */
export function AchieveHomeScreen() {
  const intl = useIntl();
  const registry = useRegistry();
  const home = useAchieveHome();
  const title = intl.formatMessage({ id: 'achieve.home.title' });
  useDocumentTitle(title);
  const data = home.data?.data;
  if (data?.stage === 'start') return <Navigate to={ACHIEVE_PATHS.landing} replace />;
  let body;
  if (home.error && !data) {
    body = <AchieveFailed messageId="achieve.home.failed" retry={() => void home.mutate()} />;
  } else if (!data) {
    body = <registry.Loading />;
  } else if (data.stage === 'questionnaire') {
    body = <ContinueOnboarding sessionId={data.session_id} />;
  } else {
    body = <Plan home={data} />;
  }
  return (
    <section className="achieve-screen achieve-home" aria-labelledby="achieve-home-title">
      <h1 id="achieve-home-title">{title}</h1>
      {body}
      {data?.stage === 'plan' && (
        <nav className="achieve-more" aria-label={intl.formatMessage({ id: 'achieve.home.more' })}>
          <ul>
            {MORE_LINKS.map(([path, label]) => (
              <li key={path}>
                <Link to={path}>
                  <FormattedMessage id={label} />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  );
}
