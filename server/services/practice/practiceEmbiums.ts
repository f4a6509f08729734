import type { AttemptType } from '../../../domain/contracts/practice.ts';
import { practiceAnswerObject, practiceRunObject } from '../../../domain/embiums/embiumObjects.ts';
import { EMBIUMS_FEATURE } from '../../../domain/embiums/EmbiumLedger.ts';
import { practiceAnswerEvent } from '../../../domain/embiums/practiceAnswerEvent.ts';
import { runsCompleted } from '../../../domain/embiums/runsCompleted.ts';
import type { PracticeContext } from './PracticeContext.ts';
import type { AttemptRow } from './practiceStore.ts';

/** Who answers, as the awards need it: the organisation and what the calling brand switches off. */
export interface EmbiumAwardee {
  orgId: number;
  disabledFeatures: readonly string[];
}

/** What an answer earned: the silver of the answer itself, and the balance after (none where embiums are off). */
export interface AnswerEmbiums {
  silver: number;
  total: number | undefined;
}

/**
 * Awards an answer as it is checked: silver for a right or perfect one, and gold when it completes
 * a run of right answers in a row in the session (the rule's `every`). The ledger keeps each once,
 * so a resubmitted or raced answer earns nothing more.
 */
export async function awardAnswer(
  ctx: PracticeContext,
  childId: string,
  awardee: EmbiumAwardee,
  answer: { attempt: AttemptRow; type: AttemptType; hintUsed: boolean; correct: boolean },
): Promise<AnswerEmbiums> {
  const { attempt } = answer;
  const ask = {
    orgId: awardee.orgId,
    childId,
    disabledFeatures: awardee.disabledFeatures,
    sourceId: attempt.session_id,
  };
  let silver = 0;
  let total: number | undefined;
  const event = practiceAnswerEvent(answer.type, answer.hintUsed);
  if (event) {
    const grant = await ctx.embiums.award({
      ...ask,
      event,
      objectId: practiceAnswerObject(attempt.session_id, attempt.code),
    });
    if (!grant) return { silver: 0, total: undefined };
    silver = grant.metal === 'silver' ? grant.points : 0;
    total = grant.total;
  }
  if (answer.correct) {
    const every = ctx.deps.embiumRules.rules.practiceStreak.every;
    // The session's answers in order, this one as it is now judged (its row is not updated yet).
    const others = (await ctx.store.attempts(attempt.session_id)).filter(
      (a) => a.status === 'answered' && a.code !== attempt.code,
    );
    const before = others.map((a) => a.correct === 1);
    const runs = every === undefined ? 0 : runsCompleted([...before, true], every);
    if (every !== undefined && runs > runsCompleted(before, every)) {
      const grant = await ctx.embiums.award({
        ...ask,
        event: 'practiceStreak',
        objectId: practiceRunObject(attempt.session_id, runs),
      });
      if (!grant) return { silver: 0, total: undefined };
      total = grant.total;
    }
  }
  if (total === undefined && !awardee.disabledFeatures.includes(EMBIUMS_FEATURE))
    total = (await ctx.embiums.balance(childId)).current_value;
  return { silver, total };
}

/** What an answer already checked earned, from the ledger (for a resubmit's first check). */
export async function answerEmbiums(
  ctx: PracticeContext,
  childId: string,
  awardee: EmbiumAwardee,
  attempt: AttemptRow,
): Promise<AnswerEmbiums> {
  if (awardee.disabledFeatures.includes(EMBIUMS_FEATURE)) return { silver: 0, total: undefined };
  const [silver, balance] = await Promise.all([
    ctx.embiums.ofObject(childId, practiceAnswerObject(attempt.session_id, attempt.code)),
    ctx.embiums.balance(childId),
  ]);
  return { silver, total: balance.current_value };
}
