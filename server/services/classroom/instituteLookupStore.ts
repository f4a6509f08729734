import type { Kysely } from 'kysely';
import { texts } from '../../db/jsonColumns.ts';
import type { Database } from '../../db/schema.ts';

/** A batch as the institute's commands name it. */
export interface BatchListing {
  id: string;
  classroomId: string;
  title: string;
  titleTranslations: Record<string, string>;
  subjectCode: string | null;
}

/**
 * A batch of the organisation by its id or its exact title (an id wins over a title that happens
 * to be another batch's id); undefined when there is none.
 */
export async function findBatch(
  db: Kysely<Database>,
  orgId: number,
  idOrTitle: string,
): Promise<BatchListing | undefined> {
  const row = await db
    .selectFrom('live_class_batches')
    .select(['id', 'classroom_id', 'title', 'title_translations', 'subject_code'])
    .where('org_id', '=', orgId)
    .where((eb) => eb.or([eb('id', '=', idOrTitle), eb('title', '=', idOrTitle)]))
    .orderBy((eb) => eb.case().when('id', '=', idOrTitle).then(0).else(1).end())
    .orderBy('created_at')
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      classroomId: row.classroom_id,
      title: row.title,
      titleTranslations: texts(row.title_translations),
      subjectCode: row.subject_code,
    }
  );
}

/** The titles of the organisation's batches and the names of its classes, by id, for lists. */
export async function instituteNames(
  db: Kysely<Database>,
  orgId: number,
): Promise<{ classes: Map<string, string>; batches: Map<string, string> }> {
  const classes = await db
    .selectFrom('classrooms')
    .select(['id', 'name'])
    .where('org_id', '=', orgId)
    .execute();
  const batches = await db
    .selectFrom('live_class_batches')
    .select(['id', 'title'])
    .where('org_id', '=', orgId)
    .execute();
  return {
    classes: new Map(classes.map((c) => [c.id, c.name])),
    batches: new Map(batches.map((b) => [b.id, b.title])),
  };
}
