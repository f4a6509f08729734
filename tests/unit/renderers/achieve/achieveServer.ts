import type * as z from 'zod/mini';
import type { planTile } from '../../../../domain/contracts/achieve.ts';

/** The achieve service's paths as the browser calls them. */
export const ACHIEVE = {
  home: '/api/achieve/achieve/home',
  metadata: '/api/achieve/achieve/exam-user-metadata',
  form: '/api/achieve/achieve/form/diagnostic',
  generate: '/api/achieve/achieve/paj/generate',
  diagnosticTests: '/api/achieve/diagnostic-tests',
  tiles: '/api/achieve/achieve/paj/tiles',
  extend: '/api/achieve/achieve/paj/extend',
} as const;

/** A failed call as the server answers it. */
export const SERVER_ERROR = { status: 500, body: { code: 'INTERNAL', message: 'boom' } };

type PlanTile = z.input<typeof planTile>;

/** A day number (days since 1970-01-01): Monday 2 December 2024. */
export const TODAY = 20_059;

export function makeStep(overrides: Partial<PlanTile> & Pick<PlanTile, 'step_index'>): PlanTile {
  return {
    day: TODAY,
    kind: 'lesson',
    object_id: 'vid-1',
    title: `Step ${overrides.step_index}`,
    subject: 'physics',
    chapter: 'kinematics',
    learn_path: 'PreUG--jee-main--physics--mechanics--kinematics',
    concept: null,
    minutes: 15,
    status: 'pending',
    ...overrides,
  };
}

export function makeHome(overrides: Record<string, unknown> = {}) {
  return {
    data: {
      stage: 'plan',
      session_id: 'sess-1',
      target: {
        exam_code: 'jee-main',
        goal_code: 'PreUG',
        target_day: TODAY + 120,
        daily_minutes: 90,
        target_score: 200,
      },
      readiness: { expected: 142, low: 120, high: 165, max_marks: 300 },
      paj_id: 'plan-1',
      today: [],
      streak: { days: 4, best: 9 },
      days_left: 120,
      ...overrides,
    },
  };
}

export const METADATA = {
  data: {
    exam_code: 'jee-main',
    goal_code: 'PreUG',
    exam_name: 'JEE Main',
    subjects: [
      { code: 'physics', name: 'Physics' },
      { code: 'chemistry', name: 'Chemistry' },
    ],
    target: null,
    days_left: 120,
  },
};

export function makeDiagnosticTest(code: string, overrides: Record<string, unknown> = {}) {
  return {
    code,
    title: `Diagnostic ${code}`,
    subject: 'Physics',
    question_count: 10,
    duration_seconds: 900,
    status: 'not_started',
    session_id: null,
    score: null,
    max_marks: null,
    ...overrides,
  };
}

export function makePlan(tiles: PlanTile[], overrides: Record<string, unknown> = {}) {
  return {
    data: {
      paj_id: 'plan-1',
      today: TODAY,
      last_day: TODAY + 6,
      replanned: null,
      tiles,
      done_count: 0,
      step_count: tiles.length,
      ...overrides,
    },
  };
}
