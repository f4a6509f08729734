import SQLite from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import pg from 'pg';

/** Our own advisory lock number: other applications sharing the database pick their own. */
const STARTUP_LOCK_ID = 4_170_202_611;
/** How long a copy waits for another's start-up work (migrations, the content import, a build). */
const STARTUP_LOCK_WAIT_MS = 5 * 60 * 1000;
/** SQLite says "busy" at once (a blocking wait would stall the event loop): ask again this often. */
const SQLITE_POLL_MS = 100;
/** PostgreSQL's code for a lock wait that ran past lock_timeout. */
const LOCK_NOT_AVAILABLE = '55P03';
const STARTUP_LOCK_FILE = 'startup.lock';
const waitedTooLong = `another server copy held the start-up lock for ${STARTUP_LOCK_WAIT_MS / 60_000} minutes; is it stuck?`;

/**
 * Runs `work` while no other server copy on the same database runs its own: copies started
 * together would otherwise race to create the migrator's tables (one crashes on a duplicate key)
 * and both import the content pack. The second copy waits, then finds the work done. Either lock
 * dies with its process, so a copy killed mid-start never blocks the next.
 */
export async function withStartupLock<T>(
  where: { databaseUrl?: string; dataDir: string },
  work: () => Promise<T>,
): Promise<T> {
  return where.databaseUrl
    ? withAdvisoryLock(where.databaseUrl, work)
    : withLockFile(join(where.dataDir, STARTUP_LOCK_FILE), work);
}

/** A session-level advisory lock on a connection of its own, released when it closes. */
async function withAdvisoryLock<T>(databaseUrl: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  // The connection idles while the work runs; if it breaks, the lock was lost: said below.
  let broken: unknown;
  client.on('error', (error) => (broken = error));
  await client.connect();
  try {
    await client.query(`SET lock_timeout = ${STARTUP_LOCK_WAIT_MS}`);
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_ID]).catch((error: unknown) => {
      throw error instanceof pg.DatabaseError && error.code === LOCK_NOT_AVAILABLE
        ? new Error(waitedTooLong, { cause: error })
        : error;
    });
    const result = await work();
    if (broken) throw new Error('the start-up lock’s connection broke', { cause: broken });
    await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_ID]);
    return result;
  } finally {
    await client.end();
  }
}

/**
 * An exclusive transaction on a small file of its own in the data folder: SQLite's file lock,
 * which the system drops when the process dies.
 */
async function withLockFile<T>(file: string, work: () => Promise<T>): Promise<T> {
  mkdirSync(dirname(file), { recursive: true });
  const lock = new SQLite(file, { timeout: 0 });
  try {
    for (const deadline = Date.now() + STARTUP_LOCK_WAIT_MS; ;) {
      try {
        lock.exec('BEGIN EXCLUSIVE');
        break;
      } catch (error) {
        if (!isBusy(error)) throw error;
        if (Date.now() >= deadline) throw new Error(waitedTooLong, { cause: error });
        await new Promise((resolve) => setTimeout(resolve, SQLITE_POLL_MS));
      }
    }
    try {
      return await work();
    } finally {
      lock.exec('COMMIT');
    }
  } finally {
    lock.close();
  }
}

function isBusy(error: unknown): boolean {
  return error instanceof SQLite.SqliteError && error.code === 'SQLITE_BUSY';
}
