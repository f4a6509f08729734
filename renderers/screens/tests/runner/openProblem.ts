import { ApiError } from '../../../../runtime/api/callApi.ts';

/** Why a test could not be started, resumed or loaded, as the runner tells the student. */
export interface OpenProblem {
  message:
    | 'test.runner.open.passwordWrong'
    | 'test.runner.open.tooMany'
    | 'test.runner.open.notOpen'
    | 'test.runner.open.locked'
    | 'test.runner.open.expired'
    | 'test.runner.open.finished'
    | 'test.runner.open.offline'
    | 'test.runner.open.failed';
  code: string;
  /**
   * The server's own words (spec §8: a start or resume failure keeps the server's message), shown
   * under ours only when we have no text of our own for the failure.
   */
  serverMessage: string | undefined;
}

const KNOWN = {
  TEST_PASSWORD_WRONG: 'test.runner.open.passwordWrong',
  RATE_LIMITED: 'test.runner.open.tooMany',
  TEST_NOT_OPEN: 'test.runner.open.notOpen',
  TEST_LOCKED: 'test.runner.open.locked',
  TEST_EXPIRED: 'test.runner.open.expired',
  TEST_FINISHED: 'test.runner.open.finished',
} as const satisfies Record<string, OpenProblem['message']>;

const isKnown = (code: string): code is keyof typeof KNOWN => Object.hasOwn(KNOWN, code);

export function openProblemOf(error: unknown): OpenProblem {
  if (!(error instanceof ApiError))
    return { message: 'test.runner.open.failed', code: 'UNKNOWN', serverMessage: undefined };
  if (error.status === 0)
    return { message: 'test.runner.open.offline', code: error.code, serverMessage: undefined };
  if (isKnown(error.code))
    return { message: KNOWN[error.code], code: error.code, serverMessage: undefined };
  if (error.status === 429)
    return { message: 'test.runner.open.tooMany', code: error.code, serverMessage: undefined };
  return { message: 'test.runner.open.failed', code: error.code, serverMessage: error.message };
}
