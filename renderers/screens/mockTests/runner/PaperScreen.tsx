import { useCallback, useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { countStatuses } from '../../../../domain/mockTests/questionStatus.ts';
import type { AnswerPayload } from '../../../../domain/questions/answerPayload.ts';
import type { Locale } from '../../../../domain/rules/locales.ts';
import { useNetworkState } from '../../../../runtime/network/useNetworkState.ts';
import { useClockTampering } from '../../../../runtime/time/useClockTampering.ts';
import { AutoSubmitAlert } from './AutoSubmitAlert.tsx';
import type { LoadedRun } from './loadRun.ts';
import { MoveOnDialog } from './MoveOnDialog.tsx';
import { NetworkBanner } from './NetworkBanner.tsx';
import { Palette } from './Palette.tsx';
import { PaletteDrawer } from './PaletteDrawer.tsx';
import { indexPaper, shownIn } from './paperIndex.ts';
import { QuestionPane } from './QuestionPane.tsx';
import { QuestionPaperView } from './QuestionPaperView.tsx';
import { RunnerHeader } from './RunnerHeader.tsx';
import { closedSections } from './sectionAccess.ts';
import { SectionTabs } from './SectionTabs.tsx';
import { SubmitDialog } from './SubmitDialog.tsx';
import { TamperModal } from './TamperModal.tsx';
import { useArrival } from './useArrival.ts';
import { useQueueStatus, useUnsentAnswers } from './useQueueStatus.ts';
import { useRunnerLayout } from './useRunnerLayout.ts';
import { sameAnswer, useRunActions } from './useRunActions.ts';
import type { RunClock } from './useRunClock.ts';
import type { TestRun } from './useTestRun.ts';

export interface PaperScreenProps {
  run: LoadedRun;
  test: TestRun;
  clock: RunClock;
  /** The student confirmed the submit. */
  onSubmit: () => void;
}

/**
 * The paper while it is being answered: one question (question_answer) or the whole paper to read
 * (question_paper), the palette, timers, network state, and the dialogs that interrupt it.
 */
export function PaperScreen({ run, test, clock, onSubmit }: PaperScreenProps) {
  const { state, perform } = test;
  const index = useMemo(() => indexPaper(run.paper), [run.paper]);
  const closed = useMemo(
    () => closedSections(index.sections.length, clock.openIndex),
    [index, clock.openIndex],
  );
  const actions = useRunActions(test, index, closed, clock.locking);
  const moved = useArrival(test, index, clock.openIndex);
  const [view, setView] = useState<'question' | 'paper'>('question');
  const [dialog, setDialog] = useState<'submit' | 'moveOn'>();
  const [alert, setAlert] = useState<{ minutes: number; open: boolean }>();
  const [draft, setDraft] = useState<{ code: string; answer: AnswerPayload | undefined }>();
  const { goTo } = actions;
  const openQuestion = useCallback(
    (target: string) => {
      setView('question');
      goTo(target);
    },
    [goTo],
  );
  const phone = useRunnerLayout() === 'phone';
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const openFromDrawer = useCallback(
    (target: string) => {
      setDrawerOpen(false);
      openQuestion(target);
    },
    [openQuestion],
  );
  const counts = useMemo(
    () => countStatuses([...state.questions.values()].map((q) => q.status)),
    [state.questions],
  );
  const network = useNetworkState();
  const tampered = useClockTampering(network === 'offline');
  const status = useQueueStatus(run.queue);
  const unsent = useUnsentAnswers(run.queue, status);

  // The auto-submit alert opens once, saying the minutes left when it did.
  if (clock.alertDue && alert === undefined)
    setAlert({
      minutes: Math.max(1, Math.ceil((clock.deadline - clock.now) / 60_000)),
      open: true,
    });

  const testLanguage = state.testLanguage ?? run.session.language;
  const paperLanguage = state.paperLanguage ?? testLanguage;
  // Queued: a language chosen while another action is being written (a palette click just
  // before) must wait its turn, not be dropped as a double click would be (issue 13, e2e flake).
  const recordLanguage = (paper: boolean) => (language: Locale) =>
    void perform(
      async (record) => {
        await record({
          event_type: 'language',
          event_info: { language, paper },
          section: null,
          question_code: null,
        });
      },
      { queued: true },
    );

  const code = state.current?.code ?? undefined;
  const entry = code === undefined ? undefined : index.byCode.get(code);
  const question = entry && state.questions.get(entry.question.code);
  const shown = entry && shownIn(entry.question, testLanguage, run.session.language);
  const answer = draft && draft.code === code ? draft.answer : (question?.answer ?? undefined);
  const section = entry && index.sections[entry.sectionIndex];
  const refusal = state.lastRefusal;
  const openIndex = clock.openIndex;
  const nextSection =
    openIndex !== undefined && openIndex >= 0 ? index.sections[openIndex + 1] : undefined;
  const openSection = openIndex !== undefined ? index.sections[openIndex] : undefined;

  const drawer = phone && drawerOpen;
  const modal = tampered || alert?.open === true || dialog !== undefined || drawer;
  const palette = (onGo: (code: string) => void) => (
    <Palette
      index={index}
      questions={state.questions}
      currentCode={code}
      closedSections={closed}
      onGo={onGo}
    />
  );
  return (
    <div className="runner-paper">
      <div className="runner-paper__content" inert={modal}>
        <RunnerHeader
          title={run.meta.title}
          leftMs={clock.deadline - clock.now}
          section={
            openSection && clock.sectionEndsAt !== undefined
              ? { name: openSection.name, leftMs: clock.sectionEndsAt - clock.now }
              : undefined
          }
          language={testLanguage}
          languages={run.paper.languages}
          onLanguage={recordLanguage(false)}
          view={view}
          onToggleView={() => setView(view === 'question' ? 'paper' : 'question')}
          onMoveOn={nextSection ? () => setDialog('moveOn') : undefined}
          onSubmit={() => setDialog('submit')}
          palette={
            phone
              ? {
                  answered: counts.answered + counts.answeredAndMarkedForReview,
                  total: index.order.length,
                  onOpen: () => setDrawerOpen(true),
                }
              : undefined
          }
        />
        <NetworkBanner network={network} status={status} unsentAnswers={unsent} />
        <p className="visually-hidden" role="status">
          {moved && (
            <FormattedMessage
              id="runner.section.moved"
              values={{ from: moved.from, to: moved.to }}
            />
          )}
        </p>
        <p className="visually-hidden" role="status">
          {alert && (
            <FormattedMessage id="runner.autoSubmit.announce" values={{ minutes: alert.minutes }} />
          )}
        </p>
        <SectionTabs
          sections={index.sections}
          currentIndex={entry?.sectionIndex}
          closed={closed}
          onEnter={actions.enterSection}
        />
        <div className="runner-body">
          <div className="runner-main">
            {view === 'paper' ? (
              <QuestionPaperView
                index={index}
                language={paperLanguage}
                fallback={run.session.language}
                languages={run.paper.languages}
                closed={closed}
                onLanguage={recordLanguage(true)}
                onGo={openQuestion}
              />
            ) : (
              entry &&
              question &&
              shown && (
                <QuestionPane
                  number={entry.number}
                  total={index.order.length}
                  question={shown.shown}
                  language={shown.language}
                  status={question.status}
                  answer={answer}
                  unsaved={!sameAnswer(answer, question.answer)}
                  sectionFullLimit={
                    refusal?.reason === 'sectionFull' && refusal.code === code
                      ? (section?.maxAttempted ?? undefined)
                      : undefined
                  }
                  writeFailed={test.writeFailed}
                  onChange={(next) => code !== undefined && setDraft({ code, answer: next })}
                  actions={{
                    onSaveAndNext: () => actions.saveAndNext(answer),
                    onMarkAndNext: () => actions.markAndNext(answer),
                    onClear: () =>
                      actions.clear(
                        () => code !== undefined && setDraft({ code, answer: undefined }),
                      ),
                    onPrevious: () => actions.step(-1),
                    onNext: () => actions.step(1),
                  }}
                />
              )
            )}
          </div>
          {!phone && palette(openQuestion)}
        </div>
      </div>
      {tampered ? (
        <TamperModal />
      ) : alert?.open ? (
        <AutoSubmitAlert
          minutesLeft={alert.minutes}
          onClose={() => setAlert({ ...alert, open: false })}
        />
      ) : dialog === 'submit' ? (
        <SubmitDialog
          sections={index.sections}
          questions={state.questions}
          onSubmit={onSubmit}
          onCancel={() => setDialog(undefined)}
        />
      ) : dialog === 'moveOn' && openSection && nextSection && openIndex !== undefined ? (
        <MoveOnDialog
          from={openSection.name}
          to={nextSection.name}
          onConfirm={() => {
            setDialog(undefined);
            actions.moveOn(openIndex + 1);
          }}
          onCancel={() => setDialog(undefined)}
        />
      ) : drawer ? (
        <PaletteDrawer onClose={closeDrawer}>{palette(openFromDrawer)}</PaletteDrawer>
      ) : null}
    </div>
  );
}
