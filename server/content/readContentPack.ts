import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type {
  Books,
  Concepts,
  GoalsAndExams,
  HeroBanners,
  Questions,
  SyllabusOfOneExam,
  Tests,
  Videos,
} from '../../schemas/types.generated.ts';
import { shownPath, type ContentPack } from './ContentPack.ts';
import { checkAnswerKeys } from './checkAnswerKeys.ts';
import { checkContentReferences } from './checkContentReferences.ts';
import { schemaIssues, type ContentIssue } from './contentSchemas.ts';

/** The pack's documents: file (relative to the pack) and the schema that checks it. */
const SINGLE_FILES = {
  goalsExams: ['goals-exams.json', 'goals-exams'],
  concepts: ['concepts.json', 'concepts'],
  books: ['books.json', 'books'],
  videos: ['videos.json', 'videos'],
  banners: ['banners.json', 'banners'],
} as const;
const SYLLABUS_DIR = 'syllabus';
const QUESTIONS_DIR = 'questions';
const TESTS_DIR = 'mockTests';

export type ContentPackResult =
  { pack: ContentPack; issues: [] } | { pack: undefined; issues: ContentIssue[] };

/**
 * Reads a content pack folder: every document is checked against its schema (all problems, each
 * with file and JSON pointer), then the pack against itself (codes, learn paths, media files),
 * then every question's answer key.
 */
export async function readContentPack(dir: string): Promise<ContentPackResult> {
  const issues: ContentIssue[] = [];
  const read = async (file: string, schema: string): Promise<unknown> => {
    const path = join(dir, file);
    const shown = shownPath(path);
    let data: unknown;
    try {
      data = JSON.parse(await readFile(path, 'utf8'));
    } catch (error) {
      const reason =
        (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'is missing' : String(error);
      issues.push({ file: shown, pointer: '', message: reason });
      return undefined;
    }
    issues.push(...schemaIssues(shown, schema, data));
    return data;
  };

  const documents = Object.fromEntries(
    await Promise.all(
      Object.entries(SINGLE_FILES).map(async ([key, [file, schema]]) => [
        key,
        await read(file, schema),
      ]),
    ),
  ) as Record<keyof typeof SINGLE_FILES, unknown>;
  const filesIn = async (folder: string) =>
    existsSync(join(dir, folder))
      ? (await readdir(join(dir, folder))).filter((f) => f.endsWith('.json')).sort()
      : [];
  const syllabusFiles = await filesIn(SYLLABUS_DIR);
  const questionFiles = await filesIn(QUESTIONS_DIR);
  const testFiles = await filesIn(TESTS_DIR);
  if (syllabusFiles.length === 0)
    issues.push({ file: join(dir, SYLLABUS_DIR), pointer: '', message: 'holds no syllabus' });
  const syllabi = await Promise.all(
    syllabusFiles.map((f) => read(join(SYLLABUS_DIR, f), 'syllabus')),
  );
  const questions = await Promise.all(
    questionFiles.map((f) => read(join(QUESTIONS_DIR, f), 'questions')),
  );
  const tests = await Promise.all(testFiles.map((f) => read(join(TESTS_DIR, f), 'mock-tests')));
  if (issues.length > 0) return { pack: undefined, issues };

  const pack: ContentPack = {
    dir,
    goalsExams: documents.goalsExams as GoalsAndExams,
    concepts: documents.concepts as Concepts,
    books: documents.books as Books,
    videos: documents.videos as Videos,
    banners: documents.banners as HeroBanners,
    syllabi: syllabi as SyllabusOfOneExam[],
    questions: questions as Questions[],
    tests: tests as Tests[],
  };
  const references = checkContentReferences(pack, { syllabusFiles, questionFiles, testFiles });
  if (references.length > 0) return { pack: undefined, issues: references };
  // A wrong key would mark right answers wrong: such a pack is never imported.
  const keys = checkAnswerKeys(pack, questionFiles);
  return keys.length > 0 ? { pack: undefined, issues: keys } : { pack, issues: [] };
}
