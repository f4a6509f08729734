import type { FastifySchema } from 'fastify';
import { z } from 'zod';
import type { Call } from '../../domain/contracts/defineCall.ts';

const errorAnswer = z.object({ code: z.string(), message: z.string() });

/** The fastify route schema of a contract call: validation, serialisation and OpenAPI in one. */
export function callSchema(call: Call): FastifySchema {
  return {
    summary: call.summary,
    tags: [call.service],
    ...(call.params && { params: call.params }),
    ...(call.query && { querystring: call.query }),
    ...(call.body && { body: call.body }),
    ...(call.headers && { headers: call.headers }),
    response: { ...call.responses, '4xx': errorAnswer, '5xx': errorAnswer },
  };
}
