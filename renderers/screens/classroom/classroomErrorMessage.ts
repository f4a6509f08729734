import type { ErrorCode } from '../../../domain/errors.ts';
import { ApiError } from '../../../runtime/api/callApi.ts';

/**
 * The words for a refused invite code or join, by the server's code (docs/decisions/classrooms.md,
 * "Invite codes"). A code the service may add later falls to the general line, never to silence.
 */
const JOIN_ERRORS: Readonly<Partial<Record<ErrorCode, string>>> = {
  INVITE_CODE_INVALID: 'classroom.error.invalid',
  INVITE_CODE_EXPIRED: 'classroom.error.expired',
  INVITE_CODE_REVOKED: 'classroom.error.revoked',
  CLASSROOM_NOT_FOUND: 'classroom.error.classGone',
  RATE_LIMITED: 'classroom.error.tooMany',
};

/** HTTP's "too many requests": a limit answers it whatever code it names. */
const TOO_MANY_REQUESTS = 429;

/** The message key for a failed validate or join call. */
export function joinErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return 'classroom.error.failed';
  if (error.status === 0) return 'classroom.error.network';
  if (error.status === TOO_MANY_REQUESTS) return 'classroom.error.tooMany';
  return JOIN_ERRORS[error.code as ErrorCode] ?? 'classroom.error.failed';
}

/** Whether a failed join means the code itself no longer admits: the student needs another. */
export function codeRefused(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.code === 'INVITE_CODE_INVALID' ||
      error.code === 'INVITE_CODE_EXPIRED' ||
      error.code === 'INVITE_CODE_REVOKED' ||
      error.code === 'CLASSROOM_NOT_FOUND')
  );
}
