import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { SearchCandidate } from '../../../domain/search/rankSearchHits.ts';
import { SHARED_ORGANISATION, type SearchEntity } from '../../../domain/search/searchRules.ts';
import type { Database } from '../../db/schema.ts';
import type { RelatedExam, SearchScope } from './SearchIndex.ts';

/** The rows a scope may see, with the columns ranking reads: the start of every store's query. */
export function scopedRows(db: Kysely<Database>, scope: SearchScope) {
  let query = db
    .selectFrom('search_items')
    .select([
      'search_items.entity',
      'search_items.item_id',
      'search_items.exam_code',
      'search_items.goal_code',
      'search_items.locale',
      'search_items.title',
      'search_items.title_key',
      'search_items.title_latin',
      'search_items.details',
      'search_items.position',
    ])
    .where('search_items.organisation_id', 'in', [SHARED_ORGANISATION, scope.organisationId]);
  if (scope.exam !== undefined) query = query.where('search_items.exam_code', '=', scope.exam);
  if (scope.goal !== undefined) query = query.where('search_items.goal_code', '=', scope.goal);
  return query;
}

/** A row as read: its entity is the text the import wrote, one of SEARCH_ENTITIES. */
type Found = Omit<SearchCandidate, 'in_words' | 'entity'> & { entity: string };

export const candidates = (found: readonly Found[], inWords = false): SearchCandidate[] =>
  found.map((row) => ({ ...row, entity: row.entity as SearchEntity, in_words: inWords }));

/** Any of the conditions, as one (a store's match conditions for the forms of a query). */
export const anyOf = (conditions: readonly RawBuilder<boolean>[]) =>
  sql<boolean>`(${sql.join(conditions, sql` or `)})`;

/**
 * The organisation's exams other than `except` with rows matching any of `matches`, and how many
 * items each (relatedExams, the same on both databases but for how a title is matched).
 */
export function relatedExamCounts(
  db: Kysely<Database>,
  scope: SearchScope,
  except: string,
  matches: readonly RawBuilder<boolean>[],
): Promise<RelatedExam[]> {
  if (matches.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('search_items')
    .select([
      'exam_code',
      'goal_code',
      sql<number>`count(distinct entity || ':' || item_id)`.as('count'),
    ])
    .where('organisation_id', 'in', [SHARED_ORGANISATION, scope.organisationId])
    .where('exam_code', '!=', except)
    .where(anyOf(matches))
    .groupBy(['exam_code', 'goal_code'])
    .orderBy('count', 'desc')
    .execute();
}
