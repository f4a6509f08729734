import type { $ZodType } from 'zod/v4/core';
import { SERVICE_BASES, type ServiceName } from './serviceBases.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Which token a call needs: none, the parent's root token (account calls), a child profile's token
 * (content calls), or a short-lived token from an earlier step (OTP, password reset).
 */
export type CallAuth = 'none' | 'root' | 'child';

/** One call of a service: the single description both the browser client and the server use. */
export interface Call {
  /** The service that answers it; its base comes from SERVICE_BASES, never from the caller. */
  service: ServiceName;
  method: HttpMethod;
  /** Path below the service base, in the spec's own spelling; `:name` segments are params. */
  path: string;
  summary: string;
  auth: CallAuth;
  params?: $ZodType;
  query?: $ZodType;
  body?: $ZodType;
  headers?: $ZodType;
  /** Answers by status; every status the call may answer with on success is listed. */
  responses: Readonly<Record<number, $ZodType>>;
}

export function defineCall<const C extends Call>(call: C): C {
  return call;
}

/** Where a call is served: its service's base and its path (with any `:name` segments unfilled). */
export function callUrl(call: Pick<Call, 'service' | 'path'>): string {
  return SERVICE_BASES[call.service] + call.path;
}
