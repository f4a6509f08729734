import type { FastifyInstance } from 'fastify';
import {
  analysisCall,
  questionDetailsCall,
  userAttemptsCall,
  type QuestionResult,
} from '../../../domain/contracts/mockTests.ts';
import { AppError } from '../../../domain/errors.ts';
import { questionWithKey } from '../../../domain/questions/questionWithKey.ts';
import { questionExplanation } from '../../../domain/questions/serveQuestion.ts';
import { formatLearnPath } from '../../../domain/rules/learnPath.ts';
import { textIn } from '../../../domain/rules/localisedText.ts';
import type { AreaTotals, TestScore } from '../../../domain/mockTests/scoreTest.ts';
import { standing } from '../../../domain/mockTests/scoreTest.ts';
import { releases } from '../../../domain/mockTests/testSchedule.ts';
import { registerCall } from '../../http/registerCall.ts';
import { texts } from '../../db/jsonColumns.ts';
import type { ChildSession } from '../../sessions/requireChild.ts';
import { freezeSession } from './freezeSession.ts';
import type { TestContext } from './TestContext.ts';
import { momentsOf } from './testDefinition.ts';

const areaView = (totals: AreaTotals) => ({
  score: totals.score,
  max_marks: totals.maxMarks,
  correct: totals.correct,
  incorrect: totals.incorrect,
  unattempted: totals.unattempted,
  accuracy: totals.accuracy,
  time_spent: totals.timeSpentSeconds,
});

/** Sums areas (a subject's sections). */
function addUp(areas: readonly AreaTotals[]): AreaTotals {
  const sum = (pick: (a: AreaTotals) => number) => areas.reduce((s, a) => s + pick(a), 0);
  const correct = sum((a) => a.correct);
  const incorrect = sum((a) => a.incorrect);
  return {
    score: sum((a) => a.score),
    maxMarks: sum((a) => a.maxMarks),
    correct,
    incorrect,
    unattempted: sum((a) => a.unattempted),
    accuracy:
      correct + incorrect === 0 ? 0 : Math.round((10_000 * correct) / (correct + incorrect)) / 100,
    timeSpentSeconds: sum((a) => a.timeSpentSeconds),
  };
}

/** A finished session's score, standing and question-by-question analysis. */
export function analysisRoutes(app: FastifyInstance, ctx: TestContext) {
  const { store, deps } = ctx;

  /** A finished session whose results are out, with its paper and score, now shown to the student. */
  const finished = async (child: ChildSession, sessionId: string) => {
    const session = await ctx.sessionById(child, sessionId);
    if (session.status !== 'finished' || session.result === null)
      throw new AppError('RESULT_NOT_AVAILABLE', 'This test is not submitted yet');
    const paper = await ctx.paper(session.test_code, session.version);
    const moments = momentsOf(paper.definition);
    const released = releases(deps.clock(), moments);
    if (!released.answerKey)
      throw new AppError(
        'RESULT_NOT_AVAILABLE',
        `The results are out at ${new Date(moments?.answerKeyAt ?? 0).toISOString()}`,
      );
    // From now on the student knows the key: no event may change this score any more.
    if (session.results_shown_at === null) await store.markResultsShown(session.id, deps.clock());
    return { session, paper, moments, released, score: JSON.parse(session.result) as TestScore };
  };

  /** Everyone whose time is up is a finisher before anyone is ranked. */
  const freezeDue = async (testCode: string) => {
    for (const due of await store.dueSessions(testCode, deps.clock()))
      await freezeSession(ctx, due, due.deadline_at, 'timeout');
  };

  registerCall(app, analysisCall, async ({ params, query }, request) => {
    const child = await ctx.child(request);
    const { session, paper, moments, released, score } = await finished(child, params.sessionId);
    const { definition } = paper;
    await freezeDue(session.test_code);
    const place = standing(score.score, await store.finishedScores(session.test_code, child.orgId));
    const order = new Map(
      paper
        .sections(session.paper_set)
        .flatMap((s) => s.questions)
        .map((q, index) => [q.code, index + 1]),
    );
    const markingOf = new Map(paper.scored().map((s) => [s.code, s.marking]));
    const sectionName = new Map(
      definition.sections.map((s) => [s.code, textIn(s.name, query.locale)]),
    );
    const subjects = [...new Set(score.sections.map((s) => s.subject))];
    const subjectNames = await Promise.all(
      subjects.map(async (subject) => {
        const node = await store.syllabusNode(
          formatLearnPath({ goal: definition.goal, exam: definition.exam, subject }),
        );
        return node ? textIn(texts(node.names), query.locale) : subject;
      }),
    );
    return {
      body: {
        data: {
          session_id: session.id,
          test_code: session.test_code,
          title: textIn(definition.title, query.locale),
          ...place,
          score: score.score,
          max_marks: score.maxMarks,
          accuracy: score.accuracy,
          time_spent: score.timeSpentSeconds,
          solutions_released: released.solutions,
          solutions_at: released.solutions ? null : (moments?.solutionAt ?? null),
          sections: score.sections.map((s) => ({
            code: s.code,
            name: sectionName.get(s.code) ?? s.code,
            subject: s.subject,
            marking: markingOf.get(s.code) ?? { correct: 0, incorrect: 0, unattempted: 0 },
            ...areaView(s),
          })),
          subjects: subjects.map((subject, i) => ({
            subject,
            name: subjectNames[i] ?? subject,
            ...areaView(addUp(score.sections.filter((s) => s.subject === subject))),
          })),
          questions: score.questions
            .map((q) => ({
              question_index: order.get(q.code) ?? 0,
              code: q.code,
              section: q.section,
              category: paper.bank.get(q.code)?.type ?? 'SingleChoice',
              status: q.status,
              selected: q.answer,
              selected_answer_csv: q.selectedCsv,
              result: q.result,
              marks: q.marks,
              correct_answer_csv: q.correctCsv,
              time_spent: q.timeSpentSeconds,
              ideal_time: q.idealTimeSeconds,
              attempt_type: q.attemptType,
            }))
            .sort((a, b) => a.question_index - b.question_index),
        },
      },
    };
  });

  registerCall(app, questionDetailsCall, async ({ params, query }, request) => {
    const child = await ctx.child(request);
    const { paper, released, score } = await finished(child, query.session_id);
    const question = paper.bank.get(params.code);
    if (!question)
      throw new AppError('CONTENT_NOT_FOUND', `No question ${params.code} in this test`);
    const scored = score.questions.find((q) => q.code === params.code);
    return {
      body: {
        data: {
          ...questionWithKey(question, query.locale, scored?.result === 'correct'),
          explanation: released.solutions ? questionExplanation(question, query.locale) : null,
        },
      },
    };
  });

  registerCall(app, userAttemptsCall, async ({ body }, request) => {
    const child = await ctx.child(request);
    const codes = [...new Set([...body.question_codes, ...body.question_ids])];
    const now = deps.clock();
    const told: TestScore[] = [];
    for (const session of await store.finishedOf(child.profile.id)) {
      if (session.result === null) continue;
      const score = JSON.parse(session.result) as TestScore;
      if (!score.questions.some((q) => codes.includes(q.code))) continue;
      // A result not out yet is not told; one told is part of the key, so its score is final.
      const paper = await ctx.paper(session.test_code, session.version);
      if (!releases(now, momentsOf(paper.definition)).answerKey) continue;
      if (session.results_shown_at === null) await store.markResultsShown(session.id, now);
      told.push(score);
    }
    const seen = new Map<string, { attempts: number; correct: number; last: QuestionResult }>();
    // Oldest first, so the last result written is the newest.
    for (const score of told.reverse()) {
      for (const q of score.questions) {
        if (!codes.includes(q.code)) continue;
        const before = seen.get(q.code) ?? { attempts: 0, correct: 0, last: q.result };
        seen.set(q.code, {
          attempts: before.attempts + (q.result === 'unattempted' ? 0 : 1),
          correct: before.correct + (q.result === 'correct' ? 1 : 0),
          last: q.result,
        });
      }
    }
    return {
      body: {
        data: codes.map((code) => {
          const s = seen.get(code);
          return {
            code,
            attempts: s?.attempts ?? 0,
            correct: s?.correct ?? 0,
            last_status: s?.last ?? null,
          };
        }),
      },
    };
  });
}
