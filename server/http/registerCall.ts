import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import type { Call } from '../../domain/contracts/defineCall.ts';
import { SERVICE_BASES } from '../../domain/contracts/serviceBases.ts';
import { callSchema } from './callSchema.ts';

type Parsed<S> = S extends $ZodType ? z.output<S> : undefined;

/** A call's validated input: the zod validator has already parsed (and defaulted) each part. */
export interface CallInput<C extends Call> {
  params: Parsed<C['params']>;
  query: Parsed<C['query']>;
  body: Parsed<C['body']>;
}

type Success<C extends Call> = {
  [S in keyof C['responses'] & number]: {
    status: S;
    body: z.input<C['responses'][S]>;
    headers?: Record<string, string>;
  };
}[keyof C['responses'] & number];

type Answer<C extends Call> =
  | Success<C>
  | (200 extends keyof C['responses']
      ? { status?: undefined; body: z.input<C['responses'][200]>; headers?: Record<string, string> }
      : never);

/**
 * Mounts one contract call: the route's validation, serialisation and OpenAPI come from the
 * contract, and the handler's types from its zod schemas.
 */
export function registerCall<C extends Call>(
  app: FastifyInstance,
  call: C,
  handler: (
    input: CallInput<C>,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => Answer<C> | Promise<Answer<C>>,
) {
  app.route({
    method: call.method,
    url: SERVICE_BASES[call.service] + call.path,
    schema: callSchema(call),
    handler: async (request, reply) => {
      const input = {
        params: request.params,
        query: request.query,
        body: request.body,
      } as CallInput<C>;
      const answer = await handler(input, request, reply);
      return reply
        .code(answer.status ?? 200)
        .headers(answer.headers ?? {})
        .send(answer.body);
    },
  });
}
