import { SECONDS_PER_MINUTE } from '../../../domain/rules/numberFormat.ts';
import type { PlanChapter } from '../../../domain/achieve/planJourney.ts';
import type { ConceptEstimate } from '../../../domain/achieve/readiness.ts';
import { masteryOf, NEW_CONCEPT } from '../../../domain/practice/mastery.ts';
import type { AchieveContentStore } from './achieveContentStore.ts';
import type { ExamSyllabus } from './examSyllabus.ts';
import type { ReadinessPaper } from './readinessPaper.ts';
import type { TestPapers } from './TestPapers.ts';

/**
 * A chapter's weight is mostly its share of the paper's marks, partly its share of the syllabus's
 * topics: a chapter the one mock paper happens to leave out is still in the exam, and still planned.
 */
const PAPER_WEIGHT_SHARE = 0.8;
/** The questionnaire's weak subjects count this much more, its strong ones this much less. */
const WEAK_SUBJECT_FACTOR = 1.25;
const STRONG_SUBJECT_FACTOR = 0.8;

export interface SubjectLeaning {
  strong: readonly string[];
  weak: readonly string[];
}

/**
 * The planner's view of the exam: each chapter with its weight, its concepts' mastery, its lessons
 * (the videos of its topics, in teaching order) and its chapter test.
 */
export async function planChapters(
  content: AchieveContentStore,
  papers: TestPapers,
  syllabus: ExamSyllabus,
  paper: ReadinessPaper,
  mastery: ReadonlyMap<string, ConceptEstimate>,
  leaning: SubjectLeaning,
): Promise<PlanChapter[]> {
  const paperMarks = new Map<string, number>();
  for (const item of paper.items)
    paperMarks.set(item.chapter, (paperMarks.get(item.chapter) ?? 0) + item.correct);
  const totalMarks = [...paperMarks.values()].reduce((a, b) => a + b, 0);
  const totalTopics = syllabus.chapters.reduce((a, c) => a + Math.max(1, c.topics.length), 0);

  const videos = await content.lessonsOf(syllabus.exam);
  const chapterTests = await content.testsOfType(syllabus.exam, 'chapterwise_test');
  const testOf = new Map(
    await Promise.all(
      chapterTests.map(async (t) => [t.code, await papers.paper(t.code, t.version)] as const),
    ),
  );

  return syllabus.chapters.map((chapter) => {
    const paperShare = totalMarks > 0 ? (paperMarks.get(chapter.learnPath) ?? 0) / totalMarks : 0;
    const topicShare = Math.max(1, chapter.topics.length) / totalTopics;
    const lean = leaning.weak.includes(chapter.subject)
      ? WEAK_SUBJECT_FACTOR
      : leaning.strong.includes(chapter.subject)
        ? STRONG_SUBJECT_FACTOR
        : 1;
    const weight =
      lean *
      (totalMarks > 0
        ? PAPER_WEIGHT_SHARE * paperShare + (1 - PAPER_WEIGHT_SHARE) * topicShare
        : topicShare);
    const lessons = videos
      .filter((v) => v.learn_path.startsWith(`${chapter.learnPath}--`))
      .map((v) => ({ id: v.id, minutes: Math.max(1, Math.ceil(v.duration / SECONDS_PER_MINUTE)) }));
    const test = testOf.get(chapter.learnPath);
    return {
      subject: chapter.subject,
      chapter: chapter.code,
      learnPath: chapter.learnPath,
      weight,
      concepts: chapter.concepts.map((code) => ({
        code,
        mastery: masteryOf((mastery.get(code) ?? NEW_CONCEPT).rating),
      })),
      lessons: [...new Map(lessons.map((l) => [l.id, l])).values()],
      ...(test && {
        chapterTest: {
          code: chapter.learnPath,
          minutes: Math.ceil(test.durationSeconds / SECONDS_PER_MINUTE),
        },
      }),
    };
  });
}
