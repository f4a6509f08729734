import { useAtomValue } from 'jotai';
import { Suspense, useCallback, useEffect, useState, type CSSProperties } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  bundleMetaCall,
  getSessionCall,
  type BundleMeta,
  type TestSession,
} from '../../../../domain/contracts/mockTests.ts';
import { TEST_HOME_PATH } from '../../../../domain/mockTests/testLinks.ts';
import { openTest } from '../../../../domain/mockTests/testSchedule.ts';
import { uiStyleOf } from '../../../../domain/mockTests/uiStyle.ts';
import { callApi } from '../../../../runtime/api/callApi.ts';
import { useCall } from '../../../../runtime/api/useCall.ts';
import { useCatalogParts } from '../../../../runtime/i18n/CatalogParts.ts';
import { localeAtom } from '../../../../runtime/i18n/localeAtom.ts';
import { useRegistry } from '../../../../runtime/registry/RegistryContext.ts';
import { useFocusFrame } from '../../../../runtime/routing/useFocusFrame.ts';
import { useLeaveConfirm } from '../../../../runtime/routing/useLeaveConfirm.ts';
import { MIN_TAP_TARGET_PX } from '../../../../domain/rules/tapTarget.ts';
import { useDocumentTitle } from '../../learn/useDocumentTitle.ts';
import { testExceptionKind } from '../testException.ts';
import { lazyNamed } from '../../../lazyNamed.ts';
import { LeaveTestDialog } from './LeaveTestDialog.tsx';
import { LoadingPaper } from './LoadingPaper.tsx';
import { ResumeSession } from './ResumeSession.tsx';
import { readRunnerParams, type RunnerParams } from './runnerParams.ts';
import { useRunnerLayout } from './useRunnerLayout.ts';
import './runner.css';

/**
 * Each state's code comes with it, so what a student waits for before the paper is usable stays
 * within the test player's budget (ARCHITECTURE.md §4): the instructions, the paper (with its
 * queue) and the finished states are chunks of their own. The paper's chunk is fetched while the
 * instructions are read, and the finished one while the paper is answered, so neither waits on
 * the network when it is needed.
 */
const loadInstructions = () => import('./InstructionsView.tsx');
const loadPaper = () => import('./PaperLoader.tsx');
const InstructionsView = lazyNamed(loadInstructions, 'InstructionsView');
const PaperLoader = lazyNamed(loadPaper, 'PaperLoader');
const loadFinished = () => import('./FinishedStage.tsx');
const FinishedStage = lazyNamed(loadFinished, 'FinishedStage');

/**
 * /mock-test/{code}/session?sessionId&achieveTest&testCodes&homework_id: taking a test. Its meta
 * decides where it opens (spec §4, "Opening a test"): no session — the instructions; started —
 * straight back into the paper; finished — the feedback, or for a scheduled test whose results
 * are not out, that it is submitted and when results come. The session id in the address is not
 * needed: the meta carries the child's session of the test.
 */
export function RunnerScreen({ code }: { code: string }) {
  useCatalogParts('runner');
  const registry = useRegistry();
  const locale = useAtomValue(localeAtom);
  const [search] = useSearchParams();
  const { data, error } = useCall(bundleMetaCall, {
    params: { code },
    query: { locale },
  });
  const meta = data?.data;
  useDocumentTitle(meta?.title);
  if (error && !meta) return <registry.ExceptionPage kind={testExceptionKind(error)} />;
  if (!meta) return <registry.Loading />;
  return <TestRunner key={meta.code} meta={meta} params={readRunnerParams(search, code)} />;
}

type Stage =
  | { kind: 'instructions' }
  | { kind: 'resume' }
  | { kind: 'paper'; session: TestSession }
  /** `here`: submitted in this runner just now (nothing left on the device to send first). */
  | { kind: 'finished'; session: TestSession; here: boolean };

function firstStage(meta: BundleMeta): Stage {
  const session = meta.session ?? undefined;
  const open = openTest(session?.status, meta.isScheduled, meta.is_result_available);
  if (open === 'instructions' || !session) return { kind: 'instructions' };
  if (open === 'resume') return { kind: 'resume' };
  return { kind: 'finished', session, here: false };
}

/**
 * The runner's states for one test. The meta is the one it opened with: asked again later (swr
 * revalidates on reconnect) it must not reset a paper in progress.
 */
function TestRunner({ meta: opened, params }: { meta: BundleMeta; params: RunnerParams }) {
  const [meta] = useState(opened);
  const [stage, setStage] = useState<Stage>(() => firstStage(opened));
  const toPaper = useCallback((session: TestSession) => setStage({ kind: 'paper', session }), []);
  const toFinished = useCallback(() => {
    // Resuming found it finished: its session, as it is now, decides what shows.
    void callApi(getSessionCall, { params: { code: meta.code } }).then(
      (answer) => {
        const session = answer.body.data;
        if (session) setStage({ kind: 'finished', session, here: false });
      },
      (error: unknown) => console.warn('the finished session could not be read', error),
    );
  }, [meta.code]);
  const session = stage.kind === 'paper' || stage.kind === 'finished' ? stage.session : undefined;
  const submitted = useCallback(() => {
    if (session) setStage({ kind: 'finished', session, here: true });
  }, [session]);
  const style = uiStyleOf(session?.uiStyle ?? meta.uiStyle);
  useEffect(() => {
    if (stage.kind === 'instructions') void loadPaper();
    if (stage.kind === 'paper') void loadFinished();
  }, [stage.kind]);
  // The exam hall (issue 13): from the instructions to the submit the runner owns the screen; the
  // summary after it is an ordinary page again, with the site's header and footer.
  useFocusFrame(stage.kind !== 'finished');
  // Only an open paper asks before it is left: its clock runs on whether the student is here or not.
  const leaving = useLeaveConfirm(stage.kind === 'paper', TEST_HOME_PATH);
  const layout = useRunnerLayout();

  return (
    <div
      className={`runner runner--${style}`}
      data-ui-style={style}
      data-layout={layout}
      // The tap size lives once, in domain/rules/tapTarget.ts; runner.css reads it from here.
      style={{ '--rn-tap-target': `${MIN_TAP_TARGET_PX}px` } as CSSProperties}
    >
      <div className="runner-stage" inert={leaving.asking}>
        <StageView
          stage={stage}
          meta={meta}
          params={params}
          toPaper={toPaper}
          toFinished={toFinished}
          submitted={submitted}
        />
      </div>
      {leaving.asking && <LeaveTestDialog onStay={leaving.stay} onLeave={leaving.leave} />}
    </div>
  );
}

interface StageViewProps {
  stage: Stage;
  meta: BundleMeta;
  params: RunnerParams;
  toPaper: (session: TestSession) => void;
  toFinished: () => void;
  submitted: () => void;
}

/** The view of the runner's present stage, each from its own chunk. */
function StageView({ stage, meta, params, toPaper, toFinished, submitted }: StageViewProps) {
  return (
    <Suspense fallback={<LoadingPaper />}>
      {stage.kind === 'instructions' && (
        <InstructionsView meta={meta} homeworkId={params.homeworkId} onSession={toPaper} />
      )}
      {stage.kind === 'resume' && (
        <ResumeSession code={meta.code} onSession={toPaper} onFinished={toFinished} />
      )}
      {stage.kind === 'paper' && (
        <PaperLoader meta={meta} session={stage.session} onSubmitted={submitted} />
      )}
      {stage.kind === 'finished' && (
        <FinishedStage meta={meta} session={stage.session} here={stage.here} params={params} />
      )}
    </Suspense>
  );
}
