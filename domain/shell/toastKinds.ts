/** The toast types of the shell spec §8. */
export const TOAST_TYPES = ['info', 'warning', 'error', 'success', 'default'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

export const TOAST_POSITIONS = ['bottomCentre', 'topRight'] as const;
export type ToastPosition = (typeof TOAST_POSITIONS)[number];

/** How long a toast stays, and where (shell spec §9). */
export const TOAST_TIMEOUT_MS = 5000;
export const DEFAULT_TOAST_POSITION: ToastPosition = 'bottomCentre';

/** The single-sign-on session-expired error stays longer, at the top right (shell spec §8, §9). */
export const SESSION_EXPIRED_TOAST_MS = 15_000;
export const SESSION_EXPIRED_TOAST_POSITION: ToastPosition = 'topRight';

/**
 * Errors and warnings interrupt a screen reader (role=alert); the rest wait for a pause
 * (role=status), so a success message does not cut off what the student was hearing.
 */
export function toastInterrupts(type: ToastType): boolean {
  return type === 'error' || type === 'warning';
}
