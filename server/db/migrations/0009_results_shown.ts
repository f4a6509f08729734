import { sql, type Kysely } from 'kysely';

/**
 * Test sessions learn two things. The organisation they belong to, so rank, percentile and takers
 * are counted among the students of one organisation only (sessions made before are given their
 * child's organisation). And when the student was first shown the answer key, the solutions or the
 * analysis: from then on no event may change the score.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('test_sessions').addColumn('org_id', 'integer').execute();
  await db.schema.alterTable('test_sessions').addColumn('results_shown_at', 'bigint').execute();
  await sql`
    update test_sessions set org_id = (
      select u.org_id from profiles p join users u on u.id = p.user_id
      where p.id = test_sessions.child_id
    )
  `.execute(db);
  await db.schema
    .createIndex('test_sessions_org_standing')
    .on('test_sessions')
    .columns(['test_code', 'org_id', 'status', 'score'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('test_sessions_org_standing').execute();
  await db.schema.alterTable('test_sessions').dropColumn('results_shown_at').execute();
  await db.schema.alterTable('test_sessions').dropColumn('org_id').execute();
}
