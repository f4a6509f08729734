import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** SQL of the help desk: feedback, kept with the organisation of the host it came through. */
export function helpdeskStore(db: Kysely<Database>) {
  return {
    async insertFeedback(row: Insertable<Database['feedback']>): Promise<void> {
      await db.insertInto('feedback').values(row).execute();
    },
  };
}
