import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AttemptType } from '../../../../domain/contracts/practice.ts';
import type { QuestionResult, TestEvent } from '../../../../domain/contracts/mockTests.ts';
import type { AnswerPayload } from '../../../../domain/questions/answerPayload.ts';
import { gradeAnswer } from '../../../../domain/questions/graders/graders.ts';
import { keyAsAnswer } from '../../../../domain/questions/keyAsAnswer.ts';
import type { BankQuestion } from '../../../../domain/questions/questionTypes.ts';
import type { QuestionStatus } from '../../../../domain/mockTests/questionStatus.ts';
import {
  initialTestState,
  replayTestEvents,
  type PaperShape,
  type TestState,
} from '../../../../domain/mockTests/replayTestEvents.ts';
import {
  scoreTest,
  sectionMaxMarks,
  standing,
  type Marking,
  type ScoredSection,
} from '../../../../domain/mockTests/scoreTest.ts';
import type { Questions } from '../../../../schemas/types.generated.ts';

const QUESTIONS_DIR = new URL('../../../../content/questions/', import.meta.url);

/** The real bank, as the content pack ships it. */
const BANK: readonly BankQuestion[] = readdirSync(QUESTIONS_DIR)
  .filter((file) => file.endsWith('.json'))
  .flatMap(
    (file) =>
      (JSON.parse(readFileSync(new URL(file, QUESTIONS_DIR), 'utf8')) as Questions).questions,
  );

function bankQuestion(code: string): BankQuestion {
  const question = BANK.find((q) => q.code === code);
  if (!question) throw new Error(`the bank has no question ${code}`);
  return question;
}

/** The key as the student's answer: right by the question's own grader. */
const right = (code: string): AnswerPayload => keyAsAnswer(bankQuestion(code));

/** Another choice, or another number, than the key's. */
function wrong(code: string): AnswerPayload {
  const key = right(code);
  switch (key.type) {
    case 'SingleChoice':
      return { ...key, choice: key.choice === 'a' ? 'b' : 'a' };
    case 'Integer':
      return { ...key, value: key.value + 1000 };
    default:
      throw new Error(`no wrong answer written for ${key.type}`);
  }
}

const NEGATIVE: Marking = { correct: 4, incorrect: -1, unattempted: 0 };
const INTEGER: Marking = { correct: 4, incorrect: 0, unattempted: 0 };

/** Physics, JEE Main style: single choice at +4/−1, then integers at +4/0 of which any 2 of 3 count. */
const SINGLE: ScoredSection = {
  code: 'phy-a',
  subject: 'physics',
  marking: NEGATIVE,
  maxAttempted: null,
  questions: ['phy-kin-0001', 'phy-kin-0003', 'phy-kin-0005', 'phy-kin-0009'].map(bankQuestion),
};
const INTEGERS: ScoredSection = {
  code: 'phy-b',
  subject: 'physics',
  marking: INTEGER,
  maxAttempted: 2,
  questions: ['phy-kin-0002', 'phy-lom-0004', 'phy-lom-0007'].map(bankQuestion),
};
const SECTIONS: readonly ScoredSection[] = [SINGLE, INTEGERS];

const paperOf = (sections: readonly ScoredSection[]): PaperShape => ({
  sections: sections.map((s) => ({
    code: s.code,
    maxAttempted: s.maxAttempted,
    questions: s.questions,
  })),
});

interface Held {
  status: QuestionStatus;
  answer?: AnswerPayload | null;
  seconds?: number;
}

/** A session's final state with these questions as given and the rest never visited. */
function stateWith(
  held: Record<string, Held>,
  sections: readonly ScoredSection[] = SECTIONS,
): TestState {
  const state = initialTestState(paperOf(sections));
  const questions = new Map(state.questions);
  for (const [code, { status, answer = null, seconds = 0 }] of Object.entries(held)) {
    const q = questions.get(code);
    if (!q) throw new Error(`the paper has no question ${code}`);
    questions.set(code, { ...q, status, answer, timeSpentMs: seconds * 1000 });
  }
  return { ...state, questions };
}

function scored(score: ReturnType<typeof scoreTest>, code: string) {
  const q = score.questions.find((x) => x.code === code);
  if (!q) throw new Error(`no score for ${code}`);
  return q;
}

describe('the answers built from the bank', () => {
  it.each(SECTIONS.flatMap((s) => s.questions.map((q) => q.code)))(
    '%s: the key grades right and the other answer wrong',
    (code) => {
      const question = bankQuestion(code);
      expect(gradeAnswer(question, right(code)).correct).toBe(true);
      expect(gradeAnswer(question, wrong(code)).correct).toBe(false);
    },
  );
});

describe('scoreTest: one question by its status, answer and section scheme', () => {
  it.each([
    // +4/−1 (phy-kin-0001, key b)
    ['phy-kin-0001', 'answered', 'right', 'correct', 4],
    ['phy-kin-0001', 'answered', 'wrong', 'incorrect', -1],
    // NTA: answered and marked for review is evaluated as answered.
    ['phy-kin-0001', 'answeredAndMarked', 'right', 'correct', 4],
    ['phy-kin-0001', 'answeredAndMarked', 'wrong', 'incorrect', -1],
    ['phy-kin-0001', 'reviewNow', 'none', 'unattempted', 0],
    ['phy-kin-0001', 'notAnswered', 'none', 'unattempted', 0],
    ['phy-kin-0001', 'notVisited', 'none', 'unattempted', 0],
    // +4/0 integers (phy-kin-0002, key 6)
    ['phy-kin-0002', 'answered', 'right', 'correct', 4],
    ['phy-kin-0002', 'answered', 'wrong', 'incorrect', 0],
    ['phy-kin-0002', 'answeredAndMarked', 'right', 'correct', 4],
    ['phy-kin-0002', 'notAnswered', 'none', 'unattempted', 0],
  ] satisfies [string, QuestionStatus, 'right' | 'wrong' | 'none', QuestionResult, number][])(
    '%s %s with the %s answer: %s, %d marks',
    (code, status, given, result, marks) => {
      const answer = given === 'right' ? right(code) : given === 'wrong' ? wrong(code) : null;
      const q = scored(scoreTest(SECTIONS, stateWith({ [code]: { status, answer } })), code);
      expect(q).toMatchObject({ status, result, marks });
      expect(q.answer).toEqual(answer);
    },
  );

  it('does not evaluate an answer left on a question that no longer holds one', () => {
    // Only answered and answered-and-marked count; a stray answer on review-now is not graded.
    const score = scoreTest(
      SECTIONS,
      stateWith({ 'phy-kin-0001': { status: 'reviewNow', answer: wrong('phy-kin-0001') } }),
    );
    expect(scored(score, 'phy-kin-0001')).toMatchObject({
      result: 'unattempted',
      marks: 0,
      answer: null,
      selectedCsv: '',
    });
  });

  it('writes the student’s and the key’s answers as CSV', () => {
    const score = scoreTest(
      SECTIONS,
      stateWith({
        'phy-kin-0001': { status: 'answered', answer: wrong('phy-kin-0001') },
        'phy-kin-0002': { status: 'answered', answer: right('phy-kin-0002') },
      }),
    );
    expect(scored(score, 'phy-kin-0001')).toMatchObject({ selectedCsv: 'a', correctCsv: 'b' });
    expect(scored(score, 'phy-kin-0002')).toMatchObject({ selectedCsv: '6', correctCsv: '6' });
    // The key is shown for questions left alone too.
    expect(scored(score, 'phy-kin-0003')).toMatchObject({ selectedCsv: '', correctCsv: 'c' });
  });
});

describe('sectionMaxMarks', () => {
  it.each([
    ['every question counts without a limit', null, 20, 4, 80],
    ['only maxAttempted count with one (any 5 of 10)', 5, 10, 4, 20],
    ['a limit of all the questions changes nothing', 10, 10, 4, 40],
    ['fractional marks', 3, 6, 1.5, 4.5],
  ])('%s', (_case, maxAttempted, questionCount, correctMarks, max) => {
    expect(sectionMaxMarks(maxAttempted, questionCount, correctMarks)).toBe(max);
  });
});

describe('scoreTest: totals', () => {
  it('scores an untouched paper 0 of its maximum, with no accuracy', () => {
    const score = scoreTest(SECTIONS, stateWith({}));
    expect(score).toMatchObject({
      score: 0,
      maxMarks: 24,
      correct: 0,
      incorrect: 0,
      unattempted: 7,
      accuracy: 0,
      timeSpentSeconds: 0,
    });
    expect(score.questions.map((q) => q.code)).toEqual(
      SECTIONS.flatMap((s) => s.questions.map((q) => q.code)),
    );
  });

  it('counts only maxAttempted answers of a section towards its maximum marks', () => {
    const score = scoreTest(SECTIONS, stateWith({}));
    expect(score.sections.map((s) => [s.code, s.maxMarks])).toEqual([
      ['phy-a', 16],
      ['phy-b', 8],
    ]);
  });

  const MIXED = stateWith({
    'phy-kin-0001': { status: 'answered', answer: right('phy-kin-0001'), seconds: 30 },
    'phy-kin-0003': { status: 'answered', answer: wrong('phy-kin-0003'), seconds: 40.25 },
    'phy-kin-0005': { status: 'answeredAndMarked', answer: right('phy-kin-0005'), seconds: 20 },
    'phy-kin-0002': { status: 'answered', answer: right('phy-kin-0002'), seconds: 100 },
    'phy-lom-0004': { status: 'answeredAndMarked', answer: wrong('phy-lom-0004'), seconds: 60 },
    'phy-lom-0007': { status: 'reviewNow', seconds: 10 },
  });

  it('adds a mixed paper by section and in all', () => {
    const score = scoreTest(SECTIONS, MIXED);
    expect(score.sections).toEqual([
      {
        code: 'phy-a',
        subject: 'physics',
        score: 7, // 4 − 1 + 4
        maxMarks: 16,
        correct: 2,
        incorrect: 1,
        unattempted: 1,
        accuracy: 66.67,
        timeSpentSeconds: 90.25,
      },
      {
        code: 'phy-b',
        subject: 'physics',
        score: 4, // 4 + 0
        maxMarks: 8,
        correct: 1,
        incorrect: 1,
        unattempted: 1,
        accuracy: 50,
        timeSpentSeconds: 170,
      },
    ]);
    expect(score).toMatchObject({
      score: 11,
      maxMarks: 24,
      correct: 3,
      incorrect: 2,
      unattempted: 2,
      accuracy: 60,
      timeSpentSeconds: 260.25,
    });
  });

  it('scores a perfect paper 100% accurate', () => {
    const held: Record<string, Held> = {};
    for (const q of SINGLE.questions) held[q.code] = { status: 'answered', answer: right(q.code) };
    const score = scoreTest(SECTIONS, stateWith(held));
    expect(score.sections[0]).toMatchObject({ score: 16, accuracy: 100, correct: 4 });
  });

  it('writes fractional marks without floating-point noise', () => {
    const section = { ...SINGLE, marking: { correct: 1, incorrect: -0.1, unattempted: 0 } };
    const held: Record<string, Held> = {};
    for (const code of ['phy-kin-0001', 'phy-kin-0003', 'phy-kin-0005'])
      held[code] = { status: 'answered', answer: wrong(code) };
    // −0.1 three times is −0.30000000000000004 in floating point.
    expect(scoreTest([section], stateWith(held, [section])).score).toBe(-0.3);
  });

  it('scores the state the runner’s events leave, marked answers included', () => {
    let sequence = 0;
    const at = (t: number) => ({ id: `e${++sequence}`, sequence, t, section: null });
    const events: TestEvent[] = [
      { ...at(0), question_code: 'phy-kin-0001', event_type: 'view', event_info: {} },
      {
        ...at(30_000),
        question_code: 'phy-kin-0001',
        event_type: 'save',
        event_info: { answer: right('phy-kin-0001') },
      },
      { ...at(31_000), question_code: 'phy-kin-0001', event_type: 'mark', event_info: {} },
      { ...at(40_000), question_code: 'phy-kin-0003', event_type: 'view', event_info: {} },
      {
        ...at(50_000),
        question_code: 'phy-kin-0003',
        event_type: 'save',
        event_info: { answer: wrong('phy-kin-0003') },
      },
      {
        ...at(60_000),
        question_code: null,
        event_type: 'freeze',
        event_info: { reason: 'submit' },
      },
    ];
    const score = scoreTest(SECTIONS, replayTestEvents(paperOf(SECTIONS), events));
    expect(scored(score, 'phy-kin-0001')).toMatchObject({
      status: 'answeredAndMarked',
      result: 'correct',
      marks: 4,
      timeSpentSeconds: 40,
    });
    expect(scored(score, 'phy-kin-0003')).toMatchObject({
      result: 'incorrect',
      marks: -1,
      timeSpentSeconds: 20,
    });
    expect(score.score).toBe(3);
  });
});

describe('scoreTest: attempt types (phy-kin-0001, ideal 60 s: too fast below 15 s)', () => {
  it.each([
    ['answered', 'right', 10, 'TooFastCorrect'],
    ['answered', 'right', 30, 'Perfect'],
    ['answeredAndMarked', 'right', 60, 'Perfect'],
    ['answered', 'right', 90, 'OvertimeCorrect'],
    ['answered', 'wrong', 10, 'Wasted'],
    ['answered', 'wrong', 30, 'Incorrect'],
    ['answered', 'wrong', 90, 'OvertimeIncorrect'],
    ['notAnswered', 'none', 30, 'NonAttempt'],
    ['reviewNow', 'none', 30, 'NonAttempt'],
    ['notVisited', 'none', 0, null],
  ] satisfies [QuestionStatus, 'right' | 'wrong' | 'none', number, AttemptType | null][])(
    '%s with the %s answer after %d s: %s',
    (status, given, seconds, type) => {
      const code = 'phy-kin-0001';
      const answer = given === 'right' ? right(code) : given === 'wrong' ? wrong(code) : null;
      const q = scored(
        scoreTest(SECTIONS, stateWith({ [code]: { status, answer, seconds } })),
        code,
      );
      expect(q.attemptType).toBe(type);
      expect(q).toMatchObject({ timeSpentSeconds: seconds, idealTimeSeconds: 60 });
    },
  );

  it('turns milliseconds on screen into seconds', () => {
    const state = stateWith({ 'phy-kin-0001': { status: 'notAnswered' } });
    const questions = new Map(state.questions);
    const q = questions.get('phy-kin-0001');
    if (!q) throw new Error('no question');
    questions.set('phy-kin-0001', { ...q, timeSpentMs: 12_345 });
    expect(
      scored(scoreTest(SECTIONS, { ...state, questions }), 'phy-kin-0001').timeSpentSeconds,
    ).toBe(12.35);
  });
});

describe('standing', () => {
  const SCORES = [40, 30, 30, 20, 10];

  it.each([
    [40, 1, 100],
    [30, 2, 80], // tied: both rank 2, and 4 of 5 scored the same or less
    [20, 4, 40], // after a tie the next rank skips
    [10, 5, 20],
  ])('a score of %d ranks %d at percentile %d', (score, rank, percentile) => {
    expect(standing(score, SCORES)).toEqual({ rank, percentile, takers: 5 });
  });

  it('ranks everyone first when all tie', () => {
    expect(standing(50, [50, 50, 50])).toEqual({ rank: 1, percentile: 100, takers: 3 });
  });

  it('rounds the percentile to two decimals', () => {
    expect(standing(1, [1, 2, 3])).toEqual({ rank: 3, percentile: 33.33, takers: 3 });
  });

  it('handles negative scores', () => {
    expect(standing(-2, [-2, -5, 0])).toEqual({ rank: 2, percentile: 66.67, takers: 3 });
  });

  it('puts the only finisher, or a paper with none yet, first', () => {
    expect(standing(12, [12])).toEqual({ rank: 1, percentile: 100, takers: 1 });
    expect(standing(12, [])).toEqual({ rank: 1, percentile: 100, takers: 0 });
  });
});
