import { vi } from 'vitest';

export interface SeenRequest {
  method: string;
  url: URL;
  body: unknown;
}

/** A canned answer: a JSON body with a status, or 204 without one. */
export type Reply = { status?: number; body?: unknown } | Promise<Response>;

type Handler = (request: SeenRequest) => Reply | undefined;

function responseOf(reply: Exclude<Reply, Promise<Response>>): Response {
  const status = reply.status ?? 200;
  return status === 204 ? new Response(null, { status }) : Response.json(reply.body, { status });
}

/**
 * Stubs fetch with a small fake of the services: each request goes to the first handler that
 * answers (a reply may be a pending promise, to hold a request in flight); anything else fails
 * as offline. Returns the requests made, for assertions.
 */
export function stubServices(...handlers: Handler[]): SeenRequest[] {
  const requests: SeenRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const text = input instanceof Request ? input.url : input.toString();
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      const request = {
        method: init?.method ?? 'GET',
        url: new URL(text, 'http://app.test'),
        body,
      };
      requests.push(request);
      for (const handler of handlers) {
        const reply = handler(request);
        if (reply instanceof Promise) return reply;
        if (reply) return Promise.resolve(responseOf(reply));
      }
      return Promise.reject(new Error('no network in unit tests'));
    }),
  );
  return requests;
}

/** Answers `method path` (the full path, e.g. /api/practice/v1/practice/session) with replies in turn; the last repeats. */
export function on(method: string, path: string, ...replies: Reply[]): Handler {
  let next = 0;
  return (request) => {
    if (request.method !== method || request.url.pathname !== path) return undefined;
    const reply = replies[Math.min(next, replies.length - 1)];
    next++;
    return reply;
  };
}

export const ok = (body: unknown): Reply => ({ body });
export const NO_CONTENT: Reply = { status: 204 };

export function requestsTo(requests: SeenRequest[], method: string, path: string): SeenRequest[] {
  return requests.filter((r) => r.method === method && r.url.pathname === path);
}
