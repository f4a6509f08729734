import type { Kysely } from 'kysely';

/**
 * Classrooms (issue 20, docs/decisions/classrooms.md): an institute's classes, the invite codes a
 * student joins one with, and the members (child profiles, with the names the institute sees in
 * its roster). Every row carries its organisation: every query is scoped to the brand's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('classrooms')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('exam_code', 'text')
    // A JSON array of subject codes.
    .addColumn('subject_codes', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('archived_at', 'bigint')
    .addUniqueConstraint('classrooms_org_name', ['org_id', 'name'])
    .execute();

  await db.schema
    .createTable('classroom_invite_codes')
    // Normalised: upper case, no dash.
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'integer', (c) => c.notNull())
    .addColumn('classroom_id', 'text', (c) => c.notNull().references('classrooms.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .addColumn('uses', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('classroom_invite_codes_class')
    .on('classroom_invite_codes')
    .columns(['org_id', 'classroom_id'])
    .execute();

  await db.schema
    .createTable('classroom_members')
    .addColumn('classroom_id', 'text', (c) => c.notNull().references('classrooms.id'))
    .addColumn('profile_id', 'text', (c) => c.notNull())
    .addColumn('org_id', 'integer', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('joined_at', 'bigint', (c) => c.notNull())
    .addColumn('left_at', 'bigint')
    // 'code' (the student joined with an invite code) or 'roster' (the institute enrolled them).
    .addColumn('joined_by', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('classroom_members_pk', ['classroom_id', 'profile_id'])
    .execute();
  // A student's classes, in their organisation: the membership check every read starts from.
  await db.schema
    .createIndex('classroom_members_profile')
    .on('classroom_members')
    .columns(['profile_id', 'org_id'])
    .execute();
  await db.schema
    .createIndex('classroom_members_org')
    .on('classroom_members')
    .columns(['org_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['classroom_members', 'classroom_invite_codes', 'classrooms'])
    await db.schema.dropTable(table).execute();
}
