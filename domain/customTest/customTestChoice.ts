/**
 * Create your own test (learning-experience spec §2 "Mock tests", §3 "Create-test state"): the
 * student picks subjects, then chapters of those subjects, then how many questions and minutes,
 * within the bounds the exam's configuration sets.
 */

/** The create call takes at most this many chapters (domain/contracts/tests.ts). */
export const MAX_CHAPTERS = 60;

export interface ExamConfig {
  min_questions: number;
  max_questions: number;
  min_minutes: number;
  max_minutes: number;
}

export interface OfferedChapter {
  learn_path: string;
  name: string;
  questions: number;
}

export interface OfferedSubject {
  code: string;
  display_name: string;
  chapters: readonly OfferedChapter[];
}

/** What the student has chosen so far; settings are kept as typed, so a step back loses nothing. */
export interface CustomTestChoice {
  subjects: readonly string[];
  chapters: readonly string[];
  settings: { question_count: string; duration_minutes: string } | undefined;
}

export const NO_CHOICE: CustomTestChoice = { subjects: [], chapters: [], settings: undefined };

/** The spec's create-test state, derived from what is offered and what is chosen. */
export interface CreateTestState {
  subjects: {
    code: string;
    display_name: string;
    userSelected: boolean;
    selectedChapCount: number;
  }[];
  chapters: Record<string, (OfferedChapter & { selected: boolean })[]>;
  exam_config: ExamConfig;
  settings: CustomTestChoice['settings'];
}

export function createTestState(
  subjects: readonly OfferedSubject[],
  examConfig: ExamConfig,
  choice: CustomTestChoice,
): CreateTestState {
  const chosen = new Set(choice.chapters);
  return {
    subjects: subjects.map((s) => ({
      code: s.code,
      display_name: s.display_name,
      userSelected: choice.subjects.includes(s.code),
      selectedChapCount: s.chapters.filter((c) => chosen.has(c.learn_path)).length,
    })),
    chapters: Object.fromEntries(
      subjects.map((s) => [
        s.code,
        s.chapters.map((c) => ({ ...c, selected: chosen.has(c.learn_path) })),
      ]),
    ),
    exam_config: examConfig,
    settings: choice.settings,
  };
}

/** Toggles a subject; dropping one also drops its chapters. */
export function toggleSubject(choice: CustomTestChoice, subject: OfferedSubject): CustomTestChoice {
  if (!choice.subjects.includes(subject.code))
    return { ...choice, subjects: [...choice.subjects, subject.code] };
  const dropped = new Set(subject.chapters.map((c) => c.learn_path));
  return {
    ...choice,
    subjects: choice.subjects.filter((code) => code !== subject.code),
    chapters: choice.chapters.filter((path) => !dropped.has(path)),
  };
}

/** Adds or removes chapters (one, or a subject's all at once). */
export function setChapters(
  choice: CustomTestChoice,
  paths: readonly string[],
  selected: boolean,
): CustomTestChoice {
  const rest = choice.chapters.filter((path) => !paths.includes(path));
  return { ...choice, chapters: selected ? [...rest, ...paths] : rest };
}

/** Questions the chosen chapters hold between them. */
export function availableQuestions(
  subjects: readonly OfferedSubject[],
  chapters: readonly string[],
): number {
  const chosen = new Set(chapters);
  return subjects
    .flatMap((s) => s.chapters)
    .filter((c) => chosen.has(c.learn_path))
    .reduce((sum, c) => sum + c.questions, 0);
}

export interface Bounds {
  min: number;
  max: number;
}

/** The question count may not pass what the chapters hold, nor the exam's own bounds. */
export function questionBounds(config: ExamConfig, available: number): Bounds {
  return { min: config.min_questions, max: Math.min(config.max_questions, available) };
}

export function minuteBounds(config: ExamConfig): Bounds {
  return { min: config.min_minutes, max: config.max_minutes };
}

const clamp = (value: number, { min, max }: Bounds) => Math.min(max, Math.max(min, value));

/**
 * The settings first offered: as many questions as the exam allows and the chapters hold, and
 * minutes in proportion (the exam's most minutes for its most questions).
 */
export function defaultSettings(config: ExamConfig, available: number) {
  const questions = clamp(config.max_questions, questionBounds(config, available));
  const perQuestion = config.max_questions > 0 ? config.max_minutes / config.max_questions : 1;
  return {
    question_count: String(questions),
    duration_minutes: String(clamp(Math.ceil(questions * perQuestion), minuteBounds(config))),
  };
}

/** Why a typed number is refused: not a whole number in its bounds, or no such number exists. */
export type NumberProblem = { kind: 'range'; bounds: Bounds } | { kind: 'tooFewQuestions' };

/** Reads a typed whole number within bounds; undefined with a problem otherwise. */
export function readWholeNumber(
  text: string,
  bounds: Bounds,
): { value: number; problem?: undefined } | { value?: undefined; problem: NumberProblem } {
  if (bounds.max < bounds.min) return { problem: { kind: 'tooFewQuestions' } };
  const trimmed = text.trim();
  const value = /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  if (!Number.isInteger(value) || value < bounds.min || value > bounds.max)
    return { problem: { kind: 'range', bounds } };
  return { value };
}
