import type { Transaction } from 'kysely';
import { testEvent, type TestEvent } from '../../../domain/contracts/mockTests.ts';
import { replayTestEvents } from '../../../domain/mockTests/replayTestEvents.ts';
import { scoreTest } from '../../../domain/mockTests/scoreTest.ts';
import type { Database } from '../../db/schema.ts';
import type { CompiledPaper } from './compilePaper.ts';
import type { TestContext } from './TestContext.ts';
import type { TestEventRow, TestSessionRow } from './testStore.ts';

/** A stored event as the runner sent it. */
export function eventOfRow(row: TestEventRow): TestEvent {
  return testEvent.parse({
    id: row.id,
    event_type: row.event_type,
    sequence: row.sequence,
    t: row.t,
    section: row.section,
    question_code: row.question_code,
    event_info: JSON.parse(row.event_info) as unknown,
  });
}

/**
 * Scores a frozen session from every event it holds up to its freeze (events that arrive late but
 * were made before it count too, so the session is scored again when they come).
 */
export async function scoreSession(
  ctx: TestContext,
  trx: Transaction<Database>,
  paper: CompiledPaper,
  session: TestSessionRow,
): Promise<TestSessionRow> {
  const events = (await ctx.store.events(session.id, trx)).map(eventOfRow);
  const state = replayTestEvents(paper.shape(), events, session.frozen_at ?? session.deadline_at);
  const score = scoreTest(paper.scored(), state);
  const changes = {
    score: score.score,
    max_marks: score.maxMarks,
    result: JSON.stringify(score),
  };
  await ctx.store.updateSession(session.id, changes, trx);
  return { ...session, ...changes };
}

/**
 * Freezes a held session at `at` (never after its deadline; an earlier freeze stays), marks it
 * finished and scores it, inside the caller's transaction.
 */
export async function freezeHeld(
  ctx: TestContext,
  trx: Transaction<Database>,
  paper: CompiledPaper,
  session: TestSessionRow,
  at: number,
  reason: 'submit' | 'timeout',
): Promise<TestSessionRow> {
  if (session.status === 'finished') return session;
  const changes = {
    status: 'finished',
    frozen_at: Math.min(at, session.deadline_at),
    freeze_reason: reason,
  };
  await ctx.store.updateSession(session.id, changes, trx);
  return scoreSession(ctx, trx, paper, { ...session, ...changes });
}

/**
 * Freezes a session in a transaction of its own (its deadline passed). The paper is read first:
 * inside the transaction only the transaction's own connection may be used.
 */
export async function freezeSession(
  ctx: TestContext,
  session: TestSessionRow,
  at: number,
  reason: 'submit' | 'timeout',
): Promise<TestSessionRow> {
  const paper = await ctx.paper(session.test_code, session.version);
  return ctx.store.inTransaction(async (trx) => {
    const held = await ctx.store.lockSession(trx, session.id);
    if (!held) throw new Error(`session ${session.id} vanished while being frozen`);
    return freezeHeld(ctx, trx, paper, held, at, reason);
  });
}
