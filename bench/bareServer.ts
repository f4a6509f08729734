import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';

/**
 * `node --import tsx bench/bareServer.ts`: the ceiling on this machine, a fastify route answering a
 * constant in a process of its own (as the app runs in bench/serverProcess.ts), so that the share
 * of bare compares two servers that both have a core to themselves. Prints its port, then serves
 * until it is sent SIGTERM.
 */
const app = Fastify();
app.get('/bare', () => ({ data: { ok: true } }));
await app.listen({ host: '127.0.0.1', port: 0 });
console.log(String((app.server.address() as AddressInfo).port));
process.once('SIGTERM', () => void app.close());
