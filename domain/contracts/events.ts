import * as z from 'zod/mini';
import { freeFormRecord, text } from './contractPrimitives.ts';
import { defineCall } from './defineCall.ts';

/**
 * The largest event body the service stores. A beacon carries at most 64 KB; an event is a few
 * hundred bytes, so a quarter of that is ample and keeps one caller from filling the table.
 */
export const EVENT_MAX_BYTES = 16_384;

/** Namespaces, topics and event ids: short names that are safe in a URL and a log line. */
export const EVENT_NAME = /^[A-Za-z0-9_.-]{1,64}$/;

export const eventName = text().check(z.regex(EVENT_NAME));

export const pushEventCall = defineCall({
  service: 'events',
  method: 'POST',
  path: '/de/events/push/v2',
  summary:
    'Stores one analytics or error event under its namespace and topic (sent by beacon where the browser can)',
  auth: 'none',
  query: z.object({ namespace: eventName, topic: eventName }),
  body: freeFormRecord(EVENT_MAX_BYTES),
  responses: { 202: z.object({ data: z.object({ accepted: z.literal(true) }) }) },
});
