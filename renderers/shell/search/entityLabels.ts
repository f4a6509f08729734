import type { SearchEntity } from '../../../domain/search/searchRules.ts';

/** The message of each kind of result: its tab on the results page, its tag in a suggestion. */
export const ENTITY_LABEL: Readonly<Record<SearchEntity, string>> = {
  lessons: 'search.entity.lessons',
  chapters: 'search.entity.chapters',
  topics: 'search.entity.topics',
  subjects: 'search.entity.subjects',
  books: 'search.entity.books',
  tests: 'search.entity.tests',
  questions: 'search.entity.questions',
};
