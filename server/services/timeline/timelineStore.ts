import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** SQL of the timeline: each child's records of what they did. */
export function timelineStore(db: Kysely<Database>) {
  return {
    async insertActivity(row: Insertable<Database['timeline_activity']>): Promise<void> {
      await db.insertInto('timeline_activity').values(row).execute();
    },
  };
}
