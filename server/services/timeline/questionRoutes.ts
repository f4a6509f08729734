import type { FastifyInstance, FastifyRequest } from 'fastify';
import { timelineQuestionCall } from '../../../domain/contracts/timelineQuestion.ts';
import { AppError } from '../../../domain/errors.ts';
import { questionWithKey } from '../../../domain/questions/questionWithKey.ts';
import { questionExplanation } from '../../../domain/questions/serveQuestion.ts';
import { registerCall } from '../../http/registerCall.ts';
import type { ChildSession } from '../../sessions/requireChild.ts';
import type { TimelineQuestions } from './TimelineQuestions.ts';

/**
 * `/v1/{type}/question/{id}` (learning-experience spec §7, "Timeline"): a question the child met,
 * with its key, their last answer and its solution — the revision list opens questions with it.
 * A question they never answered there is QUESTION_NOT_SEEN, so no key leaks.
 */
export function questionRoutes(
  app: FastifyInstance,
  ctx: { child: (request: FastifyRequest) => Promise<ChildSession>; questions: TimelineQuestions },
) {
  registerCall(app, timelineQuestionCall, async ({ params, query }, request) => {
    const child = await ctx.child(request);
    const seen = await ctx.questions.seen(child, params.type, params.id, query.locale);
    if (!seen || (query.questionType !== undefined && seen.question.type !== query.questionType))
      throw new AppError('QUESTION_NOT_SEEN');
    const { question } = seen;
    return {
      body: {
        data: {
          ...questionWithKey(question, query.locale, seen.correct === true),
          selected: seen.selected,
          explanation: seen.solution ? questionExplanation(question, query.locale) : null,
        },
      },
    };
  });
}
