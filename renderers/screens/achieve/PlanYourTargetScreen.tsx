import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ACHIEVE_PATHS } from '../../../domain/achieve/achievePaths.ts';
import { questionnaireHref } from '../../../domain/mockTests/testLinks.ts';
import {
  examUserMetadataCall,
  extendPlanCall,
  planTilesCall,
} from '../../../domain/contracts/achieve.ts';
import { callApi } from '../../../runtime/api/callApi.ts';
import { useCall } from '../../../runtime/api/useCall.ts';
import { useRegistry } from '../../../runtime/registry/RegistryContext.ts';
import { useDocumentTitle } from '../learn/useDocumentTitle.ts';
import { AchieveFailed } from './AchieveFailed.tsx';
import { PlanDays, subjectNames } from './PlanDays.tsx';
import { TargetFacts } from './TargetFacts.tsx';
import { useAchieveExam, useAchieveHome, useRefreshAchieve } from './useAchieveHome.ts';
import './achieve.css';

const REPLANNED = {
  behind: 'achieve.plan.replanned.behind',
  ahead: 'achieve.plan.replanned.ahead',
} as const;

/** The whole plan ahead, by day, with progress, the re-plan notice and a week more on request. */
function WholePlan({ planId, names }: { planId: string; names: ReadonlyMap<string, string> }) {
  const registry = useRegistry();
  const { locale } = useAchieveExam();
  const refreshAchieve = useRefreshAchieve();
  const plan = useCall(planTilesCall, { query: { paj_id: planId, locale } });
  const [extending, setExtending] = useState(false);
  const [extendFailed, setExtendFailed] = useState(false);
  const data = plan.data?.data;
  if (plan.error && !data)
    return <AchieveFailed messageId="achieve.plan.failed" retry={() => void plan.mutate()} />;
  if (!data) return <registry.Loading />;
  const extend = () => {
    setExtending(true);
    setExtendFailed(false);
    callApi(extendPlanCall, { query: { locale }, body: { paj_id: planId } })
      .then(() => refreshAchieve())
      .catch(() => setExtendFailed(true))
      .finally(() => setExtending(false));
  };
  return (
    <>
      <p className="achieve-notice" role="status">
        {data.replanned && <FormattedMessage id={REPLANNED[data.replanned]} />}
      </p>
      <p className="achieve-progress">
        <span id="achieve-progress-text">
          <FormattedMessage
            id="achieve.plan.progress"
            values={{ done: data.done_count, total: data.step_count }}
          />
        </span>
        <progress
          value={data.done_count}
          max={Math.max(1, data.step_count)}
          aria-labelledby="achieve-progress-text"
        />
      </p>
      {data.tiles.length === 0 ? (
        <p>
          <FormattedMessage id="achieve.plan.empty" />
        </p>
      ) : (
        <PlanDays
          tiles={data.tiles}
          today={data.today}
          planId={planId}
          headingLevel={3}
          subjectNames={names}
        />
      )}
      <div className="achieve-actions">
        <button type="button" className="button ghost" disabled={extending} onClick={extend}>
          <FormattedMessage id={extending ? 'achieve.plan.extending' : 'achieve.plan.extend'} />
        </button>
      </div>
      <p className="form-alert" role="alert">
        {extendFailed && <FormattedMessage id="achieve.plan.extendFailed" />}
      </p>
    </>
  );
}

/**
 * /achieve/plan-your-target: the target (exam, its day, days left, daily time, score), the way to
 * change it (the questionnaire again), and the whole plan ahead.
 */
export function PlanYourTargetScreen() {
  const intl = useIntl();
  const registry = useRegistry();
  const exam = useAchieveExam();
  const home = useAchieveHome();
  const metadata = useCall(examUserMetadataCall, {
    query: exam,
    feature: 'achieve/exam-user-metadata',
  });
  const meta = metadata.data?.data;
  const names = useMemo(() => subjectNames(meta?.subjects), [meta]);
  const title = intl.formatMessage({ id: 'achieve.target.title' });
  useDocumentTitle(title);
  const homeData = home.data?.data;
  let target;
  if (meta)
    target = (
      <TargetFacts examName={meta.exam_name} target={meta.target} daysLeft={meta.days_left} />
    );
  else if (metadata.error)
    target = (
      <AchieveFailed messageId="achieve.target.failed" retry={() => void metadata.mutate()} />
    );
  else target = <registry.Loading />;
  let plan;
  if (homeData?.paj_id) plan = <WholePlan planId={homeData.paj_id} names={names} />;
  else if (homeData)
    plan = (
      <p>
        <FormattedMessage id="achieve.journey.noPlan" />{' '}
        <Link to={ACHIEVE_PATHS.landing}>
          <FormattedMessage id="achieve.journey.makePlan" />
        </Link>
      </p>
    );
  else if (home.error)
    plan = <AchieveFailed messageId="achieve.home.failed" retry={() => void home.mutate()} />;
  else plan = <registry.Loading />;
  return (
    <section className="achieve-screen achieve-target" aria-labelledby="achieve-target-title">
      <h1 id="achieve-target-title">{title}</h1>
      <section className="achieve-card" aria-labelledby="achieve-target-now">
        <h2 id="achieve-target-now">
          <FormattedMessage id="achieve.home.target.title" />
        </h2>
        {target}
        {homeData && (
          <Link to={questionnaireHref(homeData.session_id)}>
            <FormattedMessage id="achieve.target.retake" />
          </Link>
        )}
      </section>
      <section className="achieve-plan" aria-labelledby="achieve-plan-title">
        <h2 id="achieve-plan-title">
          <FormattedMessage id="achieve.plan.title" />
        </h2>
        {plan}
      </section>
    </section>
  );
}
