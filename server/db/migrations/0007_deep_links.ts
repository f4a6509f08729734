import type { Kysely } from 'kysely';

/**
 * Deep-link tracking (learning-experience spec §7): the links operators make, with the events each
 * wants to hear of, and every open and desired event reported for them. Also an index for the
 * operator's newest-first reading of the events table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('deep_links')
    .addColumn('org_id', 'integer', (c) => c.notNull())
    .addColumn('tracking_id', 'text', (c) => c.notNull())
    /** JSON array of event ids, e.g. ["sign_up", "PE_Profile_Updated"]. */
    .addColumn('desired_events', 'text', (c) => c.notNull())
    .addColumn('label', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('deep_links_pk', ['org_id', 'tracking_id'])
    .execute();

  for (const table of ['deep_link_opens', 'deep_link_events']) {
    let create = db.schema
      .createTable(table)
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('org_id', 'integer', (c) => c.notNull())
      .addColumn('tracking_id', 'text', (c) => c.notNull())
      .addColumn('platform', 'text', (c) => c.notNull())
      .addColumn('browser_id', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull());
    if (table === 'deep_link_events')
      create = create.addColumn('event_id', 'text', (c) => c.notNull());
    await create.execute();
    await db.schema
      .createIndex(`${table}_link`)
      .on(table)
      .columns(['org_id', 'tracking_id', 'created_at'])
      .execute();
  }

  await db.schema.createIndex('events_recent').on('events').columns(['created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('events_recent').execute();
  for (const table of ['deep_link_events', 'deep_link_opens', 'deep_links'])
    await db.schema.dropTable(table).execute();
}
