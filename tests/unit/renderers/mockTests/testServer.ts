import type {
  BundleMeta,
  TestAnalysis,
  TestSession,
} from '../../../../domain/contracts/mockTests.ts';
import type { TestMoments } from '../../../../domain/mockTests/testSchedule.ts';

/** 5 June 2026, 10:00 in India (04:30 UTC): the clock of every test here. */
export const NOW = Date.UTC(2026, 5, 5, 4, 30);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const CODE = 'jee-full-3';
export const TEST = '/api/test';
export const META = `${TEST}/mocktest-bundles/${CODE}/latest`;
export const ANALYSIS = `${TEST}/v1/test/s-1/analysis`;
export const detailsPath = (code: string) => `${TEST}/v1/questions/${code}/details`;

/** Opens at 16:00 today, locks at 17:00, ends at 19:00; key 7 June 16:00, solutions 8 June. */
export const MOMENTS: TestMoments = {
  visibleAt: NOW - DAY,
  startsAt: NOW + 6 * HOUR,
  locksAt: NOW + 7 * HOUR,
  endsAt: NOW + 9 * HOUR,
  answerKeyAt: NOW + 2 * DAY + 6 * HOUR,
  solutionAt: NOW + 3 * DAY + 6 * HOUR,
};

export function makeSession(overrides: Partial<TestSession> = {}): TestSession {
  return {
    id: 's-1',
    test_code: CODE,
    status: 'started',
    uiStyle: 'dark',
    version: 1,
    paperSetNo: 1,
    language: 'en',
    started_at: NOW - HOUR,
    deadline_at: NOW + 2 * HOUR,
    frozen_at: null,
    last_sequence: 4,
    ...overrides,
  };
}

export function makeMeta(overrides: Partial<BundleMeta> = {}): BundleMeta {
  return {
    code: CODE,
    type: 'mock_test',
    goal_code: 'PreUG',
    exam_code: 'jee-main',
    version: 1,
    title: 'JEE Main full test 3',
    instructions: ['Read every question.'],
    duration: 10_800,
    question_count: 75,
    max_marks: 300,
    languages: ['en', 'hi'],
    uiStyle: 'dark',
    sectionLocking: false,
    auto_submit_alert_at_in_sec: 300,
    isScheduled: false,
    test_time_details: null,
    is_password_protected: false,
    is_result_available: true,
    schedule_status: 'BEGUN.IN_ATTEMPT_WINDOW',
    sections: [
      {
        code: 'phy-a',
        name: 'Physics A',
        subject: 'physics',
        question_count: 20,
        section_time: null,
        maxAttempted: null,
        marking: { correct: 4, incorrect: -1, unattempted: 0 },
        max_marks: 80,
      },
      {
        code: 'phy-b',
        name: 'Physics B',
        subject: 'physics',
        question_count: 10,
        section_time: 1200,
        maxAttempted: 5,
        marking: { correct: 4, incorrect: 0, unattempted: 0 },
        max_marks: 20,
      },
    ],
    session: null,
    ...overrides,
  };
}

const area = {
  max_marks: 12,
  accuracy: 50,
  time_spent: 200,
};

export function makeAnalysis(overrides: Partial<TestAnalysis> = {}): TestAnalysis {
  const question = (
    index: number,
    code: string,
    result: 'correct' | 'incorrect' | 'unattempted',
    extra: Partial<TestAnalysis['questions'][number]> = {},
  ): TestAnalysis['questions'][number] => ({
    question_index: index,
    code,
    section: 'phy-a',
    category: 'SingleChoice',
    status: result === 'unattempted' ? 'notAnswered' : 'answered',
    selected: result === 'unattempted' ? null : { type: 'SingleChoice', choice: 'b' },
    selected_answer_csv: result === 'unattempted' ? '' : 'b',
    result,
    marks: result === 'correct' ? 4 : result === 'incorrect' ? -1 : 0,
    correct_answer_csv: result === 'incorrect' ? 'c' : 'b',
    time_spent: 60,
    ideal_time: 90,
    attempt_type: result === 'correct' ? 'Perfect' : result === 'incorrect' ? 'Incorrect' : null,
    ...extra,
  });
  return {
    session_id: 's-1',
    test_code: CODE,
    title: 'JEE Main full test 3',
    score: 7,
    max_marks: 12,
    rank: 3,
    percentile: 87.5,
    takers: 16,
    accuracy: 66.67,
    time_spent: 754,
    solutions_at: null,
    solutions_released: true,
    sections: [
      {
        code: 'phy-a',
        name: 'Physics A',
        subject: 'physics',
        marking: { correct: 4, incorrect: -1, unattempted: 0 },
        ...area,
        score: 3,
        correct: 1,
        incorrect: 1,
        unattempted: 0,
      },
      {
        code: 'phy-b',
        name: 'Physics B',
        subject: 'physics',
        marking: { correct: 4, incorrect: -1, unattempted: 0 },
        ...area,
        score: 4,
        correct: 1,
        incorrect: 0,
        unattempted: 1,
      },
    ],
    subjects: [
      {
        subject: 'physics',
        name: 'Physics',
        score: 7,
        max_marks: 12,
        correct: 2,
        incorrect: 1,
        unattempted: 1,
        accuracy: 66.67,
        time_spent: 754,
      },
    ],
    questions: [
      question(0, 'q-1', 'correct'),
      question(1, 'q-2', 'incorrect', { time_spent: 150, attempt_type: 'OvertimeIncorrect' }),
      question(2, 'q-3', 'correct', { section: 'phy-b', attempt_type: 'Perfect' }),
      question(3, 'q-4', 'unattempted', {
        section: 'phy-b',
        status: 'notVisited',
        time_spent: 0,
      }),
    ],
    ...overrides,
  };
}

/** A question as GET /v1/questions/{code}/details answers it. */
export function makeDetails(
  code: string,
  key: 'released' | 'locked',
  explanation: string | null = 'Range is u² sin 2θ / g.',
) {
  return {
    data: {
      code,
      category: 'SingleChoice',
      body: `Body of ${code}`,
      content: {
        type: 'SingleChoice',
        options: [
          { id: 'a', text: 'Ten metres' },
          { id: 'b', text: 'Twenty metres' },
          { id: 'c', text: 'Forty metres' },
        ],
      },
      key:
        key === 'released'
          ? {
              status: 'incorrect',
              correct_answer_csv: 'c',
              correctAnswers: ['c'],
              idealAnswer: null,
            }
          : null,
      explanation,
    },
  };
}
