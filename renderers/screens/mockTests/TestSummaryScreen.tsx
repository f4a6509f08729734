import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { useParams, useSearchParams } from 'react-router-dom';
import { bundleMetaCall, type BundleMeta } from '../../../domain/contracts/mockTests.ts';
import { isChapterwiseTest } from '../../../domain/mockTests/isChapterwiseTest.ts';
import { useCall } from '../../../runtime/api/useCall.ts';
import { useCatalogParts } from '../../../runtime/i18n/CatalogParts.ts';
import { localeAtom } from '../../../runtime/i18n/localeAtom.ts';
import { useRegistry } from '../../../runtime/registry/RegistryContext.ts';
import { useDocumentTitle } from '../learn/useDocumentTitle.ts';
import { ScheduleMoments, SectionsTable, TestFacts } from './TestFacts.tsx';
import { testExceptionKind } from './testException.ts';
import { TestSummaryAction } from './TestSummaryAction.tsx';
import { useScheduleRefresh } from './useScheduleRefresh.ts';
import './test.css';

/** Query parameters of the summary the runner is given too (spec §2: school-assigned tests). */
export const RUNNER_PASSED_PARAMS = ['homework_id', 'schoolId', 'classId'] as const;

const TYPE_MESSAGES = {
  chapterwise: 'test.type.chapterwise',
  custom: 'test.type.custom',
  mock: 'test.type.mock',
} as const;

function typeOf(meta: BundleMeta, isCustom: boolean): keyof typeof TYPE_MESSAGES {
  if (isChapterwiseTest(meta.type, meta.code)) return 'chapterwise';
  return meta.type === 'custom_test' || isCustom ? 'custom' : 'mock';
}

/**
 * /test/summary/{code}?is_custom&schoolId&classId&homework_id: what a test is before it is
 * opened — its kind, sections, time, languages and schedule — and the one action its state allows.
 * It asks again whenever the schedule moves it on (opens, locks, ends, results come).
 */
export function TestSummaryScreen() {
  useCatalogParts('test');
  const registry = useRegistry();
  const { id } = useParams();
  const [search] = useSearchParams();
  const locale = useAtomValue(localeAtom);
  const code = id?.trim() ?? '';
  const { data, error, mutate } = useCall(
    bundleMetaCall,
    code ? { params: { code }, query: { locale } } : null,
  );
  const meta = data?.data;
  useDocumentTitle(meta?.title);
  const now = useScheduleRefresh(
    meta && { status: meta.schedule_status, moments: meta.test_time_details ?? undefined },
    () => void mutate(),
  );

  if (!code) return <registry.ExceptionPage kind="contentNotFound" />;
  if (error && !meta) return <registry.ExceptionPage kind={testExceptionKind(error)} />;
  if (!meta) return <registry.Loading />;

  const runnerParams = Object.fromEntries(
    RUNNER_PASSED_PARAMS.flatMap((name) => {
      const value = search.get(name);
      return value ? [[name, value]] : [];
    }),
  );
  const type = typeOf(meta, search.get('is_custom') === 'true');
  return (
    <article className="test-page" data-test-type={type}>
      <header className="test-header">
        <p className="test-kind">
          <FormattedMessage id={TYPE_MESSAGES[type]} />
        </p>
        <h1>{meta.title}</h1>
      </header>
      <TestFacts meta={meta} />
      <div className="test-actions">
        <TestSummaryAction meta={meta} runnerParams={runnerParams} now={now} />
      </div>
      {meta.is_password_protected && (
        <p className="test-note">
          <FormattedMessage id="test.summary.password" />
        </p>
      )}
      {meta.sections.length > 0 && <SectionsTable sections={meta.sections} />}
      {meta.test_time_details && (
        <section aria-labelledby="test-schedule">
          <h2 id="test-schedule">
            <FormattedMessage id="test.schedule.title" />
          </h2>
          <ScheduleMoments moments={meta.test_time_details} />
        </section>
      )}
    </article>
  );
}
