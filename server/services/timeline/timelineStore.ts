import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A kept record as the summaries read it back. */
export interface KeptActivity {
  id: string;
  record: string;
  created_at: number;
}

/** SQL of the timeline: each child's records of what they did. */
export function timelineStore(db: Kysely<Database>) {
  /** One child's records, oldest first; a caller narrows them down. */
  const recordsOf = (childId: string) =>
    db
      .selectFrom('timeline_activity')
      .select(['id', 'record', 'created_at'])
      .where('child_id', '=', childId)
      .orderBy('created_at')
      .orderBy('id');

  return {
    async insertActivity(row: Insertable<Database['timeline_activity']>): Promise<void> {
      await db.insertInto('timeline_activity').values(row).execute();
    },

    /** The child's records kept in [from, to), oldest first (index timeline_activity_child). */
    async activitiesBetween(childId: string, from: number, to: number): Promise<KeptActivity[]> {
      return recordsOf(childId)
        .where('created_at', '>=', from)
        .where('created_at', '<', to)
        .execute();
    },

    /** The child's records of one session, oldest first (index timeline_activity_reference). */
    async activitiesOfSession(childId: string, reference: string, type: string) {
      return recordsOf(childId)
        .where('format_reference', '=', reference)
        .where('type', '=', type)
        .execute();
    },
  };
}
