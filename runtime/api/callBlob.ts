import type * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { AUTH_HEADERS } from '../../domain/contracts/authHeaders.ts';
import type { Call } from '../../domain/contracts/defineCall.ts';
import { SERVICE_BASES } from '../../domain/contracts/serviceBases.ts';
import { connectedProfilesCall } from '../../domain/contracts/session.ts';
import { reportApiError } from '../events/reportApiError.ts';
import { APP_NAME, CLIENT_PLATFORM } from '../platform/clientPlatform.ts';
import { ApiError, callApi } from './callApi.ts';
import { browserId, currentChildToken, readTokens, rememberChildTokens } from './tokenStore.ts';

export interface BlobAnswer {
  blob: Blob;
  /** The name the server gave the file (Content-Disposition), when it gave one. */
  fileName: string | undefined;
}

type Params<C extends Call> = C['params'] extends $ZodType ? z.input<C['params']> : never;

const FILE_NAME = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i;

function fileNameOf(disposition: string | null): string | undefined {
  const match = disposition ? FILE_NAME.exec(disposition) : null;
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

/**
 * A contract call whose answer is a file (an invoice PDF), not JSON: the same token and headers as
 * callApi, one retry after fresh child tokens on 401/403, and a failure filed like any other.
 */
export async function callBlob<C extends Call>(
  call: C,
  params: Params<C>,
  retried = false,
): Promise<BlobAnswer> {
  const values = (params ?? {}) as Record<string, string | number>;
  const path = call.path.replace(/:([A-Za-z_]+)/g, (_, name: string) =>
    encodeURIComponent(String(values[name] ?? '')),
  );
  const url = SERVICE_BASES[call.service] + path;
  const headers: Record<string, string> = {
    [AUTH_HEADERS.browserId]: browserId(),
    [AUTH_HEADERS.platformName]: CLIENT_PLATFORM,
    [AUTH_HEADERS.appName]: APP_NAME,
  };
  const token = call.auth === 'child' ? currentChildToken() : readTokens()?.token;
  if (call.auth !== 'none' && token) headers[AUTH_HEADERS.token] = token;
  const fail = (error: ApiError) => {
    reportApiError(call.service, error, `${call.service}${call.path}`, url);
    return error;
  };
  let answer: Response;
  try {
    answer = await fetch(url, { method: call.method, headers });
  } catch (error) {
    throw fail(
      new ApiError(0, 'NETWORK', error instanceof Error ? error.message : 'network error'),
    );
  }
  const unauthorised = answer.status === 401 || answer.status === 403;
  if (unauthorised && call.auth === 'child' && !retried) {
    const profiles = await callApi(connectedProfilesCall);
    rememberChildTokens(profiles.body.data.linked_profiles);
    return callBlob(call, params, true);
  }
  if (!answer.ok) {
    const { code = 'UNKNOWN', message = answer.statusText } = (await answer
      .json()
      .catch(() => ({}))) as { code?: string; message?: string };
    throw fail(new ApiError(answer.status, code, message));
  }
  return {
    blob: await answer.blob(),
    fileName: fileNameOf(answer.headers.get('content-disposition')),
  };
}
