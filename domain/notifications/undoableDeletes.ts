/** Spec §9: a deleted notification can be brought back this long; then the server deletes it. */
export const NOTIFICATION_UNDO_MS = 6000;

/** A notification hidden by the student, and when, still waiting for its window to end. */
export interface PendingDelete {
  id: string;
  at: number;
}

/** The deletes in their undo window, oldest first. */
export type PendingDeletes = readonly PendingDelete[];

/** Hides a notification now; deleting one already hidden keeps its first time. */
export function deleteNotification(pending: PendingDeletes, id: string, now: number) {
  return pending.some((p) => p.id === id) ? pending : [...pending, { id, at: now }];
}

/** Whether the notification is hidden and can still be brought back at `now`. */
export function canUndo(pending: PendingDeletes, id: string, now: number): boolean {
  const hidden = pending.find((p) => p.id === id);
  return hidden !== undefined && now - hidden.at < NOTIFICATION_UNDO_MS;
}

/**
 * Brings a notification back, if its window is still open: nothing goes to the server. After the
 * window the delete stands (it is the server's now), so the state is unchanged.
 */
export function undoDelete(pending: PendingDeletes, id: string, now: number) {
  return canUndo(pending, id, now) ? pending.filter((p) => p.id !== id) : pending;
}

/** The deletes whose window has ended by `now` (to send), and those still waiting. */
export function dueDeletes(pending: PendingDeletes, now: number) {
  const ended = (p: PendingDelete) => now - p.at >= NOTIFICATION_UNDO_MS;
  return {
    due: pending.filter(ended).map((p) => p.id),
    waiting: pending.filter((p) => !ended(p)),
  };
}

/** When the next window ends, for the timer that sends it; undefined when none waits. */
export function nextDueAt(pending: PendingDeletes): number | undefined {
  const first = pending[0];
  return first === undefined ? undefined : first.at + NOTIFICATION_UNDO_MS;
}
