import type { LocalisedText } from '../../../domain/rules/localisedText.ts';
import type { AchieveContentStore } from './achieveContentStore.ts';

export interface SyllabusPart {
  code: string;
  learnPath: string;
  subject: string;
  names: LocalisedText;
  /** The concepts taught in it (a chapter's: all of its topics'). */
  concepts: string[];
}

export interface SyllabusChapter extends SyllabusPart {
  topics: SyllabusPart[];
}

export interface ExamSyllabus {
  exam: string;
  goal: string;
  subjects: SyllabusPart[];
  /** In the syllabus's order. */
  chapters: SyllabusChapter[];
}

/** The exam's subjects, chapters and topics with their concepts, from the imported pack. */
export async function examSyllabus(
  content: AchieveContentStore,
  exam: string,
): Promise<ExamSyllabus> {
  const rows = await content.syllabusNodes(exam);
  const part = (row: (typeof rows)[number]): SyllabusPart => ({
    code: row.code,
    learnPath: row.learn_path,
    subject: row.subject_code,
    names: JSON.parse(row.names) as LocalisedText,
    concepts: JSON.parse(row.concepts) as string[],
  });
  const topicsOf = new Map<string, SyllabusPart[]>();
  for (const row of rows.filter((r) => r.level === 'topic'))
    topicsOf.set(row.parent_path, [...(topicsOf.get(row.parent_path) ?? []), part(row)]);
  const chapters = rows
    .filter((r) => r.level === 'chapter')
    .map((row): SyllabusChapter => {
      const topics = topicsOf.get(row.learn_path) ?? [];
      const own = part(row);
      return {
        ...own,
        concepts: [...new Set([...own.concepts, ...topics.flatMap((t) => t.concepts)])],
        topics,
      };
    });
  const subjects = rows
    .filter((r) => r.level === 'subject')
    .map((row) => {
      const own = part(row);
      const concepts = chapters.filter((c) => c.subject === own.code).flatMap((c) => c.concepts);
      return { ...own, concepts: [...new Set(concepts)] };
    });
  return { exam, goal: rows[0]?.goal_code ?? '', subjects, chapters };
}
