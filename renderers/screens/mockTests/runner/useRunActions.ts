import { useMemo } from 'react';
import type { AnswerPayload } from '../../../../domain/questions/answerPayload.ts';
import type { TestState } from '../../../../domain/mockTests/replayTestEvents.ts';
import { neighbour, questionEvent, showEvents } from './navigation.ts';
import { firstOfSection, type PaperEntry, type PaperIndex } from './paperIndex.ts';
import type { ClosedSections } from './sectionAccess.ts';
import type { RecordEvent, TestRun } from './useTestRun.ts';

export interface RunActions {
  goTo: (code: string) => void;
  enterSection: (sectionIndex: number) => void;
  /** Under section locking: leaves the open section for good, for the next one. */
  moveOn: (sectionIndex: number) => void;
  step: (direction: 1 | -1) => void;
  saveAndNext: (answer: AnswerPayload | undefined) => void;
  markAndNext: (answer: AnswerPayload | undefined) => void;
  /** `onCleared` runs once the clear is stored (the screen then drops what was chosen). */
  clear: (onCleared: () => void) => void;
}

/** The same answer, whatever object holds it (answers are plain data). */
export function sameAnswer(
  a: AnswerPayload | null | undefined,
  b: AnswerPayload | null | undefined,
) {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/**
 * What the student's buttons do, each as events recorded one after another. Save & Next and Mark
 * for review & Next are each one save saying which button made it (NTA's rules, in
 * `domain/mockTests/questionStatus.ts`: Save & Next takes a review mark off, Mark for review &
 * Next puts one on, with or without an answer); both stop on a refused save (the section's answer
 * limit) so the student sees why; Clear response empties the answer and leaves the mark; moves
 * never open a closed section.
 */
export function useRunActions(
  run: TestRun,
  index: PaperIndex,
  closed: ClosedSections,
  withinSection: boolean,
): RunActions {
  const { perform } = run;
  return useMemo(() => {
    const open = (entry: PaperEntry | undefined): entry is PaperEntry =>
      entry !== undefined && !closed.has(entry.sectionIndex);
    const current = (state: TestState) => {
      const code = state.current?.code;
      return code ? index.byCode.get(code) : undefined;
    };
    async function show(
      record: RecordEvent,
      state: TestState,
      entry: PaperEntry | undefined,
      leaving = false,
    ) {
      if (entry === undefined || (!leaving && !open(entry))) return;
      for (const event of showEvents(state.current, entry)) state = await record(event);
    }
    const next = (entry: PaperEntry) => neighbour(index, entry.question.code, 1, withinSection);
    /** Saves what is chosen, marked for review or not, then moves on unless the save was refused. */
    async function saveAndMove(
      record: RecordEvent,
      state: TestState,
      answer: AnswerPayload | undefined,
      review: boolean,
    ) {
      const entry = current(state);
      if (!entry) return;
      state = await record(
        questionEvent(entry, {
          event_type: 'save',
          event_info: { answer: answer ?? null, review },
        }),
      );
      if (state.lastRefusal?.reason === 'sectionFull') return;
      await show(record, state, next(entry));
    }

    return {
      // Moves to a named place wait their turn instead of being dropped: done twice they land on
      // the same question, and a tap on the palette just after Save & Next must not be lost.
      goTo: (code) =>
        void perform((record, state) => show(record, state, index.byCode.get(code)), {
          queued: true,
        }),
      enterSection: (sectionIndex) =>
        void perform((record, state) => show(record, state, firstOfSection(index, sectionIndex)), {
          queued: true,
        }),
      moveOn: (sectionIndex) =>
        void perform((record, state) =>
          show(record, state, firstOfSection(index, sectionIndex), true),
        ),
      step: (direction) =>
        void perform(async (record, state) => {
          const entry = current(state);
          if (entry)
            await show(
              record,
              state,
              neighbour(index, entry.question.code, direction, withinSection),
            );
        }),
      saveAndNext: (answer) =>
        void perform((record, state) => saveAndMove(record, state, answer, false)),
      markAndNext: (answer) =>
        void perform((record, state) => saveAndMove(record, state, answer, true)),
      clear: (onCleared) =>
        void perform(async (record, state) => {
          const entry = current(state);
          if (!entry) return;
          await record(questionEvent(entry, { event_type: 'clear' }));
          onCleared();
        }),
    };
  }, [perform, index, closed, withinSection]);
}
