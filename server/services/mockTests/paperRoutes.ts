import type { FastifyInstance } from 'fastify';
import { paperCall } from '../../../domain/contracts/mockTests.ts';
import { AppError } from '../../../domain/errors.ts';
import { questionBody, questionContent } from '../../../domain/questions/serveQuestion.ts';
import { textIn } from '../../../domain/rules/localisedText.ts';
import { sectionMaxMarks } from '../../../domain/mockTests/scoreTest.ts';
import { registerCall } from '../../http/registerCall.ts';
import type { TestContext } from './TestContext.ts';

/**
 * The paper of a started test. It is served only to a student who has started (the paper of a
 * scheduled test stays unseen until then), in the session's version and paper set, without keys.
 */
export function paperRoutes(app: FastifyInstance, ctx: TestContext) {
  registerCall(app, paperCall, async ({ params, query }, request) => {
    const child = await ctx.child(request);
    await ctx.test(child, params.code);
    const session = await ctx.store.sessionOf(child.profile.id, params.code);
    if (!session) throw new AppError('TEST_NOT_STARTED');
    const paper = await ctx.paper(session.test_code, session.version);
    const { definition } = paper;
    const locales = query.all_locales
      ? paper.languages
      : [paper.languages.includes(query.locale) ? query.locale : 'en'];
    let index = 0;
    return {
      body: {
        data: {
          code: definition.code,
          version: session.version,
          paperSetNo: session.paper_set,
          languages: paper.languages,
          sections: paper.sections(session.paper_set).map(({ index: s, questions }) => {
            const section = definition.sections[s];
            const scored = paper.scored()[s];
            if (!section || !scored) throw new Error(`test ${definition.code}: section ${s} lost`);
            return {
              code: section.code,
              name: textIn(section.name, query.locale),
              subject: section.subject,
              question_count: questions.length,
              section_time: definition.sectionLocking ? (section.durationSeconds ?? null) : null,
              maxAttempted: section.maxAttempted ?? null,
              marking: scored.marking,
              max_marks: sectionMaxMarks(
                scored.maxAttempted,
                questions.length,
                scored.marking.correct,
              ),
              questions: questions.map((q) => ({
                question_index: ++index,
                code: q.code,
                category: q.type,
                locales: Object.fromEntries(
                  locales.map((locale) => [
                    locale,
                    { body: questionBody(q, locale), content: questionContent(q, locale) },
                  ]),
                ),
              })),
            };
          }),
        },
      },
    };
  });
}
