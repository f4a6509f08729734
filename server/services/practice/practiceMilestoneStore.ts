import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** SQL of practice milestones: how many right answers a child has. */
export function practiceMilestoneStore(db: Kysely<Database>) {
  return {
    async rightAnswers(childId: string): Promise<number> {
      const row = await db
        .selectFrom('practice_attempts as a')
        .innerJoin('practice_sessions as s', 's.id', 'a.session_id')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('s.child_id', '=', childId)
        .where('a.correct', '=', 1)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
