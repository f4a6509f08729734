import { sql, type Kysely } from 'kysely';
import type { PreparedQuery } from '../../../domain/search/rankSearchHits.ts';
import type { Database } from '../../db/schema.ts';
import { candidates, relatedExamCounts, scopedRows } from './searchRowStore.ts';
import {
  codePointTrigrams,
  codePoints,
  queryForms,
  SUBSTRING_MIN_LENGTH,
  type SearchIndex,
  type SearchScope,
} from './SearchIndex.ts';

/** An FTS5 string: in double quotes, a quote doubled. */
const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;
/** Past every character a title holds (UTF-8 order): the end of a prefix range. */
const PREFIX_END = '\uffff';

/**
 * Search on the embedded database: FTS5's trigram table (`search_trigrams`) for substrings and
 * near titles in any script, its word table (`search_words`) for every word of a query, and the
 * rows' B-tree indexes for title starts. Triggers keep both tables in step with `search_items`.
 */
export function sqliteSearchStore(db: Kysely<Database>): SearchIndex {
  const rows = (scope: SearchScope) => scopedRows(db, scope);
  /** FTS5's query for titles holding a form: a phrase of its trigrams, in its column. */
  const substringMatch = (query: PreparedQuery) =>
    queryForms(query)
      .filter((form) => codePoints(form.text).length >= SUBSTRING_MIN_LENGTH)
      .map((form) => `${form.column} : ${quoted(form.text)}`)
      .join(' OR ');

  return {
    async titlePrefixes(query, scope, limit) {
      const found = [];
      for (const form of queryForms(query))
        found.push(
          ...(await rows(scope)
            .where(form.column, '>=', form.text)
            .where(form.column, '<', form.text + PREFIX_END)
            .limit(limit)
            .execute()),
        );
      return candidates(found);
    },

    async titleSubstrings(query, scope, limit) {
      const match = substringMatch(query);
      if (match === '') return [];
      return candidates(
        await rows(scope)
          .where(
            sql<boolean>`id in (select rowid from search_trigrams where search_trigrams match ${match})`,
          )
          .limit(limit)
          .execute(),
      );
    },

    async nearWords(word, limit) {
      const trigrams = codePointTrigrams(word);
      if (trigrams.length === 0) return [];
      const found = await sql<{
        word: string;
      }>`select word from search_vocabulary_trigrams where search_vocabulary_trigrams match ${trigrams.map(quoted).join(' OR ')} order by rank limit ${limit}`.execute(
        db,
      );
      return found.rows.map((row) => row.word);
    },

    async wordMatches(query, scope, limit) {
      const all = (text: string) =>
        text
          .split(' ')
          .filter((word) => word !== '')
          .map((word) => `${quoted(word)}*`)
          .join(' AND ');
      const match = [...new Set([query.key, query.latin])]
        .filter((text) => text !== '')
        .map((text) => `(${all(text)})`)
        .join(' OR ');
      if (match === '') return [];
      return candidates(
        await rows(scope)
          .innerJoin(
            sql<{ rowid: number; rank: number }>`search_words`.as('w'),
            'w.rowid',
            'search_items.id',
          )
          .where(sql<boolean>`search_words match ${match}`)
          .orderBy(sql`w.rank`)
          .limit(limit)
          .execute(),
        true,
      );
    },

    relatedExams(query, scope, except) {
      const substrings = substringMatch(query);
      const starts = queryForms(query).map(
        (form) =>
          sql<boolean>`(${sql.ref(form.column)} >= ${form.text} and ${sql.ref(form.column)} < ${form.text + PREFIX_END})`,
      );
      return relatedExamCounts(db, scope, except, [
        ...starts,
        ...(substrings === ''
          ? []
          : [
              sql<boolean>`id in (select rowid from search_trigrams where search_trigrams match ${substrings})`,
            ]),
      ]);
    },
  };
}
