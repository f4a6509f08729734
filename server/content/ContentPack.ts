import { relative } from 'node:path';
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

/** A content pack as its files hold it, checked against the schemas and against itself. */
export interface ContentPack {
  dir: string;
  goalsExams: GoalsAndExams;
  syllabi: SyllabusOfOneExam[];
  concepts: Concepts;
  books: Books;
  videos: Videos;
  banners: HeroBanners;
  /** One file a subject, under questions/. */
  questions: Questions[];
  /** One file an exam, under tests/. */
  tests: Tests[];
}

/** A file as an author finds it: relative to the working folder when inside it. */
export function shownPath(path: string): string {
  const inside = relative(process.cwd(), path);
  return inside.startsWith('..') || inside === '' ? path : inside;
}
