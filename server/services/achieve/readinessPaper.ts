import { SECONDS_PER_MINUTE } from '../../../domain/rules/numberFormat.ts';
import { paperFromChapters } from '../../../domain/achieve/paperFromChapters.ts';
import type { PaperItem } from '../../../domain/achieve/readiness.ts';
import type { BankQuestion } from '../../../domain/questions/questionTypes.ts';
import type { AchieveContentStore } from './achieveContentStore.ts';
import type { ExamSyllabus } from './examSyllabus.ts';
import type { TestPapers } from './TestPapers.ts';

/**
 * An exam without a full mock test in the pack is predicted on a board-style paper: this many
 * one-mark questions spread over its chapters by their number of topics (CBSE's theory papers are
 * 80 marks).
 */
const SYLLABUS_PAPER_QUESTIONS = 80;
const SYLLABUS_PAPER_MARKING = { correct: 1, incorrect: 0 };
/** A learn path's chapter is its first five parts: goal--exam--subject--unit--chapter. */
const CHAPTER_PARTS = 5;

export interface ReadinessPaper {
  /** The mock test's code, or `syllabus` for the stand-in paper. */
  code: string;
  items: PaperItem[];
  /** Minutes the full paper takes (the plan's mock step), when it is a real test. */
  minutes: number | undefined;
}

function chapterOf(question: BankQuestion, examPrefix: string): string | undefined {
  const path = question.learnPaths.find((p) => p.startsWith(examPrefix));
  return path?.split('--').slice(0, CHAPTER_PARTS).join('--');
}

/**
 * The paper readiness predicts: the exam's first full mock test (the real paper's shape: its
 * questions, their chapters and difficulty, its marking), or a syllabus-weighted stand-in.
 * Chapters are named by learn path. A section that takes any N of its M questions counts each at
 * N/M of its marks: what answering the N a student knows best is worth on average, and a full
 * score stays the paper's real maximum.
 */
export async function readinessPaper(
  content: AchieveContentStore,
  papers: TestPapers,
  syllabus: ExamSyllabus,
): Promise<ReadinessPaper> {
  const [mock] = await content.testsOfType(syllabus.exam, 'mock_test');
  if (mock) {
    const paper = await papers.paper(mock.code, mock.version);
    const prefix = `${syllabus.goal}--${syllabus.exam}--`;
    const items = paper.sections.flatMap((section) => {
      const share =
        section.maxAttempted === null
          ? 1
          : Math.min(1, section.maxAttempted / Math.max(1, section.questions.length));
      return section.questions.map((q) => ({
        subject: section.subject,
        chapter: chapterOf(q, prefix) ?? '',
        concept: q.primaryConcept,
        difficulty: q.difficulty,
        correct: section.marking.correct * share,
        incorrect: section.marking.incorrect * share,
      }));
    });
    return {
      code: mock.code,
      items,
      minutes: Math.ceil(paper.durationSeconds / SECONDS_PER_MINUTE),
    };
  }
  const chapters = syllabus.chapters.map((c) => ({
    subject: c.subject,
    chapter: c.learnPath,
    concepts: c.concepts,
    weight: Math.max(1, c.topics.length),
  }));
  return {
    code: 'syllabus',
    items: paperFromChapters(
      chapters,
      SYLLABUS_PAPER_QUESTIONS,
      SYLLABUS_PAPER_MARKING.correct,
      SYLLABUS_PAPER_MARKING.incorrect,
    ),
    minutes: undefined,
  };
}
