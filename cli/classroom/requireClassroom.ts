import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema.ts';
import {
  findClassroom,
  type InstituteClassroom,
} from '../../server/services/classroom/instituteClassroomStore.ts';
import { UsageError } from '../exitCodes.ts';

/** The organisation's class a `--class` option names by id or name, or a usage error saying so. */
export async function requireClassroom(
  db: Kysely<Database>,
  orgId: number,
  ref: string,
): Promise<InstituteClassroom> {
  const found = await findClassroom(db, orgId, ref);
  if (!found)
    throw new UsageError(
      `--class "${ref}": organisation ${String(orgId)} has no class of that id or name`,
    );
  return found;
}
