import type * as z from 'zod/mini';
import type {
  AnswerCheck,
  PracticeQuestion,
  sessionData,
} from '../../../../domain/contracts/practice.ts';

export const CHAPTER = 'PreUG--jee-main--physics--mechanics--kinematics';
export const TOPIC = `${CHAPTER}--projectile-motion`;

import { ok, type Reply } from '../stubServices.ts';

export const P = '/api/practice';
export const SESSION_PATH = `${P}/v1/practice/session`;
export const questionPath = (sessionId = 's-1') => `${P}/v1/practice/${sessionId}/question`;
export const eventPath = (code: string, sessionId = 's-1') =>
  `${P}/v1/practice/${sessionId}/question/${code}`;

export function makeSession(
  overrides: Partial<z.infer<typeof sessionData>> = {},
): z.infer<typeof sessionData> {
  return {
    session_id: 's-1',
    mode: 'Normal',
    title: 'Kinematics',
    last_eorder: 0,
    learning_map: { learnpath_name: CHAPTER, concepts: ['phy.range-of-projectile'] },
    guide_messages: [],
    userId: 'child-1',
    paj_id: null,
    paj_step_index: null,
    paj_step_path: null,
    paj_step_path_index: null,
    call_id: null,
    object_type: null,
    ...overrides,
  };
}

export function makeQuestion(overrides: Partial<PracticeQuestion> = {}): PracticeQuestion {
  return {
    code: 'q-1',
    version: 2,
    category: 'SingleChoice',
    body: 'How far does the ball go?',
    content: {
      type: 'SingleChoice',
      options: [
        { id: 'a', text: '10 m' },
        { id: 'b', text: '20 m' },
      ],
    },
    hints: ['Use R = u² sin 2θ / g.', 'Take g = 10 m/s².'],
    solveWithUs: false,
    ideal_time: 60,
    difficulty: 3,
    question_number: 1,
    total_question_count: 5,
    do_intervene: false,
    concepts: [
      { code: 'phy.range-of-projectile', name: 'Range of a projectile', type: 'primary_concept' },
    ],
    tags: ['pyq-style', 'huckel-rule', 'formula', 'ncert'],
    learning_map: { format_id: 'f-1', topic_learnpath_name: TOPIC },
    ...overrides,
  };
}

export function makeCheck(overrides: Partial<AnswerCheck> = {}): AnswerCheck {
  return {
    status: 'correct',
    correctness: 1,
    correct_answer_csv: 'b',
    selected_answer_csv: 'b',
    attemptTypeBadge: 'Perfect',
    hintUsed: false,
    correctAnswers: ['b'],
    timeSpent: 42,
    idealTime: 60,
    silverEmbiums: 5,
    feedback: '',
    explanation: 'The range is u² sin 2θ / g = 20 m.',
    idealAnswer: null,
    mastery: { concept: 'phy.range-of-projectile', before: 0.4, after: 0.55 },
    ...overrides,
  };
}

/** The next-question answer with a question (and an intervention, if given). */
export function nextQuestion(question: PracticeQuestion, intervention: unknown = null): Reply {
  return ok({ data: { question, intervention } });
}
