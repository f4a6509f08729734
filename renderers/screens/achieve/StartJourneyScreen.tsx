import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { ACHIEVE_PATHS } from '../../../domain/achieve/achievePaths.ts';
import { examUserMetadataCall, planTilesCall } from '../../../domain/contracts/achieve.ts';
import { useCall } from '../../../runtime/api/useCall.ts';
import { useRegistry } from '../../../runtime/registry/RegistryContext.ts';
import { useDocumentTitle } from '../learn/useDocumentTitle.ts';
import { AchieveFailed } from './AchieveFailed.tsx';
import { PlanDays, stepsByDay, subjectNames } from './PlanDays.tsx';
import { PlanStepLink, type PlanTile } from './PlanStepTile.tsx';
import { useAchieveExam, useAchieveHome } from './useAchieveHome.ts';
import './achieve.css';

/** The first days shown: enough to see how a week goes, short enough to start at once. */
const FIRST_DAYS = 3;

/** The plan just made, as the questionnaire passed it on (StartJourneyState), if it did. */
function planFromState(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('planId' in state)) return undefined;
  return typeof state.planId === 'string' ? state.planId : undefined;
}

/** The step to begin with: today's first not yet done, else the plan's first not yet done. */
function firstOpenStep(tiles: readonly PlanTile[], today: number): PlanTile | undefined {
  const open = stepsByDay(tiles)
    .flatMap(([, steps]) => steps)
    .filter((t) => t.status === 'pending' || t.status === 'started');
  return open.find((t) => t.day === today) ?? open[0];
}

function FirstDays({ planId }: { planId: string }) {
  const registry = useRegistry();
  const exam = useAchieveExam();
  const plan = useCall(planTilesCall, { query: { paj_id: planId, locale: exam.locale } });
  const metadata = useCall(examUserMetadataCall, { query: exam }).data?.data;
  const names = useMemo(() => subjectNames(metadata?.subjects), [metadata]);
  const data = plan.data?.data;
  if (plan.error && !data)
    return <AchieveFailed messageId="achieve.plan.failed" retry={() => void plan.mutate()} />;
  if (!data) return <registry.Loading />;
  const first = firstOpenStep(data.tiles, data.today);
  return (
    <>
      {first && (
        <p className="achieve-actions">
          <PlanStepLink step={first} planId={planId} className="button primary large">
            <FormattedMessage
              id={
                first.day === data.today
                  ? 'achieve.journey.startToday'
                  : 'achieve.journey.startNext'
              }
            />
          </PlanStepLink>
        </p>
      )}
      <PlanDays
        tiles={data.tiles}
        today={data.today}
        planId={planId}
        headingLevel={2}
        dayCount={FIRST_DAYS}
        subjectNames={names}
      />
    </>
  );
}

/**
 * /achieve/start-journey: the plan was made. Its first days, by day, and a button to the first
 * step still to do. The plan is the one the questionnaire just made, or else the home's.
 */
export function StartJourneyScreen() {
  const intl = useIntl();
  const registry = useRegistry();
  const state: unknown = useLocation().state;
  const home = useAchieveHome();
  const planId = planFromState(state) ?? home.data?.data.paj_id ?? undefined;
  const title = intl.formatMessage({ id: 'achieve.journey.title' });
  useDocumentTitle(title);
  let body;
  if (planId !== undefined) body = <FirstDays planId={planId} />;
  else if (home.data || home.error)
    body = (
      <p>
        <FormattedMessage id="achieve.journey.noPlan" />{' '}
        <Link to={ACHIEVE_PATHS.landing}>
          <FormattedMessage id="achieve.journey.makePlan" />
        </Link>
      </p>
    );
  else body = <registry.Loading />;
  return (
    <section className="achieve-screen achieve-journey" aria-labelledby="achieve-journey-title">
      <h1 id="achieve-journey-title">{title}</h1>
      <p className="achieve-lead">
        <FormattedMessage id="achieve.journey.lead" />
      </p>
      {body}
      <p className="achieve-links">
        <Link to={ACHIEVE_PATHS.planYourTarget}>
          <FormattedMessage id="achieve.journey.wholePlan" />
        </Link>{' '}
        <Link to={ACHIEVE_PATHS.home}>
          <FormattedMessage id="achieve.journey.home" />
        </Link>
      </p>
    </section>
  );
}
