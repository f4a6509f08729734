import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { AUTH_HEADERS } from '../../domain/contracts/authHeaders.ts';
import { callUrl, type Call } from '../../domain/contracts/defineCall.ts';
import { INVALID_RESPONSE_CODE, type ErrorPlace } from '../../domain/events/apiErrorRecord.ts';
import { reportApiError } from '../events/reportApiError.ts';
import { APP_NAME, CLIENT_PLATFORM } from '../platform/clientPlatform.ts';
import { SERVICE_BASES } from '../../domain/contracts/serviceBases.ts';
import { connectedProfilesCall, refreshCall } from '../../domain/contracts/session.ts';
import {
  browserId,
  clearSession,
  currentChildToken,
  readTokens,
  rememberChildTokens,
  writeTokens,
} from './tokenStore.ts';

/**
 * A failed call: the server's `{ code, message }`, or NETWORK when no answer came. callApi files
 * every one it throws as the spec's error record, so a caller never reports it a second time.
 */
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

export type Input<C extends Call> = {
  params?: C['params'] extends $ZodType ? z.input<C['params']> : never;
  query?: C['query'] extends $ZodType ? z.input<C['query']> : never;
  body?: C['body'] extends $ZodType ? z.input<C['body']> : never;
  headers?: Record<string, string>;
  /** The feature named in the error record when the call fails (default: service and path). */
  feature?: string;
  /** The module and screen the error record names, where the spec asks (timeline: Home, Timeline). */
  place?: ErrorPlace;
  /** Outlives the page: a call made as the tab closes (on pagehide) still reaches the server. */
  keepalive?: boolean;
};

/** The feature a failed call is filed under when its caller names none: e.g. `auth/connected_profiles`. */
function featureOf(call: Call): string {
  return `${call.service}${call.path}`;
}

/** Files the failure as the spec's error record (shell §8) and hands it back to be thrown. */
function reported<C extends Call>(call: C, input: Input<C>, url: string, error: ApiError) {
  reportApiError(call.service, error, input.feature ?? featureOf(call), url, input.place);
  return error;
}

function parseJson(text: string): { json: unknown } | undefined {
  if (text === '') return { json: undefined };
  try {
    return { json: JSON.parse(text) };
  } catch {
    return undefined;
  }
}

/** The call's path with its `:name` segments filled in, and the query string. */
function addressOf(call: Call, params: unknown, query: unknown): string {
  const values = (params ?? {}) as Record<string, string | number>;
  const path = call.path.replace(/:([A-Za-z_]+)/g, (_, name: string) =>
    encodeURIComponent(String(values[name] ?? '')),
  );
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    // A flag is written "true" or "false", spellings the contracts' queryBoolean reads.
    if (value !== undefined) search.set(key, String(value as string | number | boolean));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

export interface Answer<C extends Call> {
  status: keyof C['responses'] & number;
  body: z.output<C['responses'][keyof C['responses'] & number]>;
  headers: Headers;
}

let refreshing: Promise<boolean> | undefined;

/**
 * One refresh at a time: calls that fail with 401 or 403 meanwhile wait for it and retry once. A refused
 * refresh (401/403) signs the parent out and reloads (shell spec §4, "Authentication").
 */
function refreshOnce(): Promise<boolean> {
  refreshing ??= (async () => {
    const tokens = readTokens();
    if (!tokens) return false;
    const answer = await fetch(callUrl(refreshCall), {
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

let refreshingChildren: Promise<boolean> | undefined;

/** Child tokens live as long as access tokens: fresh ones come with the connected profiles. */
function refreshChildTokens(): Promise<boolean> {
  refreshingChildren ??= callApi(connectedProfilesCall)
    .then((answer) => {
      rememberChildTokens(answer.body.data.linked_profiles);
      return currentChildToken() !== undefined;
    })
    .finally(() => (refreshingChildren = undefined));
  return refreshingChildren;
}

/**
 * Calls a contract: the right token (the parent's for account calls, the current child's for
 * content calls) and the browser id go along, and the answer is parsed by its schema.
 */
export async function callApi<C extends Call>(
  call: C,
  input: Input<C> = {},
  retried = false,
): Promise<Answer<C>> {
  const headers: Record<string, string> = {
    [AUTH_HEADERS.browserId]: browserId(),
    [AUTH_HEADERS.platformName]: CLIENT_PLATFORM,
    [AUTH_HEADERS.appName]: APP_NAME,
    ...input.headers,
  };
  const token = call.auth === 'child' ? currentChildToken() : readTokens()?.token;
  if (call.auth !== 'none' && token) headers[AUTH_HEADERS.token] ??= token;
  if (input.body !== undefined) headers['content-type'] = 'application/json';
  const url = SERVICE_BASES[call.service] + addressOf(call, input.params, input.query);
  let answer: Response;
  try {
    answer = await fetch(url, {
      method: call.method,
      headers,
      body: input.body === undefined ? undefined : JSON.stringify(input.body),
      keepalive: input.keepalive,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : 'network error';
    throw reported(call, input, url, new ApiError(0, 'NETWORK', message));
  }
  // 401 and 403 both count as unauthorised (shell spec §5): refresh once, then try again.
  const unauthorised = answer.status === 401 || answer.status === 403;
  const refresh = call.auth === 'child' ? refreshChildTokens : refreshOnce;
  if (unauthorised && call.auth !== 'none' && !retried && (await refresh())) {
    return callApi(call, { ...input, headers: { ...input.headers } }, true);
  }
  const schema = call.responses[answer.status];
  const parsed = parseJson(await answer.text());
  if (!schema) {
    // A proxy's HTML error page is no `{ code, message }`: the status text stands in.
    const { code = 'UNKNOWN', message = answer.statusText } = (parsed?.json ?? {}) as {
      code?: string;
      message?: string;
    };
    throw reported(call, input, url, new ApiError(answer.status, code, message));
  }
  const body = parsed && z.safeParse(schema, parsed.json);
  if (!body?.success) {
    const message = body ? z.prettifyError(body.error) : 'the answer is not JSON';
    const error = new ApiError(answer.status, INVALID_RESPONSE_CODE, message);
    throw reported(call, input, url, error);
  }
  return { status: answer.status, body: body.data, headers: answer.headers } as Answer<C>;
}
