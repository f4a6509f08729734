import type { TestEvent } from '../contracts/mockTests.ts';
import type { AnswerPayload } from '../questions/answerPayload.ts';
import type { Locale } from '../rules/locales.ts';
import {
  afterClear,
  afterMarkToggle,
  afterSave,
  afterView,
  holdsAnswer,
  type QuestionStatus,
} from './questionStatus.ts';

/** What replaying needs of a paper: its sections, their questions and answer limits. */
export interface PaperShape {
  sections: readonly {
    code: string;
    maxAttempted: number | null;
    questions: readonly { code: string }[];
  }[];
}

export interface QuestionState {
  section: string;
  status: QuestionStatus;
  answer: AnswerPayload | null;
  /** Time the question was on screen, ms. */
  timeSpentMs: number;
}

/** A session as its events leave it: the same on the runner and on the server. */
export interface TestState {
  questions: ReadonlyMap<string, QuestionState>;
  current: { section: string; code: string | null } | undefined;
  /** When the question on screen was opened (t of its view), for its time. */
  shownSince: number | undefined;
  testLanguage: Locale | undefined;
  paperLanguage: Locale | undefined;
  /** Sections in the order they were entered, with when (for section locking). */
  sectionsEntered: ReadonlyMap<string, number>;
  frozen: { at: number; reason: 'submit' | 'timeout' } | undefined;
  lastSequence: number;
  /** A save that could not hold its answer (nothing chosen, or the section's limit reached). */
  lastRefusal: { code: string; reason: 'empty' | 'sectionFull' } | undefined;
}

export function initialTestState(paper: PaperShape): TestState {
  const questions = new Map<string, QuestionState>();
  for (const section of paper.sections)
    for (const q of section.questions)
      questions.set(q.code, {
        section: section.code,
        status: 'notVisited',
        answer: null,
        timeSpentMs: 0,
      });
  return {
    questions,
    current: undefined,
    shownSince: undefined,
    testLanguage: undefined,
    paperLanguage: undefined,
    sectionsEntered: new Map(),
    frozen: undefined,
    lastSequence: 0,
    lastRefusal: undefined,
  };
}

/** Answers held in a section, but for one question. */
function answeredInSection(state: TestState, section: string, except: string): number {
  let count = 0;
  for (const [code, q] of state.questions)
    if (q.section === section && code !== except && holdsAnswer(q.status)) count++;
  return count;
}

/** The time of the question on screen ends at `t`. */
function closeShown(state: TestState, t: number, questions: Map<string, QuestionState>) {
  const code = state.current?.code;
  if (code === undefined || code === null || state.shownSince === undefined) return;
  const q = questions.get(code);
  if (q)
    questions.set(code, { ...q, timeSpentMs: q.timeSpentMs + Math.max(0, t - state.shownSince) });
}

/**
 * One event applied to a state (a new state; the old one is untouched). Events after the freeze,
 * and events naming a question the paper does not have, change nothing.
 */
export function applyTestEvent(state: TestState, event: TestEvent, paper: PaperShape): TestState {
  const lastSequence = Math.max(state.lastSequence, event.sequence);
  if (state.frozen && event.t > state.frozen.at) return { ...state, lastSequence };
  const questions = new Map(state.questions);
  const code = event.question_code;
  const question = code === null ? undefined : questions.get(code);
  const base = { ...state, lastSequence, lastRefusal: undefined };

  switch (event.event_type) {
    case 'view': {
      if (!question || code === null) return base;
      closeShown(state, event.t, questions);
      questions.set(code, { ...question, status: afterView(question.status) });
      const sectionsEntered = state.sectionsEntered.has(question.section)
        ? state.sectionsEntered
        : new Map(state.sectionsEntered).set(question.section, event.t);
      return {
        ...base,
        questions,
        sectionsEntered,
        current: { section: question.section, code },
        shownSince: event.t,
      };
    }
    case 'save': {
      if (!question || code === null) return base;
      const { answer, review } = event.event_info;
      const limit = paper.sections.find((s) => s.code === question.section)?.maxAttempted ?? null;
      const full =
        limit !== null &&
        !holdsAnswer(question.status) &&
        answeredInSection(state, question.section, code) >= limit;
      const refusal = answer === null ? 'empty' : full ? 'sectionFull' : undefined;
      questions.set(code, {
        ...question,
        status: afterSave(
          question.status,
          refusal !== undefined,
          review === undefined ? 'keep' : review ? 'set' : 'remove',
        ),
        answer: refusal === undefined ? answer : null,
      });
      return {
        ...base,
        questions,
        lastRefusal: refusal === undefined ? undefined : { code, reason: refusal },
      };
    }
    case 'mark': {
      if (!question || code === null) return base;
      questions.set(code, { ...question, status: afterMarkToggle(question.status) });
      return { ...base, questions };
    }
    case 'clear': {
      if (!question || code === null) return base;
      questions.set(code, { ...question, status: afterClear(question.status), answer: null });
      return { ...base, questions };
    }
    case 'section': {
      const section = event.section;
      if (section === null || !paper.sections.some((s) => s.code === section)) return base;
      closeShown(state, event.t, questions);
      const sectionsEntered = state.sectionsEntered.has(section)
        ? state.sectionsEntered
        : new Map(state.sectionsEntered).set(section, event.t);
      return {
        ...base,
        questions,
        sectionsEntered,
        current: { section, code: null },
        shownSince: undefined,
      };
    }
    case 'language': {
      const { language, paper: forPaper } = event.event_info;
      return forPaper ? { ...base, paperLanguage: language } : { ...base, testLanguage: language };
    }
    case 'freeze': {
      closeShown(state, event.t, questions);
      return {
        ...base,
        questions,
        shownSince: undefined,
        frozen: state.frozen ?? { at: event.t, reason: event.event_info.reason },
      };
    }
  }
}

/**
 * Events replayed in sequence order (however they arrived) over a fresh paper, each sequence once
 * (the first to arrive, as the server stores it): a mark sent twice must not toggle back. With
 * `closesAt` (the session's deadline), what was done after it does not count, and the question on
 * screen then stops taking time.
 */
export function replayTestEvents(
  paper: PaperShape,
  events: readonly TestEvent[],
  closesAt?: number,
): TestState {
  const state = [...events]
    .filter((event) => closesAt === undefined || event.t <= closesAt)
    .sort((a, b) => a.sequence - b.sequence)
    .filter((event, i, sorted) => i === 0 || sorted[i - 1]?.sequence !== event.sequence)
    .reduce((next, event) => applyTestEvent(next, event, paper), initialTestState(paper));
  if (closesAt === undefined || state.frozen) return state;
  const questions = new Map(state.questions);
  closeShown(state, closesAt, questions);
  return { ...state, questions, shownSince: undefined };
}
