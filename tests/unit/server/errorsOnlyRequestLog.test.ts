import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ErrorsOnlyRequestLog } from '../../../server/plugins/errorsOnlyRequestLog.ts';

/** A server logging as production does, and the lines it wrote. */
async function quietServer() {
  const lines: {
    level: number;
    responseTime?: number;
    req?: { url: string };
    res?: { statusCode: number };
  }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as (typeof lines)[number]);
      done();
    },
  });
  const app = Fastify({ logger: { stream }, logController: new ErrorsOnlyRequestLog() });
  app.get('/fine', () => ({ ok: true }));
  app.get('/missing', (_request, reply) => reply.code(404).send({ code: 'NOT_FOUND' }));
  app.get('/unavailable', (_request, reply) => reply.code(503).send({ code: 'DOWN' }));
  app.get('/broken', () => {
    throw new Error('the disk is gone');
  });
  await app.ready();
  return { app, lines };
}

/** pino's level for errors. */
const ERROR = 50;

describe('request logging in production', () => {
  it('writes nothing for requests that went well or were refused', async () => {
    const { app, lines } = await quietServer();
    await app.inject('/fine');
    await app.inject('/missing');
    expect(lines).toEqual([]);
    await app.close();
  });

  it('writes an error line for a request that failed or answered 5xx', async () => {
    const { app, lines } = await quietServer();
    await app.inject('/broken');
    await app.inject('/unavailable');
    // The error handler writes the thrown error itself; this is the request's own line.
    const requestLines = lines.filter((l) => l.responseTime !== undefined);
    expect(requestLines.map((l) => [l.level, l.req?.url, l.res?.statusCode])).toEqual([
      [ERROR, '/broken', 500],
      [ERROR, '/unavailable', 503],
    ]);
    await app.close();
  });
});
