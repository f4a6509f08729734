import type { $ZodType } from 'zod/v4/core';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Which token a call needs: none, the parent's root token (account calls), a child profile's token
 * (content calls), or a short-lived token from an earlier step (OTP, password reset).
 */
export type CallAuth = 'none' | 'root' | 'child';

/** One call of a service: the single description both the browser client and the server use. */
export interface Call {
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
