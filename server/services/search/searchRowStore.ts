import type { Kysely } from 'kysely';
import type { SearchCandidate } from '../../../domain/search/rankSearchHits.ts';
import { SHARED_ORGANISATION, type SearchEntity } from '../../../domain/search/searchRules.ts';
import type { Database } from '../../db/schema.ts';
import type { SearchScope } from './SearchIndex.ts';

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
