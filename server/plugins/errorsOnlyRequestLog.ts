import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * What `abhyas serve` logs of requests in production: nothing for a request that went well, a line
 * for one that failed (an error, or a 5xx answer). An info line for every request cost about 30%
 * of the server's throughput, and a busy exam hour is exactly when it can least spare it; what
 * went wrong is still there to read. Development keeps fastify's line per request.
 */
export class ErrorsOnlyRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (!error && reply.statusCode < 500) return;
    reply.log.error(
      { req: request, res: reply, err: error ?? undefined, responseTime: reply.elapsedTime },
      error ? 'request errored' : 'request failed',
    );
  }
}
