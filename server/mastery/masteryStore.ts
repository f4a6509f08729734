import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

export type MasteryRow = Selectable<Database['concept_mastery']>;
type Db = Kysely<Database> | Transaction<Database>;

/**
 * Each child's mastery of each concept (domain/practice/mastery.ts): written by practice as
 * answers come and by achieve as finished tests are learnt from, read by both. Below the
 * services, as the sessions are, so neither imports the other.
 */
export function masteryStore(db: Kysely<Database>) {
  return {
    /** The child's ratings: of the concepts named, or of every concept when none are. */
    ofChild(childId: string, concepts?: readonly string[], on: Db = db): Promise<MasteryRow[]> {
      if (concepts?.length === 0) return Promise.resolve([]);
      let query = on.selectFrom('concept_mastery').selectAll().where('child_id', '=', childId);
      if (concepts) query = query.where('concept', 'in', concepts);
      return query.execute();
    },

    /** Each row's latest rating, replacing the last. */
    async save(rows: readonly MasteryRow[], on: Db = db): Promise<void> {
      for (const row of rows)
        await on
          .insertInto('concept_mastery')
          .values(row)
          .onConflict((oc) =>
            oc.columns(['child_id', 'concept']).doUpdateSet({
              rating: row.rating,
              attempts: row.attempts,
              updated_at: row.updated_at,
            }),
          )
          .execute();
    },
  };
}
