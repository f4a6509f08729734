import { isListedTest } from '../../domain/mockTests/isListedTest.ts';
import { formatLearnPath, parseLearnPath } from '../../domain/rules/learnPath.ts';
import { latinForm } from '../../domain/search/latinForm.ts';
import { normaliseSearchText } from '../../domain/search/normaliseSearchText.ts';
import { SHARED_ORGANISATION, type SearchEntity } from '../../domain/search/searchRules.ts';
import type { TextInSeveralLanguages } from '../../schemas/types.generated.ts';
import type { ContentPack } from './ContentPack.ts';
import type { PackRow } from './syncRows.ts';

/** Texts of an item by locale, as the pack writes them. */
type Localised = Readonly<Partial<Record<string, string>>>;

/** The pack's text type names its languages; the index takes any. */
const texts = (text: TextInSeveralLanguages): Localised => ({ ...text });

/** Where a found item opens and what its result shows besides its title (the `details` column). */
export interface SearchDetails {
  learn_path?: string;
  subject_code?: string;
  book_kind?: 'book' | 'bigBook' | 'liveClassBook';
  snippet?: string;
}

/** One item of one exam, in every language it is written in. */
export interface SearchItem {
  organisationId?: number;
  entity: SearchEntity;
  id: string;
  goal: string;
  exam: string;
  titles: Localised;
  bodies?: Localised;
  details: SearchDetails;
}

/** A question's title is its text: this much of it is shown, and this much is matched. */
const QUESTION_TITLE_SHOWN = 160;
const QUESTION_TEXT_MATCHED = 600;
/** A result's snippet: the start of the item's description. */
const SNIPPET_LENGTH = 160;

const cut = (text: string, length: number) =>
  text.length <= length ? text : `${text.slice(0, length - 1).trimEnd()}…`;

/**
 * The index rows of one item: one per language its title is written in, each with the title as
 * written, normalised, and in its loose Latin form (the slow part: sanscript).
 */
export function searchRowsOf(item: SearchItem, position: number): PackRow[] {
  return Object.entries(item.titles).flatMap(([locale, title]) => {
    if (title === undefined || title.trim() === '') return [];
    const body = item.bodies?.[locale] ?? '';
    const details: SearchDetails = {
      ...item.details,
      ...(body !== '' && { snippet: cut(body, SNIPPET_LENGTH) }),
    };
    const matched = item.entity === 'questions' ? title.slice(0, QUESTION_TEXT_MATCHED) : title;
    return [
      {
        organisation_id: item.organisationId ?? SHARED_ORGANISATION,
        entity: item.entity,
        item_id: item.id,
        exam_code: item.exam,
        goal_code: item.goal,
        locale,
        title: item.entity === 'questions' ? cut(title, QUESTION_TITLE_SHOWN) : title,
        title_key: normaliseSearchText(matched),
        title_latin: latinForm(matched),
        body_key: normaliseSearchText(body),
        details: JSON.stringify(details),
        position,
      },
    ];
  });
}

const SYLLABUS_ENTITY = { subject: 'subjects', chapter: 'chapters', topic: 'topics' } as const;

/** Every searchable item of the pack: syllabus places, lessons, books, tests, questions. */
export function searchItemsOfPack(pack: ContentPack): SearchItem[] {
  const goalOf = new Map(pack.goalsExams.exams.map((e) => [e.code, e.goal]));
  const items: SearchItem[] = [];
  /** A lesson or question once per exam it is taught in, opening where that exam teaches it. */
  const perExam = (learnPaths: readonly string[], add: (path: string, exam: string) => void) => {
    const seen = new Set<string>();
    for (const path of learnPaths) {
      const { exam } = parseLearnPath(path);
      if (exam === undefined || seen.has(exam)) continue;
      seen.add(exam);
      add(path, exam);
    }
  };
  for (const syllabus of pack.syllabi) {
    const exam = syllabus.exam;
    const goal = goalOf.get(exam) ?? '';
    const place = (
      level: keyof typeof SYLLABUS_ENTITY,
      learnPath: string,
      subject: string,
      names: Localised,
      summaries?: Localised,
    ) =>
      items.push({
        entity: SYLLABUS_ENTITY[level],
        id: learnPath,
        goal,
        exam,
        titles: names,
        bodies: summaries,
        details: { learn_path: learnPath, subject_code: subject },
      });
    for (const s of syllabus.subjects) {
      const subject = { goal, exam, subject: s.code };
      place('subject', formatLearnPath(subject), s.code, texts(s.name));
      for (const u of s.units)
        for (const c of u.chapters) {
          const chapter = { ...subject, unit: u.code, chapter: c.code };
          place('chapter', formatLearnPath(chapter), s.code, texts(c.name), texts(c.summary));
          for (const t of c.topics)
            place(
              'topic',
              formatLearnPath({ ...chapter, topic: t.code }),
              s.code,
              texts(t.name),
              texts(t.summary),
            );
        }
    }
  }
  for (const video of pack.videos.videos)
    perExam(video.learnPaths, (path, exam) =>
      items.push({
        entity: 'lessons',
        id: video.id,
        goal: goalOf.get(exam) ?? '',
        exam,
        titles: texts(video.title),
        bodies: texts(video.description),
        details: { learn_path: path, subject_code: parseLearnPath(path).subject },
      }),
    );
  for (const book of pack.books.books)
    items.push({
      entity: 'books',
      id: book.id,
      goal: goalOf.get(book.exam) ?? '',
      exam: book.exam,
      titles: texts(book.title),
      bodies: texts(book.description),
      details: { book_kind: book.kind, subject_code: book.subject },
    });
  for (const file of pack.tests)
    for (const test of file.tests) {
      // A diagnostic paper is the achieve module's: found by search, it would be taken outside it.
      if (!isListedTest(test.type)) continue;
      items.push({
        entity: 'tests',
        id: test.code,
        goal: goalOf.get(file.exam) ?? '',
        exam: file.exam,
        titles: texts(test.title),
        details: {},
      });
    }
  for (const file of pack.questions)
    for (const question of file.questions) {
      if (!('body' in question)) continue;
      perExam(question.learnPaths, (path, exam) =>
        items.push({
          entity: 'questions',
          id: question.code,
          goal: goalOf.get(exam) ?? '',
          exam,
          titles: texts(question.body),
          details: { learn_path: path, subject_code: file.subject },
        }),
      );
    }
  return items;
}

/** The columns that name a row of `search_items`: one item, exam and language of an organisation. */
export const SEARCH_ITEM_KEYS = [
  'organisation_id',
  'entity',
  'item_id',
  'exam_code',
  'locale',
] as const;

/** Words shorter than this are not put right: too many words are near a two-letter one. */
const VOCABULARY_MIN_LENGTH = 3;

/** The vocabulary a misspelt word is put right against: every word of the titles' Latin forms. */
export function searchVocabularyOf(rows: readonly PackRow[]): PackRow[] {
  const words = new Set<string>();
  for (const row of rows)
    for (const word of String(row.title_latin).split(' '))
      if (Array.from(word).length >= VOCABULARY_MIN_LENGTH) words.add(word);
  return [...words].sort().map((word) => ({ word }));
}

/** The pack's rows of the search index. */
export function searchRowsOfPack(pack: ContentPack): PackRow[] {
  return searchItemsOfPack(pack).flatMap((item, position) => searchRowsOf(item, position));
}
