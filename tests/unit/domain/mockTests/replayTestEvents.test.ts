import { describe, expect, it } from 'vitest';
import type { TestEvent } from '../../../../domain/contracts/mockTests.ts';
import type { AnswerPayload } from '../../../../domain/questions/answerPayload.ts';
import type { Locale } from '../../../../domain/rules/locales.ts';
import { countStatuses, type QuestionStatus } from '../../../../domain/mockTests/questionStatus.ts';
import {
  applyTestEvent,
  initialTestState,
  replayTestEvents,
  type PaperShape,
  type TestState,
} from '../../../../domain/mockTests/replayTestEvents.ts';

/** Physics: any number of answers. Chemistry: at most 2 of its 4 questions are answered. */
const PAPER: PaperShape = {
  sections: [
    {
      code: 'phy',
      maxAttempted: null,
      questions: [{ code: 'p1' }, { code: 'p2' }, { code: 'p3' }],
    },
    {
      code: 'chem',
      maxAttempted: 2,
      questions: [{ code: 'c1' }, { code: 'c2' }, { code: 'c3' }, { code: 'c4' }],
    },
  ],
};

const A: AnswerPayload = { type: 'SingleChoice', choice: 'a' };
const B: AnswerPayload = { type: 'SingleChoice', choice: 'b' };

/** Builds the runner's events; `sequence` is the order the student acted in, `t` when (ms). */
const event = {
  base: (sequence: number, t: number, code: string | null, section: string | null = null) => ({
    id: `ev-${sequence}`,
    sequence,
    t,
    section,
    question_code: code,
  }),
  view: (sequence: number, t: number, code: string): TestEvent => ({
    ...event.base(sequence, t, code),
    event_type: 'view',
    event_info: {},
  }),
  save: (
    sequence: number,
    t: number,
    code: string,
    answer: AnswerPayload | null,
    review?: boolean,
  ): TestEvent => ({
    ...event.base(sequence, t, code),
    event_type: 'save',
    event_info: review === undefined ? { answer } : { answer, review },
  }),
  mark: (sequence: number, t: number, code: string): TestEvent => ({
    ...event.base(sequence, t, code),
    event_type: 'mark',
    event_info: {},
  }),
  clear: (sequence: number, t: number, code: string): TestEvent => ({
    ...event.base(sequence, t, code),
    event_type: 'clear',
    event_info: {},
  }),
  section: (sequence: number, t: number, section: string): TestEvent => ({
    ...event.base(sequence, t, null, section),
    event_type: 'section',
    event_info: {},
  }),
  language: (sequence: number, t: number, language: Locale, paper: boolean): TestEvent => ({
    ...event.base(sequence, t, null),
    event_type: 'language',
    event_info: { language, paper },
  }),
  freeze: (sequence: number, t: number, reason: 'submit' | 'timeout' = 'submit'): TestEvent => ({
    ...event.base(sequence, t, null),
    event_type: 'freeze',
    event_info: { reason },
  }),
};

/** Events numbered 1, 2, 3… in the order given, one second apart. */
function inOrder(...build: ((sequence: number, t: number) => TestEvent)[]): TestEvent[] {
  return build.map((make, i) => make(i + 1, (i + 1) * 1000));
}

function question(state: TestState, code: string) {
  const q = state.questions.get(code);
  if (!q) throw new Error(`no question ${code} in the state`);
  return q;
}

const statusOf = (state: TestState, code: string) => question(state, code).status;

/** A session of a few of everything, in the order the student acted. */
const SESSION: TestEvent[] = [
  event.language(1, 0, 'hi', false),
  event.view(2, 1_000, 'p1'),
  event.save(3, 20_000, 'p1', A),
  event.view(4, 30_000, 'p2'),
  event.mark(5, 40_000, 'p2'),
  event.view(6, 50_000, 'p3'),
  event.save(7, 55_000, 'p3', B),
  event.mark(8, 56_000, 'p3'),
  event.section(9, 60_000, 'chem'),
  event.view(10, 61_000, 'c1'),
  event.save(11, 70_000, 'c1', A),
  event.clear(12, 75_000, 'c1'),
  event.freeze(13, 90_000),
];

describe('replayTestEvents: the starting state', () => {
  it('starts every question of every section not visited, with no answer or time', () => {
    const state = replayTestEvents(PAPER, []);
    expect([...state.questions.keys()]).toEqual(['p1', 'p2', 'p3', 'c1', 'c2', 'c3', 'c4']);
    for (const q of state.questions.values())
      expect(q).toMatchObject({ status: 'notVisited', answer: null, timeSpentMs: 0 });
    expect(question(state, 'c1').section).toBe('chem');
    expect(state).toMatchObject({
      current: undefined,
      frozen: undefined,
      lastSequence: 0,
      lastRefusal: undefined,
    });
  });
});

describe('replayTestEvents: a whole session', () => {
  const state = replayTestEvents(PAPER, SESSION);

  it.each([
    ['p1', 'answered', A],
    ['p2', 'reviewNow', null],
    ['p3', 'answeredAndMarked', B],
    ['c1', 'notAnswered', null],
    ['c2', 'notVisited', null],
  ] satisfies [string, QuestionStatus, AnswerPayload | null][])(
    '%s ends %s holding %j',
    (code, status, answer) => {
      expect(question(state, code)).toMatchObject({ status, answer });
    },
  );

  it('keeps the summary counts', () => {
    expect(countStatuses([...state.questions.values()].map((q) => q.status))).toEqual({
      answered: 1,
      notAnswered: 1,
      notVisited: 3,
      reviewNow: 1,
      answeredAndMarkedForReview: 1,
    });
  });

  it('records the freeze, the last sequence and the sections entered', () => {
    expect(state.frozen).toEqual({ at: 90_000, reason: 'submit' });
    expect(state.lastSequence).toBe(13);
    expect([...state.sectionsEntered]).toEqual([
      ['phy', 1_000],
      ['chem', 60_000],
    ]);
  });
});

describe('replayTestEvents: order and duplicates', () => {
  const inSequence = replayTestEvents(PAPER, SESSION);

  it.each([
    ['reversed', [...SESSION].reverse()],
    [
      'interleaved',
      [...SESSION.filter((_, i) => i % 2 === 1), ...SESSION.filter((_, i) => i % 2 === 0)],
    ],
    ['freeze first', [...SESSION.slice(-1), ...SESSION.slice(0, -1)]],
  ])('gives the same state when events arrive %s', (_order, arrived) => {
    expect(replayTestEvents(PAPER, arrived)).toEqual(inSequence);
  });

  it('replays by sequence, not by t: a save numbered before its view still follows the sequence', () => {
    // The mark (sequence 2) comes after the save (sequence 1) whatever their arrival.
    const events = [event.mark(2, 5_000, 'p1'), event.save(1, 4_000, 'p1', A)];
    expect(statusOf(replayTestEvents(PAPER, events), 'p1')).toBe('answeredAndMarked');
  });

  it.each([
    ['every event twice', [...SESSION, ...SESSION]],
    ['a mark twice', [...SESSION, SESSION[4] as TestEvent]],
    ['a save twice', [...SESSION, SESSION[2] as TestEvent]],
    ['a view twice', [SESSION[1] as TestEvent, ...SESSION]],
    ['the freeze twice', [...SESSION, SESSION[12] as TestEvent]],
  ])('is unchanged by %s (the same sequence again)', (_dup, events) => {
    expect(replayTestEvents(PAPER, events)).toEqual(inSequence);
  });
  it('keeps the first to arrive of two events sharing a sequence, as the server stores it', () => {
    const first = event.save(1, 1_000, 'p1', A);
    const second = event.save(1, 1_000, 'p1', B);
    expect(question(replayTestEvents(PAPER, [first, second]), 'p1').answer).toEqual(A);
    expect(question(replayTestEvents(PAPER, [second, first]), 'p1').answer).toEqual(B);
  });
});

describe('replayTestEvents: saving', () => {
  it('answers the question when something is chosen', () => {
    const state = replayTestEvents(
      PAPER,
      inOrder((s, t) => event.save(s, t, 'p1', A)),
    );
    expect(question(state, 'p1')).toMatchObject({ status: 'answered', answer: A });
    expect(state.lastRefusal).toBeUndefined();
  });

  it('refuses a save with nothing chosen: not answered, no answer', () => {
    const state = replayTestEvents(
      PAPER,
      inOrder(
        (s, t) => event.view(s, t, 'p1'),
        (s, t) => event.save(s, t, 'p1', null),
      ),
    );
    expect(question(state, 'p1')).toMatchObject({ status: 'notAnswered', answer: null });
    expect(state.lastRefusal).toEqual({ code: 'p1', reason: 'empty' });
  });

  it('an empty save on an answered question takes its answer away', () => {
    const state = replayTestEvents(
      PAPER,
      inOrder(
        (s, t) => event.save(s, t, 'p1', A),
        (s, t) => event.save(s, t, 'p1', null),
      ),
    );
    expect(question(state, 'p1')).toMatchObject({ status: 'notAnswered', answer: null });
  });

  it('an empty save keeps a review mark without an answer', () => {
    const state = replayTestEvents(
      PAPER,
      inOrder(
        (s, t) => event.save(s, t, 'p1', A),
        (s, t) => event.mark(s, t, 'p1'),
        (s, t) => event.save(s, t, 'p1', null),
      ),
    );
    expect(question(state, 'p1')).toMatchObject({ status: 'reviewNow', answer: null });
  });

  it('Save & Next takes a review mark off: the question is answered', () => {
    const state = replayTestEvents(
      PAPER,
      inOrder(
        (s, t) => event.view(s, t, 'p1'),
        (s, t) => event.save(s, t, 'p1', A, true),
        (s, t) => event.save(s, t, 'p1', A, false),
      ),
    );
    expect(question(state, 'p1')).toMatchObject({ status: 'answered', answer: A });
  });

  it('Save & Next with nothing chosen on a marked question leaves it not answered', () => {
    const state = replayTestEvents(
      PAPER,
      inOrder(
        (s, t) => event.save(s, t, 'p1', null, true),
        (s, t) => event.save(s, t, 'p1', null, false),
      ),
    );
    expect(question(state, 'p1')).toMatchObject({ status: 'notAnswered', answer: null });
  });

  it('Mark for Review & Next marks, with or without an answer, and clearing keeps the mark', () => {
    const marked = replayTestEvents(
      PAPER,
      inOrder(
        (s, t) => event.save(s, t, 'p1', A, true),
        (s, t) => event.save(s, t, 'p2', null, true),
      ),
    );
    expect(question(marked, 'p1')).toMatchObject({ status: 'answeredAndMarked', answer: A });
    expect(question(marked, 'p2')).toMatchObject({ status: 'reviewNow', answer: null });
    const cleared = replayTestEvents(
      PAPER,
      inOrder(
        (s, t) => event.save(s, t, 'p1', A, true),
        (s, t) => event.clear(s, t, 'p1'),
      ),
    );
    expect(question(cleared, 'p1')).toMatchObject({ status: 'reviewNow', answer: null });
  });

  it('replays a stored session without the button as before: a save keeps the mark', () => {
    const state = replayTestEvents(
      PAPER,
      inOrder(
        (s, t) => event.mark(s, t, 'p1'),
        (s, t) => event.save(s, t, 'p1', A),
      ),
    );
    expect(question(state, 'p1')).toMatchObject({ status: 'answeredAndMarked', answer: A });
  });

  const twoAnswered = [
    (s: number, t: number) => event.save(s, t, 'c1', A),
    (s: number, t: number) => event.save(s, t, 'c2', B),
  ];

  it('refuses a new answer in a section that already has its maximum', () => {
    const state = replayTestEvents(
      PAPER,
      inOrder(...twoAnswered, (s, t) => event.save(s, t, 'c3', A)),
    );
    expect(question(state, 'c3')).toMatchObject({ status: 'notAnswered', answer: null });
    expect(state.lastRefusal).toEqual({ code: 'c3', reason: 'sectionFull' });
    expect(statusOf(state, 'c1')).toBe('answered');
    expect(statusOf(state, 'c2')).toBe('answered');
  });

  it('counts an answered-and-marked question towards the section’s maximum', () => {
    const state = replayTestEvents(
      PAPER,
      inOrder(
        ...twoAnswered,
        (s, t) => event.mark(s, t, 'c2'),
        (s, t) => event.save(s, t, 'c3', A),
      ),
    );
    expect(statusOf(state, 'c2')).toBe('answeredAndMarked');
    expect(question(state, 'c3').answer).toBeNull();
  });

  it('a refused save on a marked question keeps it marked for review', () => {
    const state = replayTestEvents(
      PAPER,
      inOrder(
        ...twoAnswered,
        (s, t) => event.mark(s, t, 'c3'),
        (s, t) => event.save(s, t, 'c3', A),
      ),
    );
    expect(question(state, 'c3')).toMatchObject({ status: 'reviewNow', answer: null });
  });

  it('lets an answered question in a full section change its answer', () => {
    const state = replayTestEvents(
      PAPER,
      inOrder(...twoAnswered, (s, t) => event.save(s, t, 'c2', A)),
    );
    expect(question(state, 'c2')).toMatchObject({ status: 'answered', answer: A });
    expect(state.lastRefusal).toBeUndefined();
  });

  it('takes a new answer once one of the section’s answers is cleared', () => {
    const state = replayTestEvents(
      PAPER,
      inOrder(
        ...twoAnswered,
        (s, t) => event.clear(s, t, 'c1'),
        (s, t) => event.save(s, t, 'c3', A),
      ),
    );
    expect(question(state, 'c3')).toMatchObject({ status: 'answered', answer: A });
  });

  it('never limits a section without a maximum', () => {
    const state = replayTestEvents(
      PAPER,
      inOrder(
        (s, t) => event.save(s, t, 'p1', A),
        (s, t) => event.save(s, t, 'p2', A),
        (s, t) => event.save(s, t, 'p3', A),
      ),
    );
    expect(['p1', 'p2', 'p3'].map((code) => statusOf(state, code))).toEqual([
      'answered',
      'answered',
      'answered',
    ]);
  });

  it('forgets a refusal at the next event', () => {
    const state = replayTestEvents(
      PAPER,
      inOrder(
        (s, t) => event.save(s, t, 'p1', null),
        (s, t) => event.view(s, t, 'p2'),
      ),
    );
    expect(state.lastRefusal).toBeUndefined();
  });
});

describe('replayTestEvents: clearing and marking', () => {
  it('clearing empties the answer', () => {
    const state = replayTestEvents(
      PAPER,
      inOrder(
        (s, t) => event.save(s, t, 'p1', A),
        (s, t) => event.clear(s, t, 'p1'),
      ),
    );
    expect(question(state, 'p1')).toMatchObject({ status: 'notAnswered', answer: null });
  });

  it('clearing an answered-and-marked question leaves it marked without its answer', () => {
    const state = replayTestEvents(
      PAPER,
      inOrder(
        (s, t) => event.save(s, t, 'p1', A),
        (s, t) => event.mark(s, t, 'p1'),
        (s, t) => event.clear(s, t, 'p1'),
      ),
    );
    expect(question(state, 'p1')).toMatchObject({ status: 'reviewNow', answer: null });
  });

  it('unmarking keeps the answer', () => {
    const state = replayTestEvents(
      PAPER,
      inOrder(
        (s, t) => event.save(s, t, 'p1', A),
        (s, t) => event.mark(s, t, 'p1'),
        (s, t) => event.mark(s, t, 'p1'),
      ),
    );
    expect(question(state, 'p1')).toMatchObject({ status: 'answered', answer: A });
  });

  it('ignores events naming a question the paper does not have', () => {
    const events = inOrder(
      (s, t) => event.view(s, t, 'x9'),
      (s, t) => event.save(s, t, 'x9', A),
      (s, t) => event.mark(s, t, 'x9'),
      (s, t) => event.clear(s, t, 'x9'),
    );
    const state = replayTestEvents(PAPER, events);
    expect(state.questions).toEqual(initialTestState(PAPER).questions);
    expect(state.questions.has('x9')).toBe(false);
    expect(state.current).toBeUndefined();
    expect(state.lastSequence).toBe(4);
  });
});

describe('replayTestEvents: time per question', () => {
  it('gives each question the time until the next view, and the last one until the freeze', () => {
    const state = replayTestEvents(PAPER, [
      event.view(1, 0, 'p1'),
      event.view(2, 10_000, 'p2'),
      event.save(3, 18_000, 'p2', A), // saving does not move the clock to another question
      event.view(4, 25_000, 'p1'),
      event.freeze(5, 30_000),
    ]);
    expect(question(state, 'p1').timeSpentMs).toBe(15_000);
    expect(question(state, 'p2').timeSpentMs).toBe(15_000);
    expect(question(state, 'p3').timeSpentMs).toBe(0);
    expect(state.shownSince).toBeUndefined();
  });

  it('leaves the question on screen open while the session runs', () => {
    const state = replayTestEvents(PAPER, [event.view(1, 0, 'p1'), event.view(2, 10_000, 'p2')]);
    expect(question(state, 'p2').timeSpentMs).toBe(0);
    expect(state.shownSince).toBe(10_000);
    expect(state.current).toEqual({ section: 'phy', code: 'p2' });
  });

  it('stops a question’s time when the student moves to another section', () => {
    const state = replayTestEvents(PAPER, [
      event.view(1, 0, 'p1'),
      event.section(2, 12_000, 'chem'),
      event.freeze(3, 50_000),
    ]);
    expect(question(state, 'p1').timeSpentMs).toBe(12_000);
    expect(state.current).toEqual({ section: 'chem', code: null });
  });
});

describe('replayTestEvents: sections and languages', () => {
  it('records when each section was first entered, by view or by section event', () => {
    const state = replayTestEvents(PAPER, [
      event.section(1, 5_000, 'chem'),
      event.view(2, 6_000, 'c2'),
      event.view(3, 9_000, 'p1'),
      event.section(4, 12_000, 'chem'),
    ]);
    expect([...state.sectionsEntered]).toEqual([
      ['chem', 5_000],
      ['phy', 9_000],
    ]);
    expect(state.current).toEqual({ section: 'chem', code: null });
  });

  it('ignores a section the paper does not have', () => {
    const state = replayTestEvents(PAPER, [event.view(1, 0, 'p1'), event.section(2, 5_000, 'bio')]);
    expect(state.current).toEqual({ section: 'phy', code: 'p1' });
    expect(state.sectionsEntered.has('bio')).toBe(false);
  });

  it.each([
    ['the test', false, { testLanguage: 'hi', paperLanguage: undefined }],
    ['the question paper', true, { testLanguage: undefined, paperLanguage: 'hi' }],
  ] as const)('sets the language of %s', (_what, paper, expected) => {
    const state = replayTestEvents(PAPER, [event.language(1, 0, 'hi', paper)]);
    expect(state).toMatchObject(expected);
  });

  it('keeps the latest of several language changes', () => {
    const state = replayTestEvents(PAPER, [
      event.language(2, 2_000, 'ta', true),
      event.language(1, 1_000, 'hi', true),
      event.language(3, 3_000, 'en', false),
    ]);
    expect(state).toMatchObject({ paperLanguage: 'ta', testLanguage: 'en' });
  });
});

describe('replayTestEvents: the freeze', () => {
  it('ignores what is done after the freeze', () => {
    const state = replayTestEvents(PAPER, [
      event.save(1, 1_000, 'p1', A),
      event.freeze(2, 5_000, 'timeout'),
      event.save(3, 6_000, 'p2', A),
      event.mark(4, 7_000, 'p1'),
      event.clear(5, 8_000, 'p1'),
      event.language(6, 9_000, 'hi', false),
    ]);
    expect(question(state, 'p1')).toMatchObject({ status: 'answered', answer: A });
    expect(statusOf(state, 'p2')).toBe('notVisited');
    expect(state.testLanguage).toBeUndefined();
    expect(state.frozen).toEqual({ at: 5_000, reason: 'timeout' });
    // The later events were seen, though: the server holds them by sequence.
    expect(state.lastSequence).toBe(6);
  });

  it('keeps the first freeze', () => {
    const state = replayTestEvents(PAPER, [
      event.freeze(1, 5_000, 'submit'),
      event.freeze(2, 5_000, 'timeout'),
    ]);
    expect(state.frozen).toEqual({ at: 5_000, reason: 'submit' });
  });

  it('applyTestEvent leaves the state it is given untouched', () => {
    const before = initialTestState(PAPER);
    const after = applyTestEvent(before, event.save(1, 0, 'p1', A), PAPER);
    expect(statusOf(after, 'p1')).toBe('answered');
    expect(statusOf(before, 'p1')).toBe('notVisited');
    expect(before.lastSequence).toBe(0);
  });
});

describe('replayTestEvents: closing at the deadline', () => {
  const DEADLINE = 60_000;

  it('does not count what was done after the deadline', () => {
    const state = replayTestEvents(
      PAPER,
      [event.save(1, 50_000, 'p1', A), event.save(2, 60_001, 'p2', A), event.mark(3, 70_000, 'p1')],
      DEADLINE,
    );
    expect(statusOf(state, 'p1')).toBe('answered');
    expect(statusOf(state, 'p2')).toBe('notVisited');
  });

  it('counts an event at the deadline itself', () => {
    const state = replayTestEvents(PAPER, [event.save(1, DEADLINE, 'p1', A)], DEADLINE);
    expect(statusOf(state, 'p1')).toBe('answered');
  });

  it('closes the time of the question on screen at the deadline', () => {
    const state = replayTestEvents(
      PAPER,
      [event.view(1, 0, 'p1'), event.view(2, 40_000, 'p2'), event.view(3, 90_000, 'p3')],
      DEADLINE,
    );
    expect(question(state, 'p1').timeSpentMs).toBe(40_000);
    expect(question(state, 'p2').timeSpentMs).toBe(20_000);
    expect(statusOf(state, 'p3')).toBe('notVisited');
    expect(state.shownSince).toBeUndefined();
  });

  it('leaves time closed by an earlier freeze alone', () => {
    const state = replayTestEvents(
      PAPER,
      [event.view(1, 0, 'p1'), event.freeze(2, 30_000)],
      DEADLINE,
    );
    expect(question(state, 'p1').timeSpentMs).toBe(30_000);
  });

  it('ignores a freeze sent after the deadline, closing the time at the deadline instead', () => {
    const state = replayTestEvents(
      PAPER,
      [event.view(1, 0, 'p1'), event.freeze(2, 75_000, 'timeout')],
      DEADLINE,
    );
    expect(question(state, 'p1').timeSpentMs).toBe(DEADLINE);
    expect(state.frozen).toBeUndefined();
  });
});
