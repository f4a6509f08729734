import { atom } from 'jotai';
import {
  DEFAULT_TOAST_POSITION,
  TOAST_TIMEOUT_MS,
  type ToastPosition,
  type ToastType,
} from '../../domain/shell/toastKinds.ts';
import { shellStore } from '../shellStore.ts';

export interface ToastRequest {
  /** The message's key in the catalogs; the host formats it in the interface language. */
  messageKey: string;
  values?: Readonly<Record<string, string | number>>;
  type?: ToastType;
  durationMs?: number;
  position?: ToastPosition;
}

export interface Toast {
  id: number;
  messageKey: string;
  values: Readonly<Record<string, string | number>>;
  type: ToastType;
  durationMs: number;
  position: ToastPosition;
}

/**
 * At most this many toasts stand in one corner; a new one pushes the oldest out, so a burst of
 * failures cannot cover the page.
 */
export const MAX_TOASTS_PER_POSITION = 3;

/** The toasts on screen, oldest first. */
export const toastsAtom = atom<readonly Toast[]>([]);

interface Countdown {
  handle: ReturnType<typeof setTimeout> | undefined;
  remainingMs: number;
  startedAt: number;
}

const countdowns = new Map<number, Countdown>();
let lastId = 0;

function run(id: number, remainingMs: number) {
  countdowns.set(id, {
    handle: setTimeout(() => dismissToast(id), remainingMs),
    remainingMs,
    startedAt: Date.now(),
  });
}

/**
 * Shows a toast from anywhere (a component, a promise handler, a timer) and returns its id. The
 * same message already showing is not repeated: it moves to the front and its time starts over.
 */
export function showToast(request: ToastRequest): number {
  const toast: Omit<Toast, 'id'> = {
    messageKey: request.messageKey,
    values: request.values ?? {},
    type: request.type ?? 'default',
    durationMs: request.durationMs ?? TOAST_TIMEOUT_MS,
    position: request.position ?? DEFAULT_TOAST_POSITION,
  };
  const same = shellStore
    .get(toastsAtom)
    .find((t) => t.messageKey === toast.messageKey && t.type === toast.type);
  if (same) dismissToast(same.id);
  const id = ++lastId;
  const inCorner = shellStore.get(toastsAtom).filter((t) => t.position === toast.position);
  const overflow = Math.max(0, inCorner.length + 1 - MAX_TOASTS_PER_POSITION);
  for (const old of inCorner.slice(0, overflow)) dismissToast(old.id);
  shellStore.set(toastsAtom, (toasts) => [...toasts, { ...toast, id }]);
  run(id, toast.durationMs);
  return id;
}

export function dismissToast(id: number): void {
  clearTimeout(countdowns.get(id)?.handle);
  countdowns.delete(id);
  shellStore.set(toastsAtom, (toasts) => toasts.filter((t) => t.id !== id));
}

/**
 * Holds a toast while the pointer or keyboard focus is on it, so nobody loses a message they are
 * reading or about to dismiss (WCAG 2.2.1, timing adjustable).
 */
export function pauseToast(id: number): void {
  const countdown = countdowns.get(id);
  if (!countdown?.handle) return;
  clearTimeout(countdown.handle);
  const elapsed = Date.now() - countdown.startedAt;
  countdowns.set(id, {
    handle: undefined,
    remainingMs: Math.max(0, countdown.remainingMs - elapsed),
    startedAt: countdown.startedAt,
  });
}

export function resumeToast(id: number): void {
  const countdown = countdowns.get(id);
  if (!countdown || countdown.handle) return;
  run(id, countdown.remainingMs);
}
