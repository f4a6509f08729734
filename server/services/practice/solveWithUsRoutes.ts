import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod';
import {
  solveWithUsCall,
  solveWithUsStepCall,
  type AnswerCheck,
} from '../../../domain/contracts/practice.ts';
import { AppError } from '../../../domain/errors.ts';
import { secondsBetween } from '../../../domain/practice/questionTimer.ts';
import { gradeAnswer } from '../../../domain/questions/graders/graders.ts';
import { keyAsAnswer } from '../../../domain/questions/keyAsAnswer.ts';
import type { BankQuestion } from '../../../domain/questions/questionTypes.ts';
import { BLANK_PATTERN } from '../../../domain/questions/questionTypes.ts';
import { checkStep, type SolveWithUsStep } from '../../../domain/questions/solveWithUsStep.ts';
import { textIn } from '../../../domain/rules/localisedText.ts';
import { registerCall } from '../../http/registerCall.ts';
import type { ChildSession } from '../../sessions/requireChild.ts';
import { finishAttempt } from './finishAttempt.ts';
import type { PracticeContext } from './PracticeContext.ts';
import type { EmbiumAwardee } from './practiceEmbiums.ts';
import type { AttemptRow, SessionRow } from './practiceStore.ts';

/** Whom a finished question's embiums go to, and whether the calling brand has them. */
const awardeeOf = (child: ChildSession, request: FastifyRequest): EmbiumAwardee => ({
  orgId: child.orgId,
  disabledFeatures: request.brand.disabledFeatures,
});

/** What the student did at each step so far, kept with the attempt. */
const swuState = z.object({
  results: z.array(
    z.object({ answers: z.array(z.string()), badge: z.enum(['correct', 'incorrect', 'revealed']) }),
  ),
  started_at: z.number(),
  check: z.optional(z.unknown()),
});
type SwuState = z.infer<typeof swuState>;

const stepsOf = (q: BankQuestion): SolveWithUsStep[] =>
  q.type === 'LinkedComprehension' ? [] : (q.solveWithUs ?? []);

/**
 * Solve with us (learning-experience spec §3, §4): the question's solution as steps taken one at a
 * time — blanks to fill, or yes/no when a step has none; a wrong step shows its answer and moves on;
 * the last step finishes the question with its check (attempt types SolveWithUs…).
 */
export function solveWithUsRoutes(app: FastifyInstance, ctx: PracticeContext) {
  const { store, deps } = ctx;

  const load = async (session: SessionRow, code: string) => {
    const attempt = await store.attempt(session.id, code);
    if (!attempt) throw new AppError('QUESTION_NOT_IN_SESSION');
    const row = await store.question(code);
    if (!row) throw new AppError('CONTENT_NOT_FOUND');
    const question = JSON.parse(row.content) as BankQuestion;
    const steps = stepsOf(question);
    if (steps.length === 0)
      throw new AppError('CONTENT_NOT_FOUND', `Question ${code} has no solve-with-us steps`);
    return { attempt, question, steps };
  };

  const view = (
    steps: SolveWithUsStep[],
    state: SwuState,
    language: string,
    check: AnswerCheck | null,
  ) => {
    const current = Math.min(state.results.length, steps.length - 1);
    const complete = state.results.length >= steps.length;
    return {
      steps: steps.slice(0, complete ? steps.length : current + 1).map((step, index) => {
        const done = state.results[index];
        const text = textIn(step.text, language);
        return {
          index,
          text,
          fibs: 'fibs' in step ? (text.match(BLANK_PATTERN)?.length ?? step.fibs.length) : 0,
          badge: done?.badge ?? null,
          is_complete: done !== undefined,
          user_attempt: done?.answers ?? null,
          fibs_text: done
            ? 'fibs' in step
              ? step.fibs.map((accepted) => accepted[0] ?? '')
              : [step.yes ? 'yes' : 'no']
            : null,
        };
      }),
      current_step_index: complete ? steps.length - 1 : current,
      max_steps: steps.length,
      complete,
      check,
    };
  };

  const stateOf = (attempt: AttemptRow): SwuState =>
    attempt.swu_state === null
      ? { results: [], started_at: deps.clock() }
      : swuState.parse(JSON.parse(attempt.swu_state));

  /** The last step (or a reveal) finishes the question: mastery, embiums and its check. */
  const finish = async (
    childId: string,
    awardee: EmbiumAwardee,
    f: {
      question: BankQuestion;
      attempt: AttemptRow;
      state: SwuState;
      language: string;
      revealed: boolean;
    },
  ) => {
    const key = keyAsAnswer(f.question);
    const check = await finishAttempt(ctx, childId, {
      question: f.question,
      attempt: f.attempt,
      grade: gradeAnswer(f.question, key),
      outcome: {
        kind: 'solveWithUs',
        allStepsRight: f.state.results.every((r) => r.badge === 'correct'),
        revealed: f.revealed,
      },
      timeSpent: secondsBetween(f.state.started_at, deps.clock()),
      answer: { solveWithUs: f.state.results },
      language: f.language,
      awardee,
    });
    return check;
  };

  registerCall(app, solveWithUsCall, async ({ params, query }, request) => {
    const child = await ctx.child(request);
    const session = await ctx.sessionOf(child, params.sessionId);
    const { attempt, question, steps } = await load(session, params.code);
    let state = stateOf(attempt);
    if (attempt.status === 'served') {
      await store.updateAttempt(session.id, params.code, {
        status: 'solving',
        swu_state: JSON.stringify(state),
      });
    } else if (attempt.status !== 'solving' && attempt.status !== 'answered') {
      throw new AppError('QUESTION_NOT_IN_SESSION');
    }
    let check = (state.check as AnswerCheck | undefined) ?? null;
    if ((query.showAnswer || query.showSolution) && attempt.status !== 'answered') {
      // Revealing the solution finishes the question: the rest of the steps are shown, not taken.
      state = {
        ...state,
        results: steps.map(
          (step, i) => state.results[i] ?? { answers: [], badge: 'revealed' as const },
        ),
      };
      check = await finish(child.profile.id, awardeeOf(child, request), {
        question,
        attempt,
        state,
        language: query.language,
        revealed: true,
      });
      await store.updateAttempt(session.id, params.code, {
        swu_state: JSON.stringify({ ...state, check }),
      });
    }
    return { body: { data: view(steps, state, query.language, check) } };
  });

  registerCall(app, solveWithUsStepCall, async ({ params, query, body }, request) => {
    const child = await ctx.child(request);
    const session = await ctx.sessionOf(child, params.sessionId);
    const { attempt, question, steps } = await load(session, params.code);
    if (attempt.status !== 'solving') throw new AppError('QUESTION_NOT_IN_SESSION');
    const state = stateOf(attempt);
    const index = state.results.length;
    const step = steps[index];
    if (!step) throw new AppError('QUESTION_NOT_IN_SESSION');
    const expected = 'fibs' in step ? step.fibs.length : 1;
    if (body.answers.length !== expected)
      throw new AppError(
        'VALIDATION_FAILED',
        `body.answers: step ${index} takes ${expected} answer(s)`,
      );
    const { correct } = checkStep(step, body.answers);
    await store.countAnswer(question.code, index, correct);
    const next: SwuState = {
      ...state,
      results: [
        ...state.results,
        { answers: body.answers, badge: correct ? 'correct' : 'incorrect' },
      ],
    };
    let check: AnswerCheck | null = null;
    if (next.results.length === steps.length) {
      check = await finish(child.profile.id, awardeeOf(child, request), {
        question,
        attempt,
        state: next,
        language: query.language,
        revealed: false,
      });
    }
    await store.updateAttempt(session.id, params.code, {
      swu_state: JSON.stringify({ ...next, check: check ?? undefined }),
    });
    return { body: { data: view(steps, next, query.language, check) } };
  });
}
