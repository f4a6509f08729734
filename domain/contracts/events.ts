import * as z from 'zod/mini';
import { defineCall } from './defineCall.ts';

/** The events service (analytics and error events), under /api/events. */
export const EVENTS_BASE = '/api/events';

const name = z.string().check(z.regex(/^[A-Za-z0-9_.-]{1,64}$/));

export const pushEventCall = defineCall({
  method: 'POST',
  path: '/de/events/push/v2',
  summary:
    'Stores one analytics or error event under its namespace and topic (sent by beacon where the browser can)',
  auth: 'none',
  query: z.object({ namespace: name, topic: name }),
  body: z.record(z.string(), z.unknown()),
  responses: { 202: z.object({ data: z.object({ accepted: z.literal(true) }) }) },
});
