import type { PlanChapter, PlanStep } from './planJourney.ts';
import { MASTERED, PRACTICE_SET_MINUTES, PRIORITY_DECIMALS } from './planRules.ts';
import { mulberry32 } from '../rules/mulberry32.ts';

/** A step before it is given a day. */
export type UndatedStep = Omit<PlanStep, 'day'>;

/** A chapter's study steps in the order they are taken, with the chapter's priority. */
export interface ChapterQueue {
  subject: string;
  priority: number;
  steps: UndatedStep[];
}

/**
 * weight × (1 − mean mastery of its concepts): a heavy chapter the student knows little of first.
 * A chapter with no concepts counts as unknown (mean mastery 0).
 */
function chapterPriority(chapter: PlanChapter): number {
  const { concepts } = chapter;
  const mean =
    concepts.length === 0 ? 0 : concepts.reduce((sum, c) => sum + c.mastery, 0) / concepts.length;
  return chapter.weight * (1 - mean);
}

/** Every chapter's study steps, highest priority first; ties in the order a seeded draw gives. */
export function chapterQueues(chapters: readonly PlanChapter[], seed: number): ChapterQueue[] {
  const draw = mulberry32(seed);
  const scale = 10 ** PRIORITY_DECIMALS;
  return chapters
    .map((chapter) => ({
      chapter,
      priority: Math.round(chapterPriority(chapter) * scale) / scale,
      tieBreak: draw(),
    }))
    .sort((a, b) => b.priority - a.priority || a.tieBreak - b.tieBreak)
    .map(({ chapter, priority }) => ({
      subject: chapter.subject,
      priority,
      steps: studySteps(chapter),
    }));
}

/**
 * Lessons in teaching order (none when every concept is mastered), a practice set per concept not
 * yet mastered (weakest first), then the chapter test. Minutes are rounded up to whole minutes.
 */
function studySteps(chapter: PlanChapter): UndatedStep[] {
  const place = {
    subject: chapter.subject,
    chapter: chapter.chapter,
    learnPath: chapter.learnPath,
  };
  const { concepts, chapterTest } = chapter;
  const allMastered = concepts.length > 0 && concepts.every((c) => c.mastery >= MASTERED);
  const lessons = allMastered ? [] : chapter.lessons;
  const toPractise = concepts
    .filter((c) => c.mastery < MASTERED)
    .sort((a, b) => a.mastery - b.mastery);
  return [
    ...lessons.map((lesson) => ({
      ...place,
      kind: 'lesson' as const,
      objectId: lesson.id,
      minutes: Math.ceil(lesson.minutes),
    })),
    ...toPractise.map((concept) => practiceStep(chapter, concept.code)),
    ...(chapterTest
      ? [
          {
            ...place,
            kind: 'chapter_test' as const,
            objectId: chapterTest.code,
            minutes: Math.ceil(chapterTest.minutes),
          },
        ]
      : []),
  ];
}

/** A practice set of one concept: its object is the chapter's learn path. */
export function practiceStep(chapter: PlanChapter, concept: string): UndatedStep {
  return {
    kind: 'practice',
    objectId: chapter.learnPath,
    subject: chapter.subject,
    chapter: chapter.chapter,
    learnPath: chapter.learnPath,
    concept,
    minutes: PRACTICE_SET_MINUTES,
  };
}
