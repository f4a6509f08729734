import type { FastifyInstance, FastifyReply } from 'fastify';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { preferredEncoding } from './preferredEncoding.ts';

/**
 * Below this an answer goes as it is: it fits a packet either way, and compressing costs the
 * server time for nothing. The build's precompressed copies use the same line.
 */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Made per answer, so speed counts: brotli at 4 is about as fast as gzip at 6 and still smaller
 * (11, the build's level, takes a hundred times longer).
 */
const BROTLI_OPTIONS = {
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 4,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  },
};
const GZIP_OPTIONS = { level: 6 };

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const JSON_TYPE = /^application\/(?:[\w.+-]*\+)?json\b/;
/** Answers without a body to compress, or whose body is a byte range of something else. */
const BODILESS_OR_PARTIAL = new Set([204, 206, 304]);

/**
 * API answers in JSON of COMPRESS_MIN_BYTES or more are sent in brotli or gzip, as the client's
 * Accept-Encoding prefers. Only JSON: files come precompressed (plugins/serveFiles.ts), media are
 * compressed already, and a stream (if a route ever sends one) is not a string to compress whole.
 */
export function registerJsonCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (BODILESS_OR_PARTIAL.has(reply.statusCode) || reply.hasHeader('content-encoding'))
      return payload;
    if (!JSON_TYPE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    if (Buffer.byteLength(payload) < COMPRESS_MIN_BYTES) return payload;
    // The answer depends on the header from here on, even when it goes uncompressed.
    addVary(reply, 'accept-encoding');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding === undefined) return payload;
    const body =
      encoding === 'br'
        ? await brotli(payload, BROTLI_OPTIONS)
        : await gzipped(payload, GZIP_OPTIONS);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return body;
  });
}

function addVary(reply: FastifyReply, name: string): void {
  const current = reply.getHeader('vary');
  const values = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter((v) => v !== '');
  if (values.includes('*') || values.includes(name)) return;
  reply.header('vary', [...values, name].join(', '));
}
