import type * as z from 'zod/mini';
import {
  PRACTICE_MODES,
  type adhocQuestionsCall,
  type createSessionCall,
  type PracticeMode,
} from '../contracts/practice.ts';
import { isFramed } from '../routing/framedPage.ts';
import type { Locale } from '../rules/locales.ts';
import { PRACTICE_PARAMS } from './practiceLinks.ts';

/** What a practice session is over, by mode. */
export type PracticeTarget =
  | {
      mode: 'Normal' | 'CFUPractice';
      learnPath: string;
      /** Questions to ask first (the revision list's "practise this again"). */
      questionCodes?: string[];
    }
  | { mode: 'BookPractice'; bookId: string }
  | { mode: 'CustomPractice'; concepts: string[] }
  | { mode: 'AdhocPractice'; videoId: string; concepts: string[]; questionCodes: string[] }
  | {
      mode: 'PAJPractice' | 'PAJNQEPractice';
      planId: string;
      stepIndex: number;
      callId: string | undefined;
      learnPath: string | undefined;
      concepts: string[];
      questionCodes: string[];
    };

export interface PracticeRequest {
  target: PracticeTarget;
  title: string | undefined;
  /** Opened in a frame (over a video): the end of the session closes the frame. */
  embedded: boolean;
}

export type PracticeQuery =
  | { ok: true; request: PracticeRequest }
  | { ok: false; problem: 'unknownMode'; mode: string }
  | { ok: false; problem: 'missingIds'; mode: PracticeMode };

interface Query {
  get(name: string): string | null;
}

const isMode = (value: string): value is PracticeMode =>
  (PRACTICE_MODES as readonly string[]).includes(value);

/** "a, b,,a" → ["a", "b"]: a comma list without blanks or repeats. */
export function commaList(value: string | null): string[] {
  if (value === null) return [];
  return [...new Set(value.split(',').map((part) => part.trim()))].filter((part) => part !== '');
}

function textOf(query: Query, name: string): string | undefined {
  const value = query.get(name)?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function stepIndexOf(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d+$/.test(value)) return undefined;
  return Number(value);
}

function targetOf(mode: PracticeMode, query: Query): PracticeTarget | undefined {
  const learnPath = textOf(query, PRACTICE_PARAMS.learnMap);
  const concepts = commaList(query.get(PRACTICE_PARAMS.concepts));
  const questionCodes = commaList(query.get(PRACTICE_PARAMS.questions));
  const conceptCodes = commaList(query.get(PRACTICE_PARAMS.concept));
  switch (mode) {
    case 'Normal':
    case 'CFUPractice':
      if (learnPath === undefined) return undefined;
      return questionCodes.length > 0 ? { mode, learnPath, questionCodes } : { mode, learnPath };
    case 'BookPractice': {
      const bookId = textOf(query, PRACTICE_PARAMS.book);
      return bookId === undefined ? undefined : { mode, bookId };
    }
    case 'CustomPractice':
      return concepts.length === 0 ? undefined : { mode, concepts };
    case 'AdhocPractice': {
      const videoId = textOf(query, PRACTICE_PARAMS.video);
      if (videoId === undefined || conceptCodes.length + questionCodes.length === 0)
        return undefined;
      return { mode, videoId, concepts: conceptCodes, questionCodes };
    }
    case 'PAJPractice':
    case 'PAJNQEPractice': {
      const planId = textOf(query, PRACTICE_PARAMS.plan);
      const stepIndex = stepIndexOf(textOf(query, PRACTICE_PARAMS.planStep));
      if (planId === undefined || stepIndex === undefined) return undefined;
      return {
        mode,
        planId,
        stepIndex,
        callId: textOf(query, PRACTICE_PARAMS.call),
        learnPath,
        concepts: conceptCodes,
        questionCodes,
      };
    }
  }
}

/**
 * Reads /practice's query: the mode (Normal when absent) and the ids that mode needs. A mode we
 * do not know, or a mode without its ids, is a problem to show rather than a session to start.
 */
export function readPracticeQuery(query: Query): PracticeQuery {
  const mode = textOf(query, PRACTICE_PARAMS.mode) ?? 'Normal';
  if (!isMode(mode)) return { ok: false, problem: 'unknownMode', mode };
  const target = targetOf(mode, query);
  if (!target) return { ok: false, problem: 'missingIds', mode };
  return {
    ok: true,
    request: {
      target,
      title: textOf(query, PRACTICE_PARAMS.title),
      embedded: isFramed(query),
    },
  };
}

export type SessionBody = z.input<typeof createSessionCall.body>;
type LearningMap = SessionBody['learning_map'];

function learningMapOf(target: PracticeTarget): LearningMap {
  switch (target.mode) {
    case 'Normal':
    case 'CFUPractice':
      return { learnpath_name: target.learnPath };
    case 'BookPractice':
      return { book_id: target.bookId };
    case 'CustomPractice':
      return { concepts: target.concepts };
    case 'AdhocPractice':
      return {
        video_id: target.videoId,
        ...(target.concepts.length > 0 && { concepts: target.concepts }),
        ...(target.questionCodes.length > 0 && { question_codes: target.questionCodes }),
      };
    case 'PAJPractice':
    case 'PAJNQEPractice':
      return {
        ...(target.learnPath !== undefined && { learnpath_name: target.learnPath }),
        ...(target.concepts.length > 0 && { concepts: target.concepts }),
        ...(target.questionCodes.length > 0 && { question_codes: target.questionCodes }),
      };
  }
}

/** The body that starts the session (POST /v1/practice/session). */
export function sessionBodyOf(request: PracticeRequest, language: Locale): SessionBody {
  const { target } = request;
  const plan =
    target.mode === 'PAJPractice' || target.mode === 'PAJNQEPractice'
      ? {
          paj_id: target.planId,
          paj_step_index: target.stepIndex,
          ...(target.callId !== undefined && { call_id: target.callId }),
        }
      : {};
  return {
    type: target.mode,
    learning_map: learningMapOf(target),
    ...(request.title !== undefined && { title: request.title }),
    language,
    source: request.embedded ? 'iframe' : 'web',
    ...plan,
  };
}

export type AdhocQuery = z.input<typeof adhocQuestionsCall.query>;

/**
 * The questions to add to the session before asking for the first one: adhoc practice always,
 * plan-driven practice when its step names concepts or questions, a chapter when the link names
 * questions to ask first; undefined otherwise.
 */
export function adhocQueryOf(target: PracticeTarget): AdhocQuery | undefined {
  // A chapter practised again from the revision list: its question first, then the chapter.
  if ((target.mode === 'Normal' || target.mode === 'CFUPractice') && target.questionCodes?.length)
    return { mode: target.mode, questionCode: target.questionCodes.join(',') };
  if (
    target.mode !== 'AdhocPractice' &&
    target.mode !== 'PAJPractice' &&
    target.mode !== 'PAJNQEPractice'
  ) {
    return undefined;
  }
  if (target.concepts.length + target.questionCodes.length === 0) return undefined;
  return {
    mode: target.mode,
    ...(target.concepts.length > 0 && { conceptCode: target.concepts.join(',') }),
    ...(target.questionCodes.length > 0 && { questionCode: target.questionCodes.join(',') }),
  };
}
