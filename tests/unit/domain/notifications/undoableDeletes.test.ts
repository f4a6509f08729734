import { describe, expect, it } from 'vitest';
import {
  canUndo,
  deleteNotification,
  dueDeletes,
  nextDueAt,
  NOTIFICATION_UNDO_MS,
  undoDelete,
} from '../../../../domain/notifications/undoableDeletes.ts';

describe('the undo window of a delete (spec §4, §9: 6000 ms)', () => {
  it('is 6000 ms', () => {
    expect(NOTIFICATION_UNDO_MS).toBe(6000);
  });

  it('brings a notification back until the window ends, and not after', () => {
    const pending = deleteNotification([], 'a', 1_000);
    expect(canUndo(pending, 'a', 1_000 + NOTIFICATION_UNDO_MS - 1)).toBe(true);
    expect(undoDelete(pending, 'a', 1_000 + NOTIFICATION_UNDO_MS - 1)).toEqual([]);
    expect(canUndo(pending, 'a', 1_000 + NOTIFICATION_UNDO_MS)).toBe(false);
    expect(undoDelete(pending, 'a', 1_000 + NOTIFICATION_UNDO_MS)).toBe(pending);
    expect(canUndo(pending, 'b', 1_000)).toBe(false);
  });

  it('sends each delete once its own window is over, the others wait', () => {
    let pending = deleteNotification([], 'a', 0);
    pending = deleteNotification(pending, 'b', 2_000);
    pending = deleteNotification(pending, 'a', 3_000); // again: keeps its first time
    expect(nextDueAt(pending)).toBe(NOTIFICATION_UNDO_MS);
    expect(dueDeletes(pending, NOTIFICATION_UNDO_MS - 1).due).toEqual([]);
    const { due, waiting } = dueDeletes(pending, NOTIFICATION_UNDO_MS);
    expect(due).toEqual(['a']);
    expect(waiting).toEqual([{ id: 'b', at: 2_000 }]);
    expect(nextDueAt(waiting)).toBe(2_000 + NOTIFICATION_UNDO_MS);
    expect(nextDueAt([])).toBeUndefined();
  });
});
