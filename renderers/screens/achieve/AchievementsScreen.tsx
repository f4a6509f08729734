import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import useSWR from 'swr';
import {
  achieveMilestones,
  CHAPTER_MASTERED_PERCENT,
  READINESS_RISE_SHARE,
  STREAK_SHORT_DAYS,
  STREAK_WEEK_DAYS,
  type Milestone,
  type MilestoneFacts,
  type MilestoneId,
} from '../../../domain/achieve/achieveMilestones.ts';
import {
  achieveHomeCall,
  diagnosticTestsCall,
  masteryChaptersCall,
  masterySubjectsCall,
  planTilesCall,
  readinessCall,
} from '../../../domain/contracts/achieve.ts';
import type { Locale } from '../../../domain/rules/locales.ts';
import { callApi } from '../../../runtime/api/callApi.ts';
import { useCall } from '../../../runtime/api/useCall.ts';
import { localeAtom } from '../../../runtime/i18n/localeAtom.ts';
import { useRegistry } from '../../../runtime/registry/RegistryContext.ts';
import { exceptionKindOf } from '../learn/learnException.ts';
import { useDocumentTitle } from '../learn/useDocumentTitle.ts';
import './achieveInsights.css';

/** Each milestone's title and what earns it; progress wording only where a count means something. */
const MILESTONE_TEXT = {
  firstDiagnostic: {
    title: 'achieve.achievements.firstDiagnostic.title',
    how: 'achieve.achievements.firstDiagnostic.how',
  },
  allDiagnostics: {
    title: 'achieve.achievements.allDiagnostics.title',
    how: 'achieve.achievements.allDiagnostics.how',
    progress: 'achieve.achievements.allDiagnostics.progress',
  },
  planMade: {
    title: 'achieve.achievements.planMade.title',
    how: 'achieve.achievements.planMade.how',
  },
  firstPlanStep: {
    title: 'achieve.achievements.firstPlanStep.title',
    how: 'achieve.achievements.firstPlanStep.how',
  },
  streakShort: {
    title: 'achieve.achievements.streakShort.title',
    how: 'achieve.achievements.streak.how',
    progress: 'achieve.achievements.streak.progress',
  },
  streakWeek: {
    title: 'achieve.achievements.streakWeek.title',
    how: 'achieve.achievements.streak.how',
    progress: 'achieve.achievements.streak.progress',
  },
  readinessRise: {
    title: 'achieve.achievements.readinessRise.title',
    how: 'achieve.achievements.readinessRise.how',
    progress: 'achieve.achievements.readinessRise.progress',
  },
  chapterMastered: {
    title: 'achieve.achievements.chapterMastered.title',
    how: 'achieve.achievements.chapterMastered.how',
    progress: 'achieve.achievements.chapterMastered.progress',
  },
} as const satisfies Record<MilestoneId, { title: string; how: string; progress?: string }>;

const STREAK_DAYS: Partial<Record<MilestoneId, number>> = {
  streakShort: STREAK_SHORT_DAYS,
  streakWeek: STREAK_WEEK_DAYS,
};

/**
 * The best mastery of any chapter of any subject: one chapters call per subject (an exam has a
 * handful), answered together so the milestone never flickers between two answers.
 */
function useBestChapterMastery(subjectCodes: string[] | undefined, locale: Locale) {
  return useSWR(
    subjectCodes === undefined ? null : ['achieve', 'bestChapterMastery', locale, ...subjectCodes],
    async () => {
      const answers = await Promise.all(
        (subjectCodes ?? []).map((code) =>
          callApi(masteryChaptersCall, { query: { locale, subject_code: code } }),
        ),
      );
      return Math.max(0, ...answers.flatMap((a) => a.body.data.items.map((item) => item.mastery)));
    },
    { revalidateOnFocus: false },
  );
}

interface Settling<T> {
  data?: T;
  error?: unknown;
}
const settled = <T,>(answer: Settling<T>) =>
  answer.data !== undefined || answer.error !== undefined;

/** Every call the milestones stand on, and whether all of them have answered (or failed). */
function useMilestoneFacts(locale: Locale) {
  const home = useCall(achieveHomeCall, { body: { locale } });
  const diagnostics = useCall(diagnosticTestsCall, { query: { locale } });
  const readiness = useCall(readinessCall, { query: { locale } });
  const planId = home.data?.data.paj_id ?? undefined;
  const plan = useCall(
    planTilesCall,
    planId === undefined ? null : { query: { paj_id: planId, locale } },
  );
  const subjects = useCall(masterySubjectsCall, { query: { locale } });
  const chapters = useBestChapterMastery(
    subjects.data?.data.items.map((s) => s.code),
    locale,
  );

  const tests = diagnostics.data?.data.tests;
  const history = readiness.data?.data.history;
  const now = readiness.data?.data;
  const facts: MilestoneFacts = {
    diagnostics: tests && {
      finished: tests.filter((t) => t.status === 'finished').length,
      total: tests.length,
    },
    planMade: home.data && home.data.data.paj_id !== null,
    planStepsDone: plan.data?.data.done_count,
    bestStreak: home.data?.data.streak.best,
    readiness: now &&
      history?.[0] && {
        first: history[0].expected,
        latest: now.expected,
        maxMarks: now.max_marks,
      },
    bestChapterMastery: chapters.data,
  };
  const ready =
    settled(home) &&
    settled(diagnostics) &&
    settled(readiness) &&
    (planId === undefined || settled(plan)) &&
    (subjects.error !== undefined || settled(chapters));
  const partial = [diagnostics, readiness, plan, subjects, chapters].some(
    (a) => a.error !== undefined,
  );
  return { homeError: home.error, ready, partial, facts };
}

function MilestoneItem({ milestone }: { milestone: Milestone }) {
  const intl = useIntl();
  const text: { title: string; how: string; progress?: string } = MILESTONE_TEXT[milestone.id];
  const percent = (whole: number) => intl.formatNumber(whole / 100, { style: 'percent' });
  const values = {
    days: STREAK_DAYS[milestone.id] ?? 0,
    share: READINESS_RISE_SHARE,
    percent: percent(CHAPTER_MASTERED_PERCENT),
  };
  const { current, target } = milestone.progress;
  const progressText =
    text.progress &&
    intl.formatMessage(
      { id: text.progress },
      milestone.id === 'chapterMastered'
        ? { current: percent(current), target: percent(target) }
        : { current, target },
    );
  return (
    <li className={`insights-row insights-milestone${milestone.earned ? ' is-earned' : ''}`}>
      <span className="insights-milestone__mark" aria-hidden="true">
        {milestone.earned ? '★' : '☆'}
      </span>
      <h3 className="insights-row__name">
        <FormattedMessage id={text.title} values={values} />
      </h3>
      <p className="insights-row__meta">
        <FormattedMessage id={text.how} values={values} />
      </p>
      {!milestone.earned && progressText !== undefined && target > 0 && (
        <div className="insights-meter">
          <span className="insights-meter__label" aria-hidden="true">
            {progressText}
          </span>
          <div
            className="insights-meter__track"
            role="meter"
            aria-label={intl.formatMessage(
              { id: 'achieve.achievements.progress' },
              { title: intl.formatMessage({ id: text.title }, values) },
            )}
            aria-valuemin={0}
            aria-valuemax={target}
            aria-valuenow={current}
            aria-valuetext={progressText}
          >
            <span
              className="insights-meter__fill"
              style={{ width: `${(current / target) * 100}%` }}
            />
          </div>
        </div>
      )}
    </li>
  );
}

function MilestoneList({
  headingId,
  titleId,
  emptyId,
  milestones,
}: {
  headingId: string;
  titleId: string;
  emptyId: string;
  milestones: Milestone[];
}) {
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage id={titleId} values={{ count: milestones.length }} />
      </h2>
      {milestones.length === 0 ? (
        <p className="insights-note">
          <FormattedMessage id={emptyId} />
        </p>
      ) : (
        <ul className="insights-list">
          {milestones.map((m) => (
            <MilestoneItem key={m.id} milestone={m} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * /achieve/achievements: the milestones the student has earned and those still ahead, with how
 * far along each is. They are worked out from what the achieve calls answer (domain/achieve/
 * achieveMilestones.ts); a call that fails leaves its milestones unearned, and the page says some
 * progress could not be read rather than pretending it is missing.
 */
export function AchievementsScreen() {
  const registry = useRegistry();
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const title = intl.formatMessage({ id: 'achieve.achievements.title' });
  useDocumentTitle(title);
  const { homeError, ready, partial, facts } = useMilestoneFacts(locale);
  if (homeError) return <registry.ExceptionPage kind={exceptionKindOf(homeError)} />;
  const milestones = achieveMilestones(facts);
  const earned = milestones.filter((m) => m.earned);
  const ahead = milestones.filter((m) => !m.earned);
  return (
    <section className="insights" aria-labelledby="achievements-title">
      <h1 id="achievements-title">{title}</h1>
      {!ready ? (
        <registry.Loading />
      ) : (
        <>
          <p className="insights-figure">
            <FormattedMessage
              id="achieve.achievements.summary"
              values={{ earned: earned.length, total: milestones.length }}
            />
          </p>
          {partial && (
            <p className="insights-callout" role="status">
              <FormattedMessage id="achieve.achievements.partial" />
            </p>
          )}
          <MilestoneList
            headingId="achievements-earned"
            titleId="achieve.achievements.earned"
            emptyId="achieve.achievements.noneEarned"
            milestones={earned}
          />
          <MilestoneList
            headingId="achievements-ahead"
            titleId="achieve.achievements.ahead"
            emptyId="achieve.achievements.allEarned"
            milestones={ahead}
          />
        </>
      )}
    </section>
  );
}
