import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

/** A row as the pack wants it: plain values only (texts are JSON strings already). */
export type PackRow = Readonly<Record<string, string | number | null>>;

export interface SyncCounts {
  inserted: number;
  updated: number;
  deleted: number;
  unchanged: number;
}

/** Kysely's typed builder cannot name a table chosen at run time; this view of it can. */
type AnyTables = Kysely<Record<string, Record<string, string | number | null>>>;

/** New rows go in this many to a statement (under both databases' limits on parameters). */
const INSERT_BATCH = 500;

const same = (a: PackRow, b: PackRow, columns: readonly string[]) =>
  columns.every((c) => (a[c] ?? null) === (b[c] ?? null));

/**
 * Makes a table hold exactly `rows`: new rows are inserted, changed ones updated, rows the pack no
 * longer has deleted (unless `keepMissing`), and identical ones left alone — so importing the same
 * pack twice changes nothing.
 */
export async function syncRows(
  trx: Transaction<Database>,
  table: keyof Database,
  keys: readonly string[],
  rows: readonly PackRow[],
  options: { keepMissing?: boolean } = {},
): Promise<SyncCounts> {
  const db = trx as unknown as AnyTables;
  const columns = Object.keys(rows[0] ?? {});
  const keyOf = (row: PackRow) => JSON.stringify(keys.map((k) => row[k]));
  const existing = new Map(
    (await db.selectFrom(table).selectAll().execute()).map((row) => [keyOf(row), row]),
  );
  const counts: SyncCounts = { inserted: 0, updated: 0, deleted: 0, unchanged: 0 };
  const wanted = new Set<string>();
  const inserts: PackRow[] = [];
  for (const row of rows) {
    const key = keyOf(row);
    wanted.add(key);
    const current = existing.get(key);
    if (!current) inserts.push(row);
    else if (!same(current, row, columns)) {
      let update = db.updateTable(table).set(row);
      for (const k of keys) update = update.where(k, '=', row[k] ?? null);
      await update.execute();
      counts.updated++;
    } else counts.unchanged++;
  }
  for (let i = 0; i < inserts.length; i += INSERT_BATCH)
    await db
      .insertInto(table)
      .values(inserts.slice(i, i + INSERT_BATCH))
      .execute();
  counts.inserted = inserts.length;
  if (options.keepMissing) return counts;
  for (const [key, row] of existing) {
    if (wanted.has(key)) continue;
    let remove = db.deleteFrom(table);
    for (const k of keys) remove = remove.where(k, '=', row[k] ?? null);
    await remove.execute();
    counts.deleted++;
  }
  return counts;
}
