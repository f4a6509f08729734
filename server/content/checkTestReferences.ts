import type { Tests } from '../../schemas/types.generated.ts';
import { isChapterwiseTest } from '../../domain/mockTests/isChapterwiseTest.ts';

/** What the rest of the pack offers a test to name. */
export interface TestReferences {
  goalOf: ReadonlyMap<string, string>;
  chapters: ReadonlySet<string>;
  subjectsOfExam: ReadonlyMap<string, ReadonlySet<string>>;
  /** Question codes of the bank, with the exams their learn paths belong to. */
  questionExams: ReadonlyMap<string, ReadonlySet<string>>;
  /** Whether the pack holds a media file (a path relative to content/). */
  hasMedia: (path: string) => boolean;
}

type Problem = (file: string, pointer: string, message: string) => void;

const SCHEDULE_ORDER = [
  'visibleToStudentsAt',
  'studentCanStartAt',
  'lockForAttemptAt',
  'autoSubmitAt',
] as const;

/**
 * What the tests schema cannot see: the exam, subjects and questions a paper names exist (and the
 * questions belong to the exam), marking schemes are defined, locked sections add up to the
 * test's time, a section's answer limit fits it, its picture is in the pack, schedules run in order, and a chapter-wise
 * test's code is a chapter.
 */
export function checkTestReferences(
  files: readonly { name: string; tests: Tests }[],
  known: TestReferences,
  problem: Problem,
): void {
  const seen = new Set<string>();
  for (const { name, tests } of files) {
    const exam = tests.exam;
    if (!known.goalOf.has(exam))
      problem(name, '/exam', `names exam "${exam}", which goals-exams.json does not list`);
    const subjects = known.subjectsOfExam.get(exam) ?? new Set<string>();
    tests.tests.forEach((test, t) => {
      const at = `/tests/${t}`;
      if (seen.has(test.code)) problem(name, `${at}/code`, `repeats test code ${test.code}`);
      seen.add(test.code);
      // Optional in the schema only because a student's own test has none: a pack test is a tile.
      if (test.thumb === undefined)
        problem(name, at, 'has no thumb: every tile has a picture (cli/authoring/tilePosters.ts)');
      else if (!known.hasMedia(test.thumb))
        problem(name, `${at}/thumb`, `names ${test.thumb}, which is not in the pack`);
      if (isChapterwiseTest(test.type, test.code) && test.code.includes('--')) {
        if (!known.chapters.has(test.code))
          problem(name, `${at}/code`, 'is a learn path, but not a chapter of the syllabus');
      }
      const inTest = new Set<string>();
      let lockedSeconds = 0;
      test.sections.forEach((section, s) => {
        const sat = `${at}/sections/${s}`;
        if (!subjects.has(section.subject))
          problem(name, `${sat}/subject`, `is not a subject of ${exam}`);
        if (!Object.hasOwn(test.markingSchemes, section.markingScheme))
          problem(name, `${sat}/markingScheme`, 'names no marking scheme of the test');
        if (section.maxAttempted !== undefined && section.maxAttempted > section.questions.length)
          problem(name, `${sat}/maxAttempted`, 'is more than the section has questions');
        if (test.sectionLocking === true) {
          if (section.durationSeconds === undefined)
            problem(name, `${sat}/durationSeconds`, 'is needed: the test locks sections');
          lockedSeconds += section.durationSeconds ?? 0;
        }
        section.questions.forEach((code, q) => {
          const exams = known.questionExams.get(code);
          if (!exams) problem(name, `${sat}/questions/${q}`, `names unknown question ${code}`);
          else if (!exams.has(exam))
            problem(name, `${sat}/questions/${q}`, `is not a question of ${exam}`);
          if (inTest.has(code))
            problem(name, `${sat}/questions/${q}`, `repeats question ${code} in the test`);
          inTest.add(code);
        });
      });
      if (test.sectionLocking === true && lockedSeconds !== test.durationSeconds)
        problem(
          name,
          `${at}/durationSeconds`,
          `is ${test.durationSeconds} s, but the locked sections add up to ${lockedSeconds} s`,
        );
      if (test.schedule) {
        const times = SCHEDULE_ORDER.map((key) => Date.parse(test.schedule?.[key] ?? ''));
        if (times.some((time, i) => i > 0 && time < (times[i - 1] ?? time)))
          problem(name, `${at}/schedule`, `must run in order: ${SCHEDULE_ORDER.join(' ≤ ')}`);
        const opens = Date.parse(test.schedule.studentCanStartAt);
        for (const key of ['answerKeyPublishAt', 'solutionPublishAt'] as const)
          if (Date.parse(test.schedule[key]) < opens)
            problem(name, `${at}/schedule/${key}`, 'comes before the test opens');
      }
    });
  }
}
