import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  bundleMetaCall,
  getSessionCall,
  resumeSessionCall,
  serverNowCall,
  sessionByIdCall,
  startSessionCall,
  type TestSession,
} from '../../../domain/contracts/mockTests.ts';
import type { SchoolIdsCheck } from '../../../domain/assignments/SchoolIdsCheck.ts';
import { AppError } from '../../../domain/errors.ts';
import type { Locale } from '../../../domain/rules/locales.ts';
import { textIn } from '../../../domain/rules/localisedText.ts';
import { sectionMaxMarks } from '../../../domain/mockTests/scoreTest.ts';
import {
  releases,
  scheduleStatus,
  type SessionStatus,
} from '../../../domain/mockTests/testSchedule.ts';
import { sessionDeadline } from '../../../domain/mockTests/testTiming.ts';
import { registerCall } from '../../http/registerCall.ts';
import { enforceRateLimits, RATE_POLICIES } from '../../rateLimit/ratePolicies.ts';
import type { ChildSession } from '../../sessions/requireChild.ts';
import type { OpenableTest, TestContext } from './TestContext.ts';
import { momentsOf } from './testDefinition.ts';
import type { TestSessionRow } from './testStore.ts';

/** A session as the runner reads it. */
export function sessionView(row: TestSessionRow): TestSession {
  return {
    id: row.id,
    test_code: row.test_code,
    status: row.status as SessionStatus,
    uiStyle: row.ui_style,
    version: row.version,
    paperSetNo: row.paper_set,
    language: row.language as Locale,
    started_at: row.started_at,
    deadline_at: row.deadline_at,
    frozen_at: row.frozen_at,
    last_sequence: row.last_sequence,
  };
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares digests, so the time taken says nothing about how much of the password was right. */
function samePassword(given: string | undefined, expected: string): boolean {
  return given !== undefined && timingSafeEqual(digest(given), digest(expected));
}

/** Spreads students over a paper's sets, the same set for a student whenever they ask. */
function paperSetFor(childId: string, code: string, sets: number): number {
  return (digest(`${childId}#${code}`).readUInt32BE(0) % sets) + 1;
}

/** Test meta, sessions (start, resume, by id) and the server's clock, under /api/test. */
export function sessionRoutes(app: FastifyInstance, ctx: TestContext, schoolIds: SchoolIdsCheck) {
  const { store, deps } = ctx;

  const currentSession = async (child: ChildSession, code: string) => {
    const session = await store.sessionOf(child.profile.id, code);
    return session && (await ctx.freezeIfDue(session));
  };

  const meta = async (child: ChildSession, test: OpenableTest, locale: string) => {
    const { definition } = test;
    const paper = await ctx.paper(definition.code, test.version);
    const moments = momentsOf(definition);
    const session = await currentSession(child, definition.code);
    const now = deps.clock();
    const status = (session?.status ?? 'not_started') as SessionStatus;
    return {
      code: definition.code,
      type: definition.type,
      goal_code: definition.goal,
      exam_code: definition.exam,
      version: test.version,
      title: textIn(definition.title, locale),
      instructions: definition.instructions.map((p) => textIn(p, locale)),
      duration: definition.durationSeconds,
      question_count: paper.questionCount,
      max_marks: paper.maxMarks,
      languages: paper.languages,
      uiStyle: definition.uiStyle,
      sectionLocking: definition.sectionLocking,
      auto_submit_alert_at_in_sec: definition.autoSubmitAlertAtSeconds,
      isScheduled: moments !== undefined,
      test_time_details: moments ?? null,
      is_password_protected: definition.password !== undefined,
      is_result_available: status === 'finished' && releases(now, moments).answerKey,
      schedule_status: scheduleStatus(now, status, moments),
      sections: definition.sections.map((section, index) => {
        const marking = paper.scored()[index]?.marking ?? {
          correct: 0,
          incorrect: 0,
          unattempted: 0,
        };
        return {
          code: section.code,
          name: textIn(section.name, locale),
          subject: section.subject,
          question_count: section.questions.length,
          section_time: definition.sectionLocking ? (section.durationSeconds ?? null) : null,
          maxAttempted: section.maxAttempted ?? null,
          marking,
          max_marks: sectionMaxMarks(
            section.maxAttempted ?? null,
            section.questions.length,
            marking.correct,
          ),
        };
      }),
      session: session ? sessionView(session) : null,
    };
  };

  registerCall(app, bundleMetaCall, async ({ params, query }, request) => {
    const child = await ctx.child(request);
    return { body: { data: await meta(child, await ctx.test(child, params.code), query.locale) } };
  });

  registerCall(app, getSessionCall, async ({ params }, request) => {
    const child = await ctx.child(request);
    await ctx.test(child, params.code);
    const session = await currentSession(child, params.code);
    return { body: { data: session ? sessionView(session) : null } };
  });

  registerCall(app, startSessionCall, async ({ params, body }, request) => {
    const child = await ctx.child(request);
    const test = await ctx.test(child, params.code);
    const { definition } = test;
    const existing = await currentSession(child, params.code);
    if (existing?.status === 'started') return { body: { data: sessionView(existing) } };
    if (existing) throw new AppError('TEST_FINISHED');

    const now = deps.clock();
    const moments = momentsOf(definition);
    const status = scheduleStatus(now, 'not_started', moments);
    if (status === 'NOT_BEGUN') throw new AppError('TEST_NOT_OPEN');
    if (status === 'BEGUN.ATTEMPT_LOCKED') throw new AppError('TEST_LOCKED');
    if (status === 'ELAPSED.EXPIRED') throw new AppError('TEST_EXPIRED');
    if (definition.password !== undefined) {
      await enforceRateLimits(deps.rateLimiter, [
        {
          policy: RATE_POLICIES.testPasswordPerChild,
          key: `${child.profile.id}:${definition.code}`,
        },
      ]);
      if (!samePassword(body.password, definition.password))
        throw new AppError('TEST_PASSWORD_WRONG');
    }
    const kept = await schoolIds.idsToKeep(
      { orgId: child.orgId, profileId: child.profile.id },
      body,
    );
    const paper = await ctx.paper(definition.code, test.version);
    const language = paper.languages.includes(body.language) ? body.language : 'en';
    await store.insertSession({
      id: randomUUID(),
      test_code: definition.code,
      version: test.version,
      child_id: child.profile.id,
      org_id: child.orgId,
      status: 'started',
      paper_set: paperSetFor(child.profile.id, definition.code, definition.paperSets),
      ui_style: definition.uiStyle,
      language,
      ...kept,
      started_at: now,
      deadline_at: sessionDeadline(now, definition.durationSeconds, moments?.endsAt),
      frozen_at: null,
      freeze_reason: null,
      last_sequence: 0,
      score: null,
      max_marks: null,
      result: null,
      results_shown_at: null,
    });
    // Two starts at once (a double click) make one session: the second insert finds the first.
    const session = await store.sessionOf(child.profile.id, definition.code);
    if (!session) throw new Error(`the session of ${definition.code} was not stored`);
    return { body: { data: sessionView(session) } };
  });

  registerCall(app, resumeSessionCall, async ({ params }, request) => {
    const child = await ctx.child(request);
    await ctx.test(child, params.code);
    const session = await currentSession(child, params.code);
    if (!session) throw new AppError('TEST_NOT_STARTED');
    if (session.status !== 'started') throw new AppError('TEST_FINISHED');
    return { body: { data: sessionView(session) } };
  });

  registerCall(app, sessionByIdCall, async ({ query }, request) => {
    const child = await ctx.child(request);
    return { body: { data: sessionView(await ctx.sessionById(child, query.sessionId)) } };
  });

  registerCall(app, serverNowCall, () => ({
    body: { data: { now: deps.clock() } },
  }));
}
