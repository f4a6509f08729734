import { useId, useMemo, useState, type SyntheticEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type * as z from 'zod/mini';

import { diagnosticRunHref } from '../../../domain/achieve/achieveLinks.ts';
import {
  diagnosticTestsCall,
  examUserMetadataCall,
  type diagnosticTest,
} from '../../../domain/contracts/achieve.ts';
import {
  analysisHref,
  runnerHref,
  questionnaireHref,
} from '../../../domain/mockTests/testLinks.ts';
import { useCall } from '../../../runtime/api/useCall.ts';
import { useRegistry } from '../../../runtime/registry/RegistryContext.ts';
import { useDocumentTitle } from '../learn/useDocumentTitle.ts';
import { AchieveFailed } from './AchieveFailed.tsx';
import { subjectNames } from './PlanDays.tsx';
import { useAchieveExam, useAchieveHome } from './useAchieveHome.ts';
import './achieve.css';

type DiagnosticTest = z.output<typeof diagnosticTest>;

const STATUS_LABEL = {
  not_started: 'achieve.diagnostic.status.notStarted',
  started: 'achieve.diagnostic.status.started',
  finished: 'achieve.diagnostic.status.finished',
} as const satisfies Record<DiagnosticTest['status'], string>;

function useDiagnosticTests() {
  const { locale, exam_code: exam, goal_code: goal } = useAchieveExam();
  return useCall(diagnosticTestsCall, {
    query: { locale, ...(exam !== undefined && { exam }), ...(goal !== undefined && { goal }) },
    feature: 'achieve/diagnostic-tests',
  });
}

/**
 * The exam's subject names by code: a test names its subject by code ("physics"), which is no
 * word to show a student, least of all one reading Hindi.
 */
function useSubjectNames(): ReadonlyMap<string, string> {
  const exam = useAchieveExam();
  const metadata = useCall(examUserMetadataCall, { query: exam }).data?.data;
  return useMemo(() => subjectNames(metadata?.subjects), [metadata]);
}

/** A test's size: its subject, questions and minutes. */
function TestFacts({ test, id }: { test: DiagnosticTest; id?: string }) {
  const names = useSubjectNames();
  return (
    <span className="achieve-test__facts" id={id}>
      <FormattedMessage
        id="achieve.diagnostic.facts"
        values={{
          subject: names.get(test.subject) ?? test.subject,
          questions: test.question_count,
          minutes: Math.ceil(test.duration_seconds / 60),
        }}
      />
    </span>
  );
}

/** Where a test opens: the analysis when finished, else the runner (with the rest still to take). */
function testHref(test: DiagnosticTest, tests: readonly DiagnosticTest[], session?: string) {
  if (test.status === 'finished' && test.session_id !== null)
    return analysisHref(test.code, test.session_id);
  const rest = tests.filter((t) => t.status !== 'finished' && t.code !== test.code);
  const codes = [test.code, ...rest.map((t) => t.code)];
  return (session !== undefined && diagnosticRunHref(codes, session)) || runnerHref(test.code);
}

/** /achieve/diagnostic-tests: each test with its status and score, opening it or its analysis. */
function DiagnosticList() {
  const registry = useRegistry();
  const answer = useDiagnosticTests();
  const session = useAchieveHome().data?.data.session_id;
  const tests = answer.data?.data.tests;
  if (answer.error && !tests)
    return (
      <AchieveFailed messageId="achieve.diagnostic.failed" retry={() => void answer.mutate()} />
    );
  if (!tests) return <registry.Loading />;
  return (
    <>
      {tests.length === 0 ? (
        <p>
          <FormattedMessage id="achieve.diagnostic.none" />
        </p>
      ) : (
        <ul className="achieve-tests">
          {tests.map((test) => (
            <li key={test.code} className="achieve-card achieve-test">
              <h2>{test.title}</h2>
              <p>
                <TestFacts test={test} />
              </p>
              <p className="achieve-test__status" data-status={test.status}>
                <FormattedMessage id={STATUS_LABEL[test.status]} />
                {test.score !== null && test.max_marks !== null && (
                  <>
                    {' '}
                    <FormattedMessage
                      id="achieve.diagnostic.score"
                      values={{ score: test.score, max: test.max_marks }}
                    />
                  </>
                )}
              </p>
              <Link className="button ghost" to={testHref(test, tests, session)}>
                <FormattedMessage
                  id={
                    test.status === 'finished'
                      ? 'achieve.diagnostic.analysis'
                      : test.status === 'started'
                        ? 'achieve.diagnostic.continue'
                        : 'achieve.diagnostic.take'
                  }
                  values={{ title: test.title }}
                />
              </Link>
            </li>
          ))}
        </ul>
      )}
      {session !== undefined && (
        <p>
          <Link to={questionnaireHref(session)}>
            <FormattedMessage id="achieve.diagnostic.toQuestionnaire" />
          </Link>
        </p>
      )}
    </>
  );
}

/** …/select-tests/{sessionId}: every test ticked at first; Start takes the ticked ones in turn. */
function DiagnosticSelection({ sessionId }: { sessionId: string }) {
  const registry = useRegistry();
  const navigate = useNavigate();
  const answer = useDiagnosticTests();
  const idBase = useId();
  // What was unticked, so every test is ticked at first without waiting for the list.
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());
  const [nothingPicked, setNothingPicked] = useState(false);
  const tests = answer.data?.data.tests;
  if (answer.error && !tests)
    return (
      <AchieveFailed messageId="achieve.diagnostic.failed" retry={() => void answer.mutate()} />
    );
  if (!tests) return <registry.Loading />;
  const picked = tests.filter((t) => !unticked.has(t.code));
  const toggle = (code: string) => {
    const next = new Set(unticked);
    if (!next.delete(code)) next.add(code);
    setUnticked(next);
    setNothingPicked(false);
  };
  const start = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const href = diagnosticRunHref(
      picked.map((t) => t.code),
      sessionId,
    );
    if (href === undefined) setNothingPicked(true);
    else void navigate(href);
  };
  const minutes = picked.reduce((sum, t) => sum + Math.ceil(t.duration_seconds / 60), 0);
  return (
    <form className="achieve-selection" onSubmit={start} noValidate>
      {tests.length > 0 && (
        <fieldset>
          <legend>
            <FormattedMessage id="achieve.select.legend" />
          </legend>
          {tests.map((test, index) => (
            <div key={test.code} className="achieve-choice">
              <input
                type="checkbox"
                id={`${idBase}-${index}`}
                checked={!unticked.has(test.code)}
                aria-describedby={`${idBase}-${index}-facts`}
                onChange={() => toggle(test.code)}
              />
              <label htmlFor={`${idBase}-${index}`}>{test.title}</label>
              <TestFacts test={test} id={`${idBase}-${index}-facts`} />
            </div>
          ))}
        </fieldset>
      )}
      <p className="achieve-selection__total" aria-live="polite">
        <FormattedMessage id="achieve.select.total" values={{ tests: picked.length, minutes }} />
      </p>
      <div className="achieve-actions">
        {tests.length > 0 && (
          <button type="submit" className="button primary">
            <FormattedMessage id="achieve.select.start" />
          </button>
        )}
        <Link className="button ghost" to={questionnaireHref(sessionId)}>
          <FormattedMessage id="achieve.select.skip" />
        </Link>
      </div>
      <p className="achieve-hint">
        <FormattedMessage id="achieve.select.skipHint" />
      </p>
      <p className="form-alert" role="alert">
        {nothingPicked && <FormattedMessage id="achieve.select.nothingPicked" />}
      </p>
    </form>
  );
}

/**
 * /achieve/diagnostic-tests (the tests with their status and score) and
 * /achieve/diagnostic-tests/select-tests/{sessionId} (the onboarding's choice of tests to take).
 */
export function DiagnosticTestsScreen() {
  const intl = useIntl();
  const { sessionId } = useParams();
  const selecting = sessionId !== undefined && sessionId !== '';
  const title = intl.formatMessage({
    id: selecting ? 'achieve.select.title' : 'achieve.diagnostic.title',
  });
  useDocumentTitle(title);
  return (
    <section className="achieve-screen achieve-diagnostic" aria-labelledby="achieve-diag-title">
      <h1 id="achieve-diag-title">{title}</h1>
      <p className="achieve-lead">
        <FormattedMessage id="achieve.diagnostic.lead" />
      </p>
      {selecting ? <DiagnosticSelection sessionId={sessionId} /> : <DiagnosticList />}
    </section>
  );
}
