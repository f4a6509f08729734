import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type PajStepRow = Selectable<Database['paj_steps']>;

/** SQL of the achieve service: the steps of each child's personalised plans. */
export function achieveStore(db: Kysely<Database>) {
  return {
    /** A step's latest state: started, then done, each call replacing the last. */
    async saveStep(row: PajStepRow): Promise<void> {
      await db
        .insertInto('paj_steps')
        .values(row)
        .onConflict((oc) =>
          oc.columns(['paj_id', 'child_id', 'step_index']).doUpdateSet({
            path_type: row.path_type,
            path_index: row.path_index,
            object_type: row.object_type,
            object_id: row.object_id,
            status: row.status,
            call_id: row.call_id,
            updated_at: row.updated_at,
          }),
        )
        .execute();
    },
  };
}
