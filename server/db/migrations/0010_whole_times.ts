import { sql, type Kysely } from 'kysely';

/**
 * Times are whole epoch milliseconds, as the contracts now say. PostgreSQL's bigint always refused
 * a fraction, but SQLite kept the fractional `t` some runners sent (and the freeze time taken from
 * it): rounded here, so that every stored time reads back as a whole number.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update test_events set t = cast(round(t) as bigint) where t <> round(t)`.execute(db);
  await sql`
    update test_sessions set frozen_at = cast(round(frozen_at) as bigint)
    where frozen_at <> round(frozen_at)
  `.execute(db);
  await sql`
    update practice_events set at = cast(round(at) as bigint) where at <> round(at)
  `.execute(db);
}

/** Rounding cannot be undone, and whole times are valid before this migration too. */
export async function down(): Promise<void> {
  // Nothing to put back.
}
