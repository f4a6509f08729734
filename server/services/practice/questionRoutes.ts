import type { FastifyInstance } from 'fastify';
import {
  questionAccuracyCall,
  questionByIdCall,
  questionEventCall,
  type AnswerCheck,
} from '../../../domain/contracts/practice.ts';
import { AppError } from '../../../domain/errors.ts';
import { attemptType } from '../../../domain/practice/attemptType.ts';
import { gradeAnswer } from '../../../domain/questions/graders/graders.ts';
import type { BankQuestion } from '../../../domain/questions/questionTypes.ts';
import { serveQuestion } from '../../../domain/questions/serveQuestion.ts';
import { textIn } from '../../../domain/rules/localisedText.ts';
import { registerCall } from '../../http/registerCall.ts';
import { texts } from '../content/contentTiles.ts';
import { answerCheck, finishAttempt } from './finishAttempt.ts';
import type { PracticeContext } from './PracticeContext.ts';

/** A question by code, the events of a question in a session (the answer check), its accuracy. */
export function questionRoutes(app: FastifyInstance, ctx: PracticeContext) {
  const { store, deps } = ctx;

  const bankQuestion = async (code: string): Promise<BankQuestion> => {
    const row = await store.question(code);
    if (!row) throw new AppError('CONTENT_NOT_FOUND', `No question ${code}`);
    return JSON.parse(row.content) as BankQuestion;
  };

  registerCall(app, questionByIdCall, async ({ params, body }, request) => {
    await ctx.child(request);
    const question = await bankQuestion(params.id);
    const names = new Map(
      (
        await ctx.content.concepts([question.primaryConcept, ...(question.secondaryConcepts ?? [])])
      ).map((c) => [c.code, textIn(texts(c.names), body.language)]),
    );
    const served = serveQuestion(question, {
      locale: body.language,
      conceptName: (code) => names.get(code) ?? code,
      questionNumber: 1,
      totalQuestionCount: 1,
      doIntervene: false,
    });
    return { body: { data: { [params.id]: served } } };
  });

  registerCall(app, questionEventCall, async ({ params, query, body }, request) => {
    const child = await ctx.child(request);
    const session = await ctx.sessionOf(child, params.sessionId);
    const attempt = await store.attempt(session.id, params.code);
    if (!attempt) throw new AppError('QUESTION_NOT_IN_SESSION');
    const now = deps.clock();
    switch (body.event) {
      case 'view':
        if (attempt.viewed_at === null)
          await store.updateAttempt(session.id, params.code, { viewed_at: now });
        return { body: { data: { recorded: true as const, check: null } } };
      case 'hint':
        await store.updateAttempt(session.id, params.code, { hint_used: 1 });
        return { body: { data: { recorded: true as const, check: null } } };
      case 'submit': {
        const question = await bankQuestion(params.code);
        const answer = body.answer;
        const grade = gradeAnswer(question, answer);
        const finish = {
          question,
          attempt,
          grade,
          timeSpent: body.time_spent,
          answer,
          language: query.language,
        };
        if (attempt.status === 'answered') {
          // A retried submit (the network dropped the first answer's reply) gets the same check.
          return {
            body: { data: { recorded: true as const, check: repeatCheck(finish, attempt) } },
          };
        }
        if (attempt.status !== 'served') throw new AppError('QUESTION_NOT_IN_SESSION');
        const check = await finishAttempt(ctx, child.profile.id, {
          ...finish,
          outcome: {
            kind: 'answered',
            correct: grade.correct,
            timeSpent: body.time_spent,
            idealTime: question.idealTimeSeconds,
          },
        });
        return { body: { data: { recorded: true as const, check } } };
      }
    }
  });

  registerCall(app, questionAccuracyCall, async ({ params, query }, request) => {
    await ctx.child(request);
    await bankQuestion(params.questionCode);
    const stats = await store.stats(params.questionCode, query.step_index ?? -1);
    const attempts = stats?.attempts ?? 0;
    return {
      body: {
        data: {
          question_accuracy: attempts === 0 ? null : (stats?.correct ?? 0) / attempts,
          attempts,
        },
      },
    };
  });
}

/** The check of an attempt already finished, rebuilt from what was stored then. */
function repeatCheck(
  f: Parameters<typeof answerCheck>[0],
  attempt: {
    correct: number | null;
    attempt_type: string | null;
    silver: number;
    mastery_before: number | null;
    mastery_after: number | null;
    time_spent: number;
  },
): AnswerCheck {
  return answerCheck(f, {
    correct: attempt.correct === 1,
    type:
      (attempt.attempt_type as AnswerCheck['attemptTypeBadge'] | null) ??
      attemptType({ kind: 'skipped' }),
    silver: attempt.silver,
    before: attempt.mastery_before ?? 0,
    after: attempt.mastery_after ?? 0,
  });
}
