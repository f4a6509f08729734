import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/**
 * Distinct SQL texts kept prepared. The server's queries are a few hundred shapes (values are
 * parameters), so this holds them all; a text beyond it evicts the one least recently used.
 */
export const PREPARED_STATEMENTS_KEPT = 1_000;

/**
 * The SQLite file as kysely's driver sees it, with each SQL text prepared once: the driver
 * prepares on every query, and compiling the same statement again was about a tenth of a hot
 * read's time. Reuse is safe here: better-sqlite3 runs a statement to its end synchronously, and
 * the server streams no query (a streamed one keeps its statement busy until it is read out).
 */
export function cachedStatements(file: SQLite.Database): SqliteDatabase {
  const kept = new Map<string, SQLite.Statement>();
  return {
    prepare(sql) {
      const known = kept.get(sql);
      if (known) {
        // Re-inserted so the map's order is the order of last use.
        kept.delete(sql);
        kept.set(sql, known);
        return known;
      }
      const statement = file.prepare(sql);
      kept.set(sql, statement);
      if (kept.size > PREPARED_STATEMENTS_KEPT) {
        const oldest = kept.keys().next().value;
        if (oldest !== undefined) kept.delete(oldest);
      }
      return statement;
    },
    close() {
      kept.clear();
      file.close();
    },
  };
}
