import type { FastifyInstance } from 'fastify';
import {
  questionAccuracyCall,
  questionByIdCall,
  questionEventCall,
} from '../../../domain/contracts/practice.ts';
import { AppError } from '../../../domain/errors.ts';
import { gradeAnswer } from '../../../domain/questions/graders/graders.ts';
import type { BankQuestion } from '../../../domain/questions/questionTypes.ts';
import { serveQuestion } from '../../../domain/questions/serveQuestion.ts';
import { textIn } from '../../../domain/rules/localisedText.ts';
import { registerCall } from '../../http/registerCall.ts';
import { texts } from '../../db/jsonColumns.ts';
import { finishAttempt } from './finishAttempt.ts';
import { firstCheck } from './firstCheck.ts';
import { answerEmbiums } from './practiceEmbiums.ts';
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
    const awardee = { orgId: child.orgId, disabledFeatures: request.brand.disabledFeatures };
    // The attempt is read beside the session and used only once the session proves the child's.
    const [session, attempt] = await Promise.all([
      ctx.sessionOf(child, params.sessionId),
      store.attempt(params.sessionId, params.code),
    ]);
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
        // Graded first, so an answer that does not fit the question is refused even on a resubmit.
        const grade = gradeAnswer(question, body.answer);
        if (attempt.status === 'answered') {
          // A resubmit (a retry after a lost reply, or a changed mind) gets the first check back.
          const embiums = await answerEmbiums(ctx, child.profile.id, awardee, attempt);
          const check = firstCheck(question, attempt, query.language, embiums);
          return { body: { data: { recorded: true as const, check } } };
        }
        if (attempt.status !== 'served') throw new AppError('QUESTION_NOT_IN_SESSION');
        const check = await finishAttempt(ctx, child.profile.id, {
          question,
          attempt,
          awardee,
          grade,
          timeSpent: body.time_spent,
          answer: body.answer,
          language: query.language,
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
