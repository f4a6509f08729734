import * as z from 'zod/mini';
import { CLIENT_PLATFORMS } from '../platform/clientPlatform.ts';
import { text } from './contractPrimitives.ts';
import { defineCall } from './defineCall.ts';
import { eventName } from './events.ts';

/** A deep link's tracking id: made by `abhyas events deep-link new`, carried in the link's query. */
export const TRACKING_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The query parameter a deep link or a companion app's QR code carries its tracking id in (shell spec §3). */
export const TRACKING_ID_PARAM = 'tracking_id';

const trackingId = text().check(z.regex(TRACKING_ID));
const platform = z.enum(CLIENT_PLATFORMS);
const recorded = z.object({ payload: z.object({ recorded: z.literal(true) }) });

/** Deep-link tracking (learning-experience spec §7): under the events service base. */
export const deepLinkOpenCall = defineCall({
  service: 'events',
  method: 'POST',
  path: '/open',
  summary: 'Records that the app was opened from a deep link',
  auth: 'none',
  body: z.object({ tracking_id: trackingId, platform }),
  responses: { 201: recorded },
});

export const trackingDetailsCall = defineCall({
  service: 'events',
  method: 'GET',
  path: '/tracking-details/:id',
  summary: 'The events a deep link wants to hear about when the person who opened it does them',
  auth: 'none',
  params: z.object({ id: trackingId }),
  responses: {
    200: z.object({
      payload: z.object({ tracking_id: z.string(), desired_events: z.array(z.string()) }),
    }),
  },
});

export const deepLinkEventCall = defineCall({
  service: 'events',
  method: 'POST',
  path: '/event',
  summary: 'Records that someone who opened a deep link did one of its desired events',
  auth: 'none',
  body: z.object({ tracking_id: trackingId, platform, event_id: eventName }),
  responses: { 201: recorded },
});
