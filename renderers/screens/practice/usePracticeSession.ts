import { useAtomValue } from 'jotai';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type * as z from 'zod/mini';
import {
  adhocQuestionsCall,
  createSessionCall,
  nextQuestionCall,
  updatePajCall,
  type PracticeQuestion,
  type sessionData,
} from '../../../domain/contracts/practice.ts';
import { planStepQuery } from '../../../domain/practice/planStep.ts';
import {
  adhocQueryOf,
  sessionBodyOf,
  type PracticeRequest,
} from '../../../domain/practice/practiceQuery.ts';
import { callApi } from '../../../runtime/api/callApi.ts';
import { pageSchoolIds } from '../../../runtime/assignments/pageSchoolIds.ts';
import { localeAtom } from '../../../runtime/i18n/localeAtom.ts';
import { closeFrame, reportPracticeError } from './practiceCalls.ts';

export type PracticeSession = z.infer<typeof sessionData>;
type NextAnswer = NonNullable<z.infer<(typeof nextQuestionCall.responses)[200]>>;
export type Intervention = NonNullable<NextAnswer['data']['intervention']>;

/** Where a practice run is (learning-experience spec §4, "Practice"). */
export type PracticeStage =
  | { kind: 'starting' }
  | { kind: 'startFailed'; error: unknown }
  | { kind: 'asking'; session: PracticeSession }
  | { kind: 'askFailed'; session: PracticeSession; retry: () => void }
  | {
      kind: 'question';
      session: PracticeSession;
      question: PracticeQuestion;
      /** A learn intervention to offer before the question; gone once skipped. */
      intervention: Intervention | undefined;
    }
  /** Nothing left (204): the frame has been asked to close, or the page says so. */
  | { kind: 'exhausted'; session: PracticeSession };

export interface PracticeRun {
  stage: PracticeStage;
  /** Moves on: after an answer (`nextQuestion`) or past the question on screen (`skipQuestion`). */
  advance: (action: 'nextQuestion' | 'skipQuestion') => void;
  /** Shows the question the intervention came with. */
  dismissIntervention: () => void;
}

/**
 * Starts a session for the request (adding the asked questions first for adhoc and plan-driven
 * practice) and walks it question by question until the service has nothing left.
 */
export function usePracticeSession(request: PracticeRequest): PracticeRun {
  const locale = useAtomValue(localeAtom);
  const [stage, setStage] = useState<PracticeStage>({ kind: 'starting' });
  const started = useRef(false);

  const reportPlanStep = (session: PracticeSession, status: 'STARTED' | 'COMPLETED') => {
    const query = planStepQuery(session, status);
    if (!query) return;
    const feature = 'practice_update_paj';
    callApi(updatePajCall, { query, feature }).catch((error: unknown) =>
      reportPracticeError(error, feature),
    );
  };

  // The service knows the question on screen: skipQuestion skips it, nextQuestion moves past it.
  const ask = async (session: PracticeSession, action: 'nextQuestion' | 'skipQuestion') => {
    setStage({ kind: 'asking', session });
    const feature = 'practice_next_question';
    try {
      const answer = await callApi(nextQuestionCall, {
        params: { sessionId: session.session_id },
        query: { action, language: locale },
        feature,
      });
      if (answer.body === undefined) {
        if (request.embedded) closeFrame();
        reportPlanStep(session, 'COMPLETED');
        setStage({ kind: 'exhausted', session });
        return;
      }
      const { question, intervention } = answer.body.data;
      setStage({ kind: 'question', session, question, intervention: intervention ?? undefined });
    } catch (error) {
      reportPracticeError(error, feature);
      setStage({ kind: 'askFailed', session, retry: () => void ask(session, action) });
    }
  };

  const start = useEffectEvent(async () => {
    const feature = 'practice_session';
    try {
      const { body } = await callApi(createSessionCall, {
        body: { ...sessionBodyOf(request, locale), ...pageSchoolIds() },
        feature,
      });
      const session = body.data;
      const adhoc = adhocQueryOf(request.target);
      if (adhoc) {
        await callApi(adhocQuestionsCall, {
          params: { sessionId: session.session_id },
          query: adhoc,
          feature,
        });
      }
      reportPlanStep(session, 'STARTED');
      await ask(session, 'nextQuestion');
    } catch (error) {
      reportPracticeError(error, feature);
      setStage({ kind: 'startFailed', error });
    }
  });

  useEffect(() => {
    // Strict mode runs effects twice: a session is started once per screen.
    if (started.current) return;
    started.current = true;
    void start();
  }, []);

  return {
    stage,
    advance: (action) => {
      if (stage.kind !== 'question') return;
      void ask(stage.session, action);
    },
    dismissIntervention: () => {
      if (stage.kind === 'question') setStage({ ...stage, intervention: undefined });
    },
  };
}
