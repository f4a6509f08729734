import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema.ts';
import { instituteNames } from '../../server/services/classroom/instituteLookupStore.ts';
import type { ScheduledLiveClass } from '../../server/services/classroom/liveScheduleStore.ts';
import { withOperatorDatabase } from '../events/openOperatorDatabase.ts';
import { wholeNumber } from '../events/parseOptions.ts';
import { EXIT, UsageError } from '../exitCodes.ts';
import { asOperator } from './instituteRefusal.ts';
import { nameLiveClass, printLiveClass } from './printLiveClass.ts';

/**
 * A command that changes one live class by its id (`live cancel`, `live end`) and reports the
 * class after: `done` is what the report says was done, `notNow` the line for a class whose time
 * forbids the change.
 */
export function changeLiveClass(
  done: string,
  change: (
    db: Kysely<Database>,
    input: { orgId: number; liveClassId: string; now: number },
  ) => Promise<ScheduledLiveClass>,
  notNow: (liveClassId: string) => string,
) {
  return async (liveClassId: string, options: { org: string; json?: boolean }): Promise<number> => {
    const orgId = wholeNumber('--org', options.org, 0);
    if (liveClassId.trim() === '')
      throw new UsageError('<liveClassId>: give the id live list shows');
    const now = Date.now();
    const named = await withOperatorDatabase(async (db) => {
      const liveClass = await asOperator(() => change(db, { orgId, liveClassId, now }), {
        LIVE_CLASS_NOT_FOUND: `live class "${liveClassId}": organisation ${String(orgId)} has no such live class`,
        LIVE_CLASS_NOT_OPEN: notNow(liveClassId),
      });
      return nameLiveClass(liveClass, await instituteNames(db, orgId));
    });
    printLiveClass(done, named, options.json, now);
    return EXIT.ok;
  };
}
