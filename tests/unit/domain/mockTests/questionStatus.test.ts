import { describe, expect, it } from 'vitest';
import {
  afterClear,
  afterMarkToggle,
  afterSave,
  afterView,
  countStatuses,
  holdsAnswer,
  isMarked,
  QUESTION_STATUSES,
  type QuestionStatus,
} from '../../../../domain/mockTests/questionStatus.ts';

/**
 * Learning-experience spec §4 "Test question status", one row per status and action:
 * [from, view, save, save refused (compulsory-type), mark toggle, clear].
 */
const TRANSITIONS: readonly (readonly [
  from: QuestionStatus,
  view: QuestionStatus,
  save: QuestionStatus,
  refusedSave: QuestionStatus,
  mark: QuestionStatus,
  clear: QuestionStatus,
])[] = [
  ['notVisited', 'notAnswered', 'answered', 'notAnswered', 'reviewNow', 'notAnswered'],
  ['notAnswered', 'notAnswered', 'answered', 'notAnswered', 'reviewNow', 'notAnswered'],
  ['answered', 'answered', 'answered', 'notAnswered', 'answeredAndMarked', 'notAnswered'],
  ['reviewNow', 'reviewNow', 'answeredAndMarked', 'reviewNow', 'notAnswered', 'reviewNow'],
  [
    'answeredAndMarked',
    'answeredAndMarked',
    'answeredAndMarked',
    'reviewNow',
    'answered',
    'reviewNow',
  ],
];

describe('test question status (spec §4)', () => {
  it('has exactly the five statuses, starting from not visited', () => {
    expect(QUESTION_STATUSES).toEqual([
      'notVisited',
      'notAnswered',
      'answered',
      'reviewNow',
      'answeredAndMarked',
    ]);
    // The table below covers each status once.
    expect(TRANSITIONS.map(([from]) => from).sort()).toEqual([...QUESTION_STATUSES].sort());
  });

  it.each(TRANSITIONS)('viewing %s makes it %s', (from, view) => {
    expect(afterView(from)).toBe(view);
  });

  it.each(TRANSITIONS)('saving an answer to %s makes it %s', (from, _view, save) => {
    expect(afterSave(from, false)).toBe(save);
  });

  it.each(TRANSITIONS)(
    'a save that cannot hold its answer leaves %s as %s',
    (from, _view, _save, refused) => {
      expect(afterSave(from, true)).toBe(refused);
    },
  );

  it.each(TRANSITIONS)(
    'toggling the review mark on %s makes it %s',
    (from, _view, _save, _refused, mark) => {
      expect(afterMarkToggle(from)).toBe(mark);
    },
  );

  it.each(TRANSITIONS)('clearing %s makes it %s', (from, _view, _save, _refused, _mark, clear) => {
    expect(afterClear(from)).toBe(clear);
  });

  it.each([
    ['notVisited', false],
    ['notAnswered', false],
    ['answered', true],
    ['reviewNow', false],
    ['answeredAndMarked', true],
  ] as const)('%s holds an evaluated answer: %s', (status, holds) => {
    expect(holdsAnswer(status)).toBe(holds);
  });

  it('marking twice gives back an answered question unchanged', () => {
    expect(afterMarkToggle(afterMarkToggle('answered'))).toBe('answered');
    expect(afterMarkToggle(afterMarkToggle('answeredAndMarked'))).toBe('answeredAndMarked');
  });
});

/**
 * NTA's buttons, one row per status: [from, Save & Next with an answer, Save & Next with nothing
 * chosen (or refused), Mark for Review & Next with an answer, Mark for Review & Next with nothing].
 * Clear Response is the spec's clear, above.
 */
const NTA_BUTTONS: readonly (readonly [
  from: QuestionStatus,
  saveAndNext: QuestionStatus,
  saveAndNextEmpty: QuestionStatus,
  markAndNext: QuestionStatus,
  markAndNextEmpty: QuestionStatus,
])[] = [
  ['notVisited', 'answered', 'notAnswered', 'answeredAndMarked', 'reviewNow'],
  ['notAnswered', 'answered', 'notAnswered', 'answeredAndMarked', 'reviewNow'],
  ['answered', 'answered', 'notAnswered', 'answeredAndMarked', 'reviewNow'],
  ['reviewNow', 'answered', 'notAnswered', 'answeredAndMarked', 'reviewNow'],
  ['answeredAndMarked', 'answered', 'notAnswered', 'answeredAndMarked', 'reviewNow'],
];

describe('review marks as NTA’s CBT handles them', () => {
  it('covers each status once', () => {
    expect(NTA_BUTTONS.map(([from]) => from).sort()).toEqual([...QUESTION_STATUSES].sort());
  });

  it.each(NTA_BUTTONS)('Save & Next on %s with an answer makes it %s', (from, saved) => {
    expect(afterSave(from, false, 'remove')).toBe(saved);
  });

  it.each(NTA_BUTTONS)(
    'Save & Next on %s with nothing chosen leaves it %s',
    (from, _saved, empty) => {
      expect(afterSave(from, true, 'remove')).toBe(empty);
    },
  );

  it.each(NTA_BUTTONS)(
    'Mark for Review & Next on %s with an answer makes it %s',
    (from, _saved, _empty, marked) => {
      expect(afterSave(from, false, 'set')).toBe(marked);
    },
  );

  it.each(NTA_BUTTONS)(
    'Mark for Review & Next on %s with nothing chosen makes it %s',
    (from, _saved, _empty, _marked, markedEmpty) => {
      expect(afterSave(from, true, 'set')).toBe(markedEmpty);
    },
  );

  it.each(TRANSITIONS)(
    'a save that does not say (stored before) is the spec’s save on %s',
    (from) => {
      expect(afterSave(from, false, 'keep')).toBe(afterSave(from, false));
      expect(afterSave(from, true, 'keep')).toBe(afterSave(from, true));
    },
  );

  it('removes a mark: Save & Next on a marked question answers it, unmarked', () => {
    const marked = afterSave(afterView('notVisited'), true, 'set');
    expect(marked).toBe('reviewNow');
    expect(afterSave(marked, false, 'remove')).toBe('answered');
  });

  it('Clear Response keeps the mark and drops the answer: the status follows the mark', () => {
    expect(afterClear(afterSave('notAnswered', false, 'set'))).toBe('reviewNow');
    expect(afterClear(afterSave('notAnswered', false, 'remove'))).toBe('notAnswered');
  });

  it('an answer marked for review is evaluated; a mark without one is not', () => {
    expect(holdsAnswer(afterSave('notAnswered', false, 'set'))).toBe(true);
    expect(holdsAnswer(afterSave('notAnswered', true, 'set'))).toBe(false);
  });

  it.each([
    ['notVisited', false],
    ['notAnswered', false],
    ['answered', false],
    ['reviewNow', true],
    ['answeredAndMarked', true],
  ] as const)('%s carries a review mark: %s', (status, marked) => {
    expect(isMarked(status)).toBe(marked);
  });
});

describe('countStatuses', () => {
  it('counts nothing in an empty paper', () => {
    expect(countStatuses([])).toEqual({
      answered: 0,
      notAnswered: 0,
      notVisited: 0,
      reviewNow: 0,
      answeredAndMarkedForReview: 0,
    });
  });

  it('counts each status under its summary name', () => {
    const statuses: QuestionStatus[] = [
      'notVisited',
      'notVisited',
      'notVisited',
      'notAnswered',
      'notAnswered',
      'answered',
      'answered',
      'answered',
      'answered',
      'reviewNow',
      'answeredAndMarked',
      'answeredAndMarked',
    ];
    expect(countStatuses(statuses)).toEqual({
      answered: 4,
      notAnswered: 2,
      notVisited: 3,
      reviewNow: 1,
      answeredAndMarkedForReview: 2,
    });
  });

  it('reads any iterable, such as a generator of statuses', () => {
    function* statuses(): Generator<QuestionStatus> {
      yield 'answeredAndMarked';
      yield 'reviewNow';
    }
    expect(countStatuses(statuses())).toMatchObject({
      answeredAndMarkedForReview: 1,
      reviewNow: 1,
      answered: 0,
    });
  });

  it.each(QUESTION_STATUSES)('adjusts when a %s question changes by any action', (from) => {
    for (const to of [afterView(from), afterSave(from, false), afterMarkToggle(from)]) {
      const counts = countStatuses([from, 'answered']);
      const after = countStatuses([to, 'answered']);
      const total = (c: ReturnType<typeof countStatuses>) =>
        c.answered + c.notAnswered + c.notVisited + c.reviewNow + c.answeredAndMarkedForReview;
      expect(total(after)).toBe(total(counts));
      if (to !== from) expect(after).not.toEqual(counts);
    }
  });
});
