import { describe, expect, it } from 'vitest';
import {
  ASSIGNMENT_PRACTICE_ANSWERS,
  assignmentOrder,
  progressFromFacts,
  assignmentStatus,
  assignmentType,
} from '../../../../domain/assignments/assignmentStatus.ts';

const DUE = Date.UTC(2025, 5, 10, 18, 30);

describe('assignment status', () => {
  const notBegun = { started: false, done: false };
  const begun = { started: true, done: false };
  const done = { started: true, done: true };

  it('is not started, then in progress, before the due instant', () => {
    expect(assignmentStatus(notBegun, DUE, DUE - 1)).toBe('not_started');
    expect(assignmentStatus(begun, DUE, DUE - 1)).toBe('in_progress');
  });

  it('is overdue from the due instant on when not done', () => {
    expect(assignmentStatus(notBegun, DUE, DUE)).toBe('overdue');
    expect(assignmentStatus(begun, DUE, DUE + 1)).toBe('overdue');
  });

  it('stays done after the due instant', () => {
    expect(assignmentStatus(done, DUE, DUE - 1)).toBe('done');
    expect(assignmentStatus(done, DUE, DUE + 86_400_000)).toBe('done');
  });
});

describe('assignment progress', () => {
  it('counts a lesson done when it is completed, begun when started', () => {
    expect(progressFromFacts({ kind: 'lesson', lessons: 1, completed: 0, started: 0 })).toEqual({
      started: false,
      done: false,
      percent: 0,
    });
    expect(progressFromFacts({ kind: 'lesson', lessons: 1, completed: 0, started: 1 })).toEqual({
      started: true,
      done: false,
      percent: 0,
    });
    expect(progressFromFacts({ kind: 'lesson', lessons: 1, completed: 1, started: 1 }).done).toBe(
      true,
    );
  });

  it('counts a chapter or book done only when every lesson is completed', () => {
    const partly = progressFromFacts({ kind: 'chapter', lessons: 3, completed: 2, started: 3 });
    expect(partly).toEqual({ started: true, done: false, percent: 66 });
    expect(progressFromFacts({ kind: 'book', lessons: 3, completed: 3, started: 3 })).toEqual({
      started: true,
      done: true,
      percent: 100,
    });
    // Nothing to watch is nothing done.
    expect(progressFromFacts({ kind: 'book', lessons: 0, completed: 0, started: 0 }).done).toBe(
      false,
    );
  });

  it('counts practice done at the answers asked, or when its questions ran out', () => {
    const short = ASSIGNMENT_PRACTICE_ANSWERS - 1;
    expect(progressFromFacts({ kind: 'practice', answers: 0, ranOut: false })).toEqual({
      started: false,
      done: false,
      percent: 0,
    });
    expect(progressFromFacts({ kind: 'practice', answers: short, ranOut: false }).done).toBe(false);
    expect(
      progressFromFacts({ kind: 'practice', answers: ASSIGNMENT_PRACTICE_ANSWERS, ranOut: false }),
    ).toEqual({ started: true, done: true, percent: 100 });
    expect(progressFromFacts({ kind: 'practice', answers: 4, ranOut: true }).done).toBe(true);
    expect(progressFromFacts({ kind: 'practice', answers: 0, ranOut: true }).done).toBe(false);
  });

  it('counts a test done when submitted, begun when started', () => {
    expect(progressFromFacts({ kind: 'test', started: true, submitted: false })).toEqual({
      started: true,
      done: false,
      percent: 0,
    });
    expect(progressFromFacts({ kind: 'test', started: true, submitted: true }).done).toBe(true);
  });
});

describe('assignment type and order', () => {
  it('names each kind as the spec’s query type', () => {
    expect(assignmentType('lesson', 'abhyas')).toBe('abhyas');
    expect(assignmentType('book', 'abhyas')).toBe('Book');
    expect(assignmentType('chapter', 'abhyas')).toBe('Chapter');
    expect(assignmentType('practice', 'abhyas')).toBe('Chapter');
    expect(assignmentType('test', 'abhyas')).toBe('Custom');
  });

  it('lists open work by due time before done work', () => {
    const list = [
      { id: 'done-early', status: 'done' as const, dueAt: 1 },
      { id: 'open-late', status: 'not_started' as const, dueAt: 30 },
      { id: 'overdue', status: 'overdue' as const, dueAt: 5 },
      { id: 'open-soon', status: 'in_progress' as const, dueAt: 20 },
    ];
    expect(list.sort(assignmentOrder).map((a) => a.id)).toEqual([
      'overdue',
      'open-soon',
      'open-late',
      'done-early',
    ]);
  });
});
