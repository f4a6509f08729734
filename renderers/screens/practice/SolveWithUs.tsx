import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type * as z from 'zod/mini';
import {
  solveWithUsCall,
  solveWithUsStepCall,
  type AnswerCheck,
  type PracticeQuestion,
} from '../../../domain/contracts/practice.ts';
import { callApi } from '../../../runtime/api/callApi.ts';
import { useCall } from '../../../runtime/api/useCall.ts';
import { localeAtom } from '../../../runtime/i18n/localeAtom.ts';
import { useRegistry } from '../../../runtime/registry/RegistryContext.ts';
import { reportPracticeError } from './practiceCalls.ts';
import { DoneStep, StepForm } from './SolveWithUsStep.tsx';

export type SolveWithUsState = z.infer<(typeof solveWithUsCall.responses)[200]>['data'];

export interface SolveWithUsProps {
  sessionId: string;
  question: PracticeQuestion;
  /** The last step is done: the question's answer check, as a submit would give it. */
  onComplete: (check: AnswerCheck) => void;
}

/**
 * Solve with us: the question worked through in steps, one at a time. Each answer is posted and
 * the step shows its badge; the last one completes the question with its answer check.
 */
export function SolveWithUs({ sessionId, question, onComplete }: SolveWithUsProps) {
  const id = useId();
  const registry = useRegistry();
  const locale = useAtomValue(localeAtom);
  const where = {
    params: { sessionId, code: question.code },
    query: { language: locale, version: question.version },
  };
  const { data, error, mutate } = useCall(solveWithUsCall, where);
  const [posted, setPosted] = useState<SolveWithUsState>();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const state = posted ?? data?.data;

  const answerStep = async (answers: string[], startedAt: number) => {
    setBusy(true);
    setFailed(false);
    const feature = 'practice_solve_with_us';
    try {
      const answer = await callApi(solveWithUsStepCall, {
        ...where,
        body: { start_time: startedAt, answers },
        feature,
      });
      const next = answer.body.data;
      setPosted(next);
      if (next.complete && next.check) onComplete(next.check);
    } catch (cause) {
      reportPracticeError(cause, feature);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const current = state && !state.complete ? state.steps[state.current_step_index] : undefined;
  return (
    <section className="practice-swu" aria-labelledby={id}>
      <h3 id={id}>
        <FormattedMessage id="practice.swu.title" />
      </h3>
      {error && !state && (
        <p role="alert" className="practice-error">
          <FormattedMessage id="practice.swu.loadFailed" />{' '}
          <button type="button" className="button ghost" onClick={() => void mutate()}>
            <FormattedMessage id="practice.retry" />
          </button>
        </p>
      )}
      {!error && !state && <registry.Loading />}
      {state && (
        <>
          <p className="practice-swu__progress">
            <FormattedMessage
              id="practice.swu.progress"
              values={{
                step: Math.min(state.current_step_index + 1, state.max_steps),
                count: state.max_steps,
              }}
            />
          </p>
          <ol className="practice-swu__steps">
            {state.steps
              .filter((step) => step.is_complete)
              .map((step) => (
                <DoneStep key={step.index} step={step} />
              ))}
            {current && (
              <StepForm
                key={current.index}
                step={current}
                busy={busy}
                onAnswer={(answers, at) => void answerStep(answers, at)}
              />
            )}
          </ol>
        </>
      )}
      {failed && (
        <p role="alert" className="practice-error">
          <FormattedMessage id="practice.swu.stepFailed" />
        </p>
      )}
    </section>
  );
}
