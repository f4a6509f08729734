import type { z } from 'zod';
import { AUTH_HEADERS } from '../../domain/contracts/authHeaders.ts';
import type { Call } from '../../domain/contracts/defineCall.ts';
import { SERVICE_BASES } from './serviceBases.ts';
import { browserId, clearSession, readTokens, writeTokens } from './tokenStore.ts';

/** A failed call: the server's `{ code, message }`, or NETWORK when no answer came. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

type Input<C extends Call> = {
  query?: C['query'] extends z.ZodType ? z.input<C['query']> : never;
  body?: C['body'] extends z.ZodType ? z.input<C['body']> : never;
  headers?: Record<string, string>;
};

export interface Answer<C extends Call> {
  status: keyof C['responses'] & number;
  body: z.output<C['responses'][keyof C['responses'] & number]>;
  headers: Headers;
}

const REFRESH_PATH = '/refresh-token';

let refreshing: Promise<boolean> | undefined;

/**
 * One refresh at a time: calls that fail with 401 meanwhile wait for it and retry once. A refused
 * refresh (401/403) signs the parent out and reloads (shell spec §4, "Authentication").
 */
function refreshOnce(): Promise<boolean> {
  refreshing ??= (async () => {
    const tokens = readTokens();
    if (!tokens) return false;
    const answer = await fetch(SERVICE_BASES.auth + REFRESH_PATH, {
      headers: {
        [AUTH_HEADERS.refreshToken]: tokens.refreshToken,
        [AUTH_HEADERS.browserId]: browserId(),
      },
    });
    const token = answer.headers.get(AUTH_HEADERS.token);
    const refreshToken = answer.headers.get(AUTH_HEADERS.refreshToken);
    if (answer.ok && token && refreshToken) {
      writeTokens({ token, refreshToken });
      return true;
    }
    if (answer.status === 401 || answer.status === 403) {
      clearSession();
      location.reload();
    }
    return false;
  })().finally(() => (refreshing = undefined));
  return refreshing;
}

/** Calls a contract: the right token and browser id go along, and the answer is parsed by its schema. */
export async function callApi<C extends Call>(
  base: string,
  call: C,
  input: Input<C> = {},
  retried = false,
): Promise<Answer<C>> {
  const query = input.query ? `?${new URLSearchParams(input.query).toString()}` : '';
  const tokens = readTokens();
  const headers: Record<string, string> = {
    [AUTH_HEADERS.browserId]: browserId(),
    ...input.headers,
  };
  if (call.auth !== 'none' && tokens) headers[AUTH_HEADERS.token] ??= tokens.token;
  if (input.body !== undefined) headers['content-type'] = 'application/json';
  let answer: Response;
  try {
    answer = await fetch(base + call.path + query, {
      method: call.method,
      headers,
      body: input.body === undefined ? undefined : JSON.stringify(input.body),
    });
  } catch (error) {
    throw new ApiError(0, 'NETWORK', error instanceof Error ? error.message : 'network error');
  }
  if (answer.status === 401 && call.auth !== 'none' && !retried && (await refreshOnce())) {
    return callApi(base, call, { ...input, headers: { ...input.headers } }, true);
  }
  const schema = call.responses[answer.status];
  const json: unknown = await answer.json();
  if (!schema) {
    const { code = 'UNKNOWN', message = answer.statusText } = (json ?? {}) as {
      code?: string;
      message?: string;
    };
    throw new ApiError(answer.status, code, message);
  }
  return { status: answer.status, body: schema.parse(json), headers: answer.headers } as Answer<C>;
}
