import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { PreparedQuery } from '../../../domain/search/rankSearchHits.ts';
import type { Database } from '../../db/schema.ts';
import { codePoints, queryForms, SUBSTRING_MIN_LENGTH, type SearchIndex } from './SearchIndex.ts';
import { anyOf, candidates, relatedExamCounts, scopedRows } from './searchRowStore.ts';

/** LIKE's own characters, escaped (normalised queries have none, but the index is not to trust that). */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A tsquery of every word of each form as a prefix: ('gati':* & 'niyam':*) | (…). */
function wordQuery(query: PreparedQuery): string {
  return [...new Set([query.key, query.latin])]
    .filter((text) => text !== '')
    .map(
      (text) =>
        `(${text
          .split(' ')
          .filter((word) => word !== '')
          .map((word) => `'${word.replaceAll("'", "''").replaceAll('\\', '\\\\')}':*`)
          .join(' & ')})`,
    )
    .join(' | ');
}

/**
 * Search on PostgreSQL: pg_trgm's GIN indexes for substrings (LIKE) and near titles (word
 * similarity, `<%`), B-tree pattern indexes for title starts, and full text ('simple'
 * configuration: no stemming, every language alike) for every word of a query.
 */
export function postgresSearchStore(db: Kysely<Database>): SearchIndex {
  const substrings = (query: PreparedQuery): RawBuilder<boolean>[] =>
    queryForms(query)
      .filter((form) => codePoints(form.text).length >= SUBSTRING_MIN_LENGTH)
      .map((form) => sql<boolean>`${sql.ref(form.column)} like ${`%${likeEscaped(form.text)}%`}`);
  const starts = (query: PreparedQuery): RawBuilder<boolean>[] =>
    queryForms(query).map(
      (form) => sql<boolean>`${sql.ref(form.column)} like ${`${likeEscaped(form.text)}%`}`,
    );

  return {
    async titlePrefixes(query, scope, limit) {
      // Each form on its own pattern index, at once on the pool's connections.
      const found = await Promise.all(
        starts(query).map((start) => scopedRows(db, scope).where(start).limit(limit).execute()),
      );
      return candidates(found.flat());
    },

    async titleSubstrings(query, scope, limit) {
      const conditions = substrings(query);
      if (conditions.length === 0) return [];
      return candidates(
        await scopedRows(db, scope).where(anyOf(conditions)).limit(limit).execute(),
      );
    },

    async nearWords(word, limit) {
      const found = await db
        .selectFrom('search_vocabulary')
        .select('word')
        .where(sql<boolean>`word % ${word}`)
        .orderBy(sql`similarity(word, ${word}) desc`)
        .limit(limit)
        .execute();
      return found.map((row) => row.word);
    },

    async wordMatches(query, scope, limit) {
      const words = wordQuery(query);
      if (words === '') return [];
      const tsquery = sql`to_tsquery('simple', ${words})`;
      return candidates(
        await scopedRows(db, scope)
          // `words`: the row's stored vector of its titles and text (migration 0023).
          .where(sql<boolean>`words @@ ${tsquery}`)
          .orderBy(sql`ts_rank(words, ${tsquery}) desc`)
          .limit(limit)
          .execute(),
        true,
      );
    },

    relatedExams(query, scope, except) {
      return relatedExamCounts(db, scope, except, [...starts(query), ...substrings(query)]);
    },
  };
}
