import { ApiError } from '../../../../runtime/api/callApi.ts';

/** Why a test could not be started, resumed or loaded, as the runner tells the student. */
export interface OpenProblem {
  message:
    | 'runner.open.passwordWrong'
    | 'runner.open.tooMany'
    | 'runner.open.notOpen'
    | 'runner.open.locked'
    | 'runner.open.expired'
    | 'runner.open.finished'
    | 'runner.open.offline'
    | 'runner.open.failed';
  code: string;
  /**
   * The server's own words (spec §8: a start or resume failure keeps the server's message), shown
   * under ours only when we have no text of our own for the failure.
   */
  serverMessage: string | undefined;
}

const KNOWN = {
  TEST_PASSWORD_WRONG: 'runner.open.passwordWrong',
  RATE_LIMITED: 'runner.open.tooMany',
  TEST_NOT_OPEN: 'runner.open.notOpen',
  TEST_LOCKED: 'runner.open.locked',
  TEST_EXPIRED: 'runner.open.expired',
  TEST_FINISHED: 'runner.open.finished',
} as const satisfies Record<string, OpenProblem['message']>;

const isKnown = (code: string): code is keyof typeof KNOWN => Object.hasOwn(KNOWN, code);

export function openProblemOf(error: unknown): OpenProblem {
  if (!(error instanceof ApiError))
    return { message: 'runner.open.failed', code: 'UNKNOWN', serverMessage: undefined };
  if (error.status === 0)
    return { message: 'runner.open.offline', code: error.code, serverMessage: undefined };
  if (isKnown(error.code))
    return { message: KNOWN[error.code], code: error.code, serverMessage: undefined };
  if (error.status === 429)
    return { message: 'runner.open.tooMany', code: error.code, serverMessage: undefined };
  return { message: 'runner.open.failed', code: error.code, serverMessage: error.message };
}
