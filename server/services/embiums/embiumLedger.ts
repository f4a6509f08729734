import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import {
  EMBIUMS_FEATURE,
  type EmbiumAsk,
  type EmbiumLedger,
} from '../../../domain/embiums/EmbiumLedger.ts';
import { awardUnderCap } from '../../../domain/embiums/awardUnderCap.ts';
import { daysInARow } from '../../../domain/embiums/daysInARow.ts';
import { studyStreakObject } from '../../../domain/embiums/embiumObjects.ts';
import { indiaDay } from '../../../domain/embiums/indiaDay.ts';
import type { AppDeps } from '../../AppDeps.ts';
import type { Database } from '../../db/schema.ts';
import { embiumsStore } from './embiumsStore.ts';

/**
 * The ledger every service awards through: each (child, event, object) earns once, within the
 * event's daily cap of India's calendar day, in one transaction per award that holds the child's
 * balance row (so racing awards of one child take turns), and a day that completes a study streak
 * earns its gold in the same transaction (docs/decisions/embiums.md).
 */
export function embiumLedger(deps: Pick<AppDeps, 'db' | 'clock' | 'embiumRules'>): EmbiumLedger {
  const store = embiumsStore(deps.db);
  const { rules } = deps.embiumRules;

  /** Points the ask earns now; 0 for one already rewarded or past the day's cap. */
  const grant = async (trx: Transaction<Database>, ask: EmbiumAsk, now: number) => {
    const rule = rules[ask.event];
    if (await store.awarded(trx, ask.childId, ask.event, ask.objectId)) return 0;
    const day = indiaDay(now);
    const points = awardUnderCap(rule, await store.earnedOn(trx, ask.childId, ask.event, day));
    if (points === 0) return 0;
    const stored = await store.insertAward(trx, {
      id: randomUUID(),
      org_id: ask.orgId,
      child_id: ask.childId,
      event: ask.event,
      object_id: ask.objectId,
      source_id: ask.sourceId,
      metal: rule.metal,
      points,
      day_key: day,
      created_at: now,
    });
    if (!stored) return 0;
    await store.addToBalance(trx, ask.childId, rule.metal, points, now);
    return points;
  };

  const streakDays = rules.studyStreak.every ?? Number.POSITIVE_INFINITY;

  return {
    async award(ask) {
      if (ask.disabledFeatures.includes(EMBIUMS_FEATURE)) return null;
      const rule = rules[ask.event];
      const now = deps.clock();
      return store.inTransaction(async (trx) => {
        await store.lockBalance(trx, ask.orgId, ask.childId, now);
        const points = await grant(trx, ask, now);
        if (points > 0 && ask.event !== 'studyStreak') {
          const today = indiaDay(now);
          const run = daysInARow(await store.daysWithAwards(trx, ask.childId), today);
          if (run % streakDays === 0) {
            const objectId = studyStreakObject(today);
            await grant(trx, { ...ask, event: 'studyStreak', objectId, sourceId: objectId }, now);
          }
        }
        const balance = await store.balance(ask.childId, trx);
        return {
          points,
          metal: rule.metal,
          featureCategory: rule.featureCategory,
          total: balance.silver + balance.gold,
        };
      });
    },

    async balance(childId) {
      const { silver, gold } = await store.balance(childId);
      return { current_value: silver + gold, silver, gold };
    },

    ofSource: (childId, sourceId) => store.ofSource(childId, sourceId),
    ofObject: (childId, objectId) => store.ofObject(childId, objectId),
  };
}
