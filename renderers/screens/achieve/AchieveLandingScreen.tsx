import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { ACHIEVE_PATHS, selectTestsHref } from '../../../domain/achieve/achievePaths.ts';
import { achieveHomeCall } from '../../../domain/contracts/achieve.ts';
import { achieveOnboardingErrorAtom } from '../../../runtime/achieve/achieveOnboardingError.ts';
import { callApi } from '../../../runtime/api/callApi.ts';
import { useDocumentTitle } from '../learn/useDocumentTitle.ts';
import { useAchieveHome, useAchieveHomeInput } from './useAchieveHome.ts';
import './achieve.css';

/** What achieve does, in three points: each a heading and a line. */
const POINTS = [
  ['achieve.landing.readiness.title', 'achieve.landing.readiness.text'],
  ['achieve.landing.diagnostic.title', 'achieve.landing.diagnostic.text'],
  ['achieve.landing.plan.title', 'achieve.landing.plan.text'],
] as const;

/** Start: the onboarding session (from the home already loaded, or asked now), then the tests. */
function StartButton() {
  const navigate = useNavigate();
  const home = useAchieveHome();
  const input = useAchieveHomeInput();
  const setOnboardingError = useSetAtom(achieveOnboardingErrorAtom);
  const [starting, setStarting] = useState(false);
  const [failed, setFailed] = useState(false);
  const start = async () => {
    setStarting(true);
    setFailed(false);
    try {
      let data = home.data;
      if (!data) {
        data = (await callApi(achieveHomeCall, input)).body;
        // The home is known now: kept, which also clears the failure flag of an earlier try.
        void home.mutate(data, { revalidate: false });
      }
      void navigate(selectTestsHref(data.data.session_id));
    } catch {
      setFailed(true);
      setOnboardingError('home');
    } finally {
      setStarting(false);
    }
  };
  if (home.data?.data.stage === 'plan')
    return (
      <div className="achieve-actions">
        <p>
          <FormattedMessage id="achieve.landing.hasPlan" />
        </p>
        <Link className="button primary large" to={ACHIEVE_PATHS.home}>
          <FormattedMessage id="achieve.landing.toPlan" />
        </Link>
      </div>
    );
  return (
    <div className="achieve-actions">
      <button
        type="button"
        className="button primary large"
        disabled={starting}
        onClick={() => void start()}
      >
        <FormattedMessage id={starting ? 'achieve.landing.starting' : 'achieve.landing.start'} />
      </button>
      <p className="form-alert" role="alert">
        {failed && <FormattedMessage id="achieve.landing.failed" />}
      </p>
    </div>
  );
}

/**
 * /achieve/landing: what achieve does — where the student stands (readiness), short diagnostic
 * tests, a personal day-by-day plan — and Start, which opens the diagnostic selection of the
 * student's onboarding session. A student who has a plan is sent to it instead.
 */
export function AchieveLandingScreen() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'achieve.landing.title' });
  useDocumentTitle(title);
  return (
    <section className="achieve-screen achieve-landing" aria-labelledby="achieve-landing-title">
      <h1 id="achieve-landing-title">{title}</h1>
      <p className="achieve-lead">
        <FormattedMessage id="achieve.landing.lead" />
      </p>
      <ol className="achieve-points">
        {POINTS.map(([heading, text]) => (
          <li key={heading} className="achieve-card">
            <h2>
              <FormattedMessage id={heading} />
            </h2>
            <p>
              <FormattedMessage id={text} />
            </p>
          </li>
        ))}
      </ol>
      <StartButton />
    </section>
  );
}
