import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { REPO_ROOT } from '../brands/loadBrands.ts';
import { schemaIssues, type ContentIssue } from '../../server/content/contentSchemas.ts';

const CONTENT_DIR = join(REPO_ROOT, 'content');

/** Texts by language; English and Hindi always present (common.schema.json#/$defs/text). */
export type Text = { en: string; hi: string } & Partial<Record<string, string>>;

/** One slide of a lesson source, as lesson.schema.json describes it. */
export interface Slide {
  heading: string;
  points: string[];
  formula?: string;
  narration: Text;
}

export interface Annotation {
  afterSlide: number;
  concept: string;
}

/** A lesson source (content/lessons/<id>.json) that passed the schema and the checks below. */
export interface Lesson {
  id: string;
  title: Text;
  description: Text;
  learnPaths: string[];
  concepts: string[];
  public: boolean;
  slides: Slide[];
  annotations: Annotation[];
}

export const LESSONS_DIR = join(CONTENT_DIR, 'lessons');
const CONCEPTS_FILE = join(CONTENT_DIR, 'concepts.json');

/** Ids of every lesson source, sorted, so videos.json lists them in a stable order. */
export function allLessonIds(): string[] {
  return readdirSync(LESSONS_DIR)
    .filter((f) => f.endsWith('.json'))
    .map((f) => basename(f, '.json'))
    .sort();
}

export interface LessonLoad {
  lessons: Lesson[];
  issues: ContentIssue[];
}

/**
 * Reads and checks the named lesson sources. Beyond the schema it checks what a schema cannot:
 * the id matches the file name, an annotation is followed by a slide, and, once the pack has a
 * concepts.json, every concept code exists there.
 */
export function loadLessons(ids: readonly string[]): LessonLoad {
  const known = knownConcepts();
  const lessons: Lesson[] = [];
  const issues: ContentIssue[] = [];
  for (const id of ids) {
    const path = join(LESSONS_DIR, `${id}.json`);
    const file = relative(REPO_ROOT, path);
    if (!existsSync(path)) {
      issues.push({ file, pointer: '', message: 'no such lesson source' });
      continue;
    }
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(path, 'utf8'));
    } catch (error) {
      issues.push({ file, pointer: '', message: `is not JSON: ${(error as Error).message}` });
      continue;
    }
    const found = schemaIssues(file, 'lesson', data);
    if (found.length === 0) found.push(...crossChecks(file, id, data as Lesson, known));
    if (found.length > 0) issues.push(...found);
    else lessons.push(data as Lesson);
  }
  return { lessons, issues };
}

function crossChecks(
  file: string,
  id: string,
  lesson: Lesson,
  known: Set<string> | undefined,
): ContentIssue[] {
  const issues: ContentIssue[] = [];
  if (lesson.id !== id) {
    issues.push({ file, pointer: '/id', message: `must be the file name "${id}"` });
  }
  lesson.annotations.forEach((a, i) => {
    if (a.afterSlide >= lesson.slides.length - 1) {
      issues.push({
        file,
        pointer: `/annotations/${i}/afterSlide`,
        message: `must be below ${lesson.slides.length - 1}: a slide has to follow the pause`,
      });
    }
  });
  if (known) {
    const check = (code: string, pointer: string): void => {
      if (!known.has(code)) issues.push({ file, pointer, message: `unknown concept "${code}"` });
    };
    lesson.concepts.forEach((c, i) => check(c, `/concepts/${i}`));
    lesson.annotations.forEach((a, i) => check(a.concept, `/annotations/${i}/concept`));
  }
  return issues;
}

/** Concept codes of content/concepts.json, or undefined while the pack has none yet. */
function knownConcepts(): Set<string> | undefined {
  if (!existsSync(CONCEPTS_FILE)) return undefined;
  const data = JSON.parse(readFileSync(CONCEPTS_FILE, 'utf8')) as {
    concepts?: { code?: unknown }[];
  };
  return new Set(
    (data.concepts ?? []).map((c) => c.code).filter((c): c is string => typeof c === 'string'),
  );
}
