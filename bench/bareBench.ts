import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import { CONCURRENCY, loadTest, type LoadResult } from './loadTest.ts';

const REQUESTS = 4000;

/** The ceiling on this machine: a fastify route that answers a constant, measured in the same run. */
export async function bareBench(): Promise<LoadResult> {
  const app = Fastify();
  app.get('/bare', () => ({ data: { ok: true } }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  try {
    return await loadTest('bare fastify route', REQUESTS, CONCURRENCY, () =>
      fetch(`http://127.0.0.1:${port}/bare`),
    );
  } finally {
    await app.close();
  }
}
