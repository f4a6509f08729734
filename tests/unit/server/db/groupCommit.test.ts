import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupCommit, GROUP_COMMIT_MAX_UNITS } from '../../../../server/db/groupCommit.ts';
import { openDatabase, type OpenedDatabase } from '../../../../server/db/openDatabase.ts';
import { DIALECTS, freshDatabaseLocation, type DatabaseLocation } from '../../../api/testApp.ts';

/** Every unit here writes the same table: one key, so one lane, and shared batches. */
const KEY = 'notes';

// A type, not an interface: withTables wants a record type.
type Tables = {
  gc_parents: { id: number };
  /** Each note names a parent, checked only at commit (a deferred key): a commit that can fail. */
  gc_notes: { id: number; parent: number };
};

describe.each(DIALECTS)('group commit on %s', (dialect) => {
  let location: DatabaseLocation;
  let opened: OpenedDatabase;
  let db: Kysely<Tables>;

  beforeAll(async () => {
    location = await freshDatabaseLocation(dialect);
    opened = openDatabase(location);
    db = opened.db.withTables<Tables>() as unknown as Kysely<Tables>;
    await db.schema
      .createTable('gc_parents')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .execute();
    await db.schema
      .createTable('gc_notes')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('parent', 'integer', (c) => c.notNull())
      .addForeignKeyConstraint('gc_notes_parent', ['parent'], 'gc_parents', ['id'], (fk) =>
        fk.deferrable().initiallyDeferred(),
      )
      .execute();
    await db.insertInto('gc_parents').values({ id: 1 }).execute();
  });
  afterAll(async () => {
    await opened.close();
    await location.drop();
  });

  const note =
    (id: number, parent = 1) =>
    (trx: Kysely<Tables>) =>
      trx
        .insertInto('gc_notes')
        .values({ id, parent })
        .execute()
        .then(() => id);
  const storedIds = async (from: number, to: number) =>
    (
      await db
        .selectFrom('gc_notes')
        .select('id')
        .where('id', '>=', from)
        .where('id', '<', to)
        .orderBy('id')
        .execute()
    ).map((r) => r.id);

  it('stores every concurrent write once and answers each with its own value', async () => {
    const commits = groupCommit(db);
    const ids = Array.from({ length: 3 * GROUP_COMMIT_MAX_UNITS }, (_, i) => 1000 + i);
    // Two batches' worth arrive while the first commits, so later ones queue and share one.
    const answers = await Promise.all(ids.map((id) => commits.run(`note-${String(id)}`, note(id))));
    expect(answers).toEqual(ids);
    expect(await storedIds(1000, 2000)).toEqual(ids);
  });

  it('lets a unit see the writes of the units before it in its batch', async () => {
    const commits = groupCommit(db);
    const [, seen] = await Promise.all([
      commits.run(KEY, note(2000)),
      commits.run(
        KEY,
        async (trx) =>
          (await trx.selectFrom('gc_notes').select('id').where('id', '=', 2000).execute()).length,
      ),
    ]);
    expect(seen).toBe(1);
  });

  it('fails only the unit that threw, with its own error, and undoes all it wrote', async () => {
    const commits = groupCommit(db);
    const badInput = new Error('this request is wrong');
    const outcomes = await Promise.allSettled([
      commits.run(KEY, note(3000)),
      commits.run(KEY, async (trx) => {
        await note(3001)(trx);
        throw badInput;
      }),
      // A constraint the database refuses (the id is taken): that unit's error, not a neighbour's.
      commits.run(KEY, note(3000)),
      commits.run(KEY, note(3002)),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual([
      'fulfilled',
      'rejected',
      'rejected',
      'fulfilled',
    ]);
    expect(outcomes[1]).toMatchObject({ reason: badInput });
    expect(await storedIds(3000, 4000)).toEqual([3000, 3002]);
  });

  it('acknowledges nothing of a batch whose commit fails, and commits the next batch', async () => {
    const commits = groupCommit(db);
    // The orphan passes its own savepoint; only the commit checks its deferred key, and refuses.
    const outcomes = await Promise.allSettled([
      commits.run(KEY, note(4000)),
      commits.run(KEY, note(4001, 99)),
      commits.run(KEY, note(4002)),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(await storedIds(4000, 5000)).toEqual([]);
    expect(await commits.run(KEY, note(4003))).toBe(4003);
    expect(await storedIds(4000, 5000)).toEqual([4003]);
  });
});
