import type { Kysely } from 'kysely';

/** Goals and exams: the list a profile's goal and exam are chosen from. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('goals')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('names', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('exams')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('goal_code', 'text', (c) => c.notNull().references('goals.code'))
    .addColumn('names', 'text', (c) => c.notNull())
    .addColumn('grade', 'integer')
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('exams').execute();
  await db.schema.dropTable('goals').execute();
}
