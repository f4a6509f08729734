import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { sessionSummaryHref } from '../../../domain/practice/practiceLinks.ts';
import {
  readPracticeQuery,
  type PracticeQuery,
  type PracticeRequest,
} from '../../../domain/practice/practiceQuery.ts';
import { ApiError } from '../../../runtime/api/callApi.ts';
import { useCatalogParts } from '../../../runtime/i18n/CatalogParts.ts';
import { useRegistry } from '../../../runtime/registry/RegistryContext.ts';
import { exceptionKindOf } from '../learn/learnException.ts';
import { useDocumentTitle } from '../learn/useDocumentTitle.ts';
import { GuideMessages } from './GuideMessages.tsx';
import { LearnIntervention, PracticeDone } from './laterParts.ts';
import { closeFrame } from './practiceCalls.ts';
import { QuestionCard } from './QuestionCard.tsx';
import { usePracticeSession, type PracticeStage } from './usePracticeSession.ts';
import './practice.css';

/**
 * /practice?mode=…: a practice session of any mode, question by question (bare in web views and
 * in the frame over a video: renderers/shell/Frame.tsx).
 */
export function PracticeScreen() {
  useCatalogParts('practice');
  const [search] = useSearchParams();
  const parsed = readPracticeQuery(search);
  return (
    <div className="practice-screen">
      {parsed.ok ? (
        <PracticeRun key={search.toString()} request={parsed.request} />
      ) : (
        <QueryProblem problem={parsed} />
      )}
    </div>
  );
}

/** A link without a known mode or the ids its mode needs: nothing to start. */
function QueryProblem({ problem }: { problem: Extract<PracticeQuery, { ok: false }> }) {
  const registry = useRegistry();
  return (
    <>
      <registry.ExceptionPage kind="contentNotFound" />
      <p role="alert" className="practice-error">
        {problem.problem === 'unknownMode' ? (
          <FormattedMessage id="practice.error.unknownMode" values={{ mode: problem.mode }} />
        ) : (
          <FormattedMessage id="practice.error.missingIds" values={{ mode: problem.mode }} />
        )}
      </p>
    </>
  );
}

function sessionOf(stage: PracticeStage) {
  return stage.kind === 'starting' || stage.kind === 'startFailed' ? undefined : stage.session;
}

function PracticeRun({ request }: { request: PracticeRequest }) {
  const registry = useRegistry();
  const { stage, advance, dismissIntervention } = usePracticeSession(request);
  const session = sessionOf(stage);
  const title = request.title ?? (session?.title || undefined);
  useDocumentTitle(title);

  if (stage.kind === 'startFailed') {
    const kind = stage.error instanceof ApiError ? exceptionKindOf(stage.error) : 'server';
    return <registry.ExceptionPage kind={kind} />;
  }
  return (
    <>
      <header className="practice-bar">
        <h1>{title ?? <FormattedMessage id="practice.title" />}</h1>
        <div className="practice-actions">
          {request.embedded && (
            <button type="button" className="button ghost" onClick={closeFrame}>
              <FormattedMessage id="practice.backToVideo" />
            </button>
          )}
          {session && stage.kind !== 'exhausted' && (
            <Link className="button ghost" to={sessionSummaryHref(session.session_id)}>
              <FormattedMessage id="practice.end" />
            </Link>
          )}
        </div>
      </header>
      {(stage.kind === 'starting' || stage.kind === 'asking') && <registry.Loading />}
      {stage.kind === 'askFailed' && (
        <p role="alert" className="practice-error">
          <FormattedMessage id="practice.question.failed" />{' '}
          <button type="button" className="button ghost" onClick={stage.retry}>
            <FormattedMessage id="practice.retry" />
          </button>
        </p>
      )}
      {stage.kind === 'question' &&
        (stage.intervention ? (
          <Suspense fallback={<registry.Loading />}>
            <LearnIntervention
              sessionId={stage.session.session_id}
              intervention={stage.intervention}
              onSkip={dismissIntervention}
            />
          </Suspense>
        ) : (
          <>
            {stage.question.question_number === 1 && (
              <GuideMessages ids={stage.session.guide_messages} />
            )}
            <QuestionCard
              key={`${stage.question.code}#${stage.question.question_number}`}
              sessionId={stage.session.session_id}
              question={stage.question}
              onNext={() => advance('nextQuestion')}
              onSkip={() => advance('skipQuestion')}
            />
          </>
        ))}
      {stage.kind === 'exhausted' && (
        <Suspense fallback={<registry.Loading />}>
          <PracticeDone sessionId={stage.session.session_id} />
        </Suspense>
      )}
    </>
  );
}
