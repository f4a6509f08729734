import type { FastifyInstance } from 'fastify';
import type * as z from 'zod/mini';
import {
  diagnosticFormCall,
  diagnosticTestsCall,
  type diagnosticTest,
} from '../../../domain/contracts/achieve.ts';
import { DIAGNOSTIC_TEST_TYPE } from '../../../domain/mockTests/isListedTest.ts';
import { textIn } from '../../../domain/rules/localisedText.ts';
import { registerCall } from '../../http/registerCall.ts';
import type { ChildSession } from '../../sessions/requireChild.ts';
import type { TestSessionRow } from './achieveProgressStore.ts';
import type { TestPaper } from './TestPapers.ts';
import type { AchieveContext } from './AchieveContext.ts';
import type { QuestionnaireForm } from './questionnaireForm.ts';
import { indiaDay } from '../../../domain/embiums/indiaDay.ts';

type DiagnosticStatus = z.output<typeof diagnosticTest>['status'];

export interface DiagnosticPaper {
  code: string;
  paper: TestPaper;
  session: TestSessionRow | undefined;
}

/** The exam's diagnostic papers with the child's session of each, if any. */
export async function diagnosticSessions(
  ctx: AchieveContext,
  child: ChildSession,
  exam: string,
): Promise<DiagnosticPaper[]> {
  const tests = await ctx.content.testsOfType(exam, DIAGNOSTIC_TEST_TYPE);
  const sessions = await ctx.progress.testSessions(
    child.profile.id,
    tests.map((t) => t.code),
  );
  return Promise.all(
    tests.map(async (t) => ({
      code: t.code,
      paper: await ctx.papers.paper(t.code, t.version),
      session: sessions.find((s) => s.test_code === t.code),
    })),
  );
}

const statusOf = (session: TestSessionRow | undefined): DiagnosticStatus =>
  !session ? 'not_started' : session.status === 'finished' ? 'finished' : 'started';

/** The diagnostic papers with the child's status, and the questionnaire's form. */
export function diagnosticRoutes(
  app: FastifyInstance,
  ctx: AchieveContext,
  form: QuestionnaireForm,
): void {
  registerCall(app, diagnosticTestsCall, async ({ query }, request) => {
    const child = await ctx.child(request);
    const syllabus = await ctx.syllabus(child, { exam_code: query.exam });
    const papers = await diagnosticSessions(ctx, child, syllabus.exam);
    return {
      body: {
        data: {
          tests: papers.map(({ code, paper, session }) => ({
            code,
            title: textIn(paper.title, query.locale),
            subject: paper.sections[0]?.subject ?? '',
            question_count: paper.sections.reduce((n, s) => n + s.questions.length, 0),
            duration_seconds: paper.durationSeconds,
            status: statusOf(session),
            session_id: session?.id ?? null,
            score: session?.status === 'finished' ? session.score : null,
            max_marks: session?.status === 'finished' ? session.max_marks : null,
          })),
        },
      },
    };
  });

  registerCall(app, diagnosticFormCall, async ({ query }, request) => {
    const child = await ctx.child(request);
    const syllabus = await ctx.syllabus(child, query);
    const target = await ctx.store.target(child.profile.id, syllabus.exam);
    return { body: { data: form(syllabus, target, query.locale, indiaDay(ctx.deps.clock())) } };
  });
}
