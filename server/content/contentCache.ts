import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { contentSnapshot, type ContentSnapshot } from './ContentSnapshot.ts';
import {
  contentSnapshotStore,
  type IndexEntry,
  type PackQuestionRow,
} from './contentSnapshotStore.ts';

/**
 * How stale a server copy's pack may be after another copy (or `abhyas content import`) imported
 * a new one: the version row is read at most this often, so a hot read does no SQL for content.
 */
export const CONTENT_VERSION_CHECK_MS = 1_000;
/** Questions kept in memory per version (the bank can be far larger); the oldest go first. */
export const QUESTIONS_KEPT = 20_000;
/** Concepts whose question index is kept in memory per version; the oldest go first. */
export const CONCEPT_INDEXES_KEPT = 5_000;

/** The pack in memory (docs/architecture.md, "Content from memory"). */
export interface ContentCache {
  /** The pack as of the last version check. */
  snapshot(): Promise<ContentSnapshot>;
  /** Bank questions by code (unknown codes left out), each read from the database once. */
  questions(codes: readonly string[]): Promise<PackQuestionRow[]>;
  /** The questions of a primary concept, by syllabus place then pack order. */
  questionIndex(concept: string): Promise<readonly IndexEntry[]>;
}

interface Held {
  snapshot: ContentSnapshot;
  questions: Map<string, PackQuestionRow | null>;
  indexes: Map<string, Promise<IndexEntry[]>>;
}

/** Keeps a map at most `max` long by dropping its oldest entries. */
function keepAtMost<K, V>(map: Map<K, V>, max: number): void {
  for (const key of map.keys()) {
    if (map.size <= max) return;
    map.delete(key);
  }
}

/**
 * The imported pack, read once per version. The pack's tables are shared by every organisation
 * (they have no organisation column), so one copy serves all; per-user rows are never held here.
 */
export function contentCache(db: Kysely<Database>, clock: () => number): ContentCache {
  const store = contentSnapshotStore(db);
  let held: Held | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<Held> | undefined;

  const check = async (): Promise<Held> => {
    // The version first, then the rows: rows newer than their version are read again next time.
    const version = await store.version();
    if (held?.snapshot.version !== version)
      held = {
        snapshot: contentSnapshot(version, await store.packRows()),
        questions: new Map(),
        indexes: new Map(),
      };
    return held;
  };

  const current = (): Promise<Held> => {
    const now = clock();
    if (held && now - checkedAt < CONTENT_VERSION_CHECK_MS) return Promise.resolve(held);
    checking ??= check().finally(() => {
      checking = undefined;
    });
    checkedAt = now;
    return checking;
  };

  return {
    snapshot: async () => (await current()).snapshot,

    async questions(codes) {
      const { questions } = await current();
      const wanted = [...new Set(codes)];
      const missing = wanted.filter((code) => !questions.has(code));
      const read = new Map((await store.questions(missing)).map((q) => [q.code, q]));
      const found = wanted.flatMap((code) => {
        const row = questions.get(code) ?? read.get(code);
        return row ? [row] : [];
      });
      for (const code of missing) questions.set(code, read.get(code) ?? null);
      keepAtMost(questions, QUESTIONS_KEPT);
      return found;
    },

    async questionIndex(concept) {
      const { indexes } = await current();
      let index = indexes.get(concept);
      if (!index) {
        index = store.questionIndexOf(concept);
        indexes.set(concept, index);
        keepAtMost(indexes, CONCEPT_INDEXES_KEPT);
        // A failed read is not kept: the next call asks again.
        index.catch(() => indexes.delete(concept));
      }
      return index;
    },
  };
}
