import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { GoalsExamsPack } from './goalsExamsPack.ts';

/** Loads goals and exams when the database has none (first start); returns whether it did. */
export async function seedGoalsExams(db: Kysely<Database>, pack: GoalsExamsPack): Promise<boolean> {
  const existing = await db.selectFrom('goals').select('code').limit(1).executeTakeFirst();
  if (existing) return false;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('goals')
      .values(
        pack.goals.map((g, position) => ({
          code: g.code,
          names: JSON.stringify(g.name),
          position,
        })),
      )
      .execute();
    await trx
      .insertInto('exams')
      .values(
        pack.exams.map((e, position) => ({
          code: e.code,
          goal_code: e.goal,
          names: JSON.stringify(e.name),
          grade: e.grade ?? null,
          position,
        })),
      )
      .execute();
  });
  return true;
}
