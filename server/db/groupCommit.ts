import { SqliteAdapter, type Kysely, type Transaction } from 'kysely';

/**
 * Most units one transaction carries: a batch stays short, so the requests queued behind it (and,
 * on SQLite, the writer's lock) wait a bounded time.
 */
export const GROUP_COMMIT_MAX_UNITS = 64;

/**
 * Batches committing side by side on PostgreSQL, each on a pooled connection, so one batch's
 * round trips overlap another's commit. A unit goes to the lane its key picks, so two writes of one
 * thing (one test session) are never in two batches at once, which could lock each other's rows.
 * SQLite has one connection, where lanes would only take turns and split the fsync: one lane.
 */
export const GROUP_COMMIT_LANES = 4;

/** One request's writes: run inside a shared transaction, its value handed back after the commit. */
export type WriteUnit<DB, T> = (trx: Transaction<DB>) => Promise<T>;

export interface GroupCommit<DB> {
  /**
   * Runs `work` in the next batch of the lane `key` picks (the row it writes: a session's id, a
   * user's); settles once the batch has committed, or `work` failed.
   */
  run<T>(key: string, work: WriteUnit<DB, T>): Promise<T>;
}

interface Queued<DB> {
  work: WriteUnit<DB, unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

const SAVEPOINT = 'unit';
const committers = new WeakMap<object, unknown>();

/**
 * Group commit: writes from concurrent requests share one transaction and one commit (one fsync
 * instead of one each). There is no timer: while a batch commits, new units queue, and the moment
 * it ends everything queued (up to GROUP_COMMIT_MAX_UNITS) becomes the next batch — an idle
 * database takes a lone write at once, a busy one in ever larger batches.
 *
 * Each unit runs in a savepoint of its own, one after another, so it sees its batch neighbours'
 * writes as if they had committed before it. A unit that throws (a client's bad request found
 * inside the transaction, a constraint) is rolled back to its savepoint and rejected with its own
 * error; its neighbours go on. A unit is resolved only after its batch's commit succeeded: when
 * the commit or the transaction itself fails (the connection lost, a deferred constraint),
 * every unit of the batch is rejected with that error, so nothing is acknowledged that was not
 * stored.
 *
 * One committer per database (the same Kysely gives the same committer), so all stores' writes
 * share its batches.
 */
export function groupCommit<DB>(db: Kysely<DB>): GroupCommit<DB> {
  const known = committers.get(db) as GroupCommit<DB> | undefined;
  if (known) return known;
  const count = db.getExecutor().adapter instanceof SqliteAdapter ? 1 : GROUP_COMMIT_LANES;
  const lanes = Array.from({ length: count }, () => newLane(db));
  const made: GroupCommit<DB> = {
    run: (key, work) => {
      const lane = lanes[laneOf(key, count)];
      if (!lane) throw new Error(`no lane for ${key}`);
      return lane.run(work);
    },
  };
  committers.set(db, made);
  return made;
}

/** A key's lane: a cheap string hash, the same for the same key. */
function laneOf(key: string, lanes: number): number {
  let hash = 0;
  for (let i = 0; i < key.length; i++) hash = (hash * 31 + key.charCodeAt(i)) | 0;
  return Math.abs(hash) % lanes;
}

function newLane<DB>(db: Kysely<DB>) {
  const queue: Queued<DB>[] = [];
  let committing = false;

  async function commitBatch(batch: readonly Queued<DB>[]) {
    const done: { unit: Queued<DB>; value: unknown }[] = [];
    const unsettled = new Set(batch);
    try {
      const trx = await db.startTransaction().execute();
      try {
        for (const unit of batch) {
          const held = await trx.savepoint(SAVEPOINT).execute();
          let value: unknown;
          try {
            value = await unit.work(held);
          } catch (error) {
            // Its own error, told at once: nothing of it will be committed, whatever comes next.
            unsettled.delete(unit);
            unit.reject(error);
            await held.rollbackToSavepoint(SAVEPOINT).execute();
            await held.releaseSavepoint(SAVEPOINT).execute();
            continue;
          }
          await held.releaseSavepoint(SAVEPOINT).execute();
          done.push({ unit, value });
        }
        await trx.commit().execute();
      } catch (error) {
        // The transaction cannot be trusted any more: roll it back (which gives its connection
        // back even when the rollback itself fails), then fail every unit still waiting.
        try {
          await trx.rollback().execute();
        } catch (rollbackError) {
          throw new AggregateError([error, rollbackError], 'a batch failed, then its rollback');
        }
        throw error;
      }
    } catch (error) {
      for (const unit of unsettled) unit.reject(error);
      return;
    }
    for (const { unit, value } of done) unit.resolve(value);
  }

  async function drain() {
    committing = true;
    while (queue.length > 0) await commitBatch(queue.splice(0, GROUP_COMMIT_MAX_UNITS));
    committing = false;
  }

  return {
    run<T>(work: WriteUnit<DB, T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queue.push({
          work,
          resolve: resolve as (value: unknown) => void,
          reject,
        });
        // Units arriving in the same turn of the event loop join the first batch.
        if (!committing) {
          committing = true;
          setImmediate(() => void drain());
        }
      });
    },
  };
}
