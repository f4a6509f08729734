/**
 * The notifications service (shell spec §7 "Notifications", §3 "Notification", "Notification
 * preference channels", §4 "Notifications"; learning spec §3 "Notification token"). Every call is a
 * child profile's: a profile reads and changes only its own inbox, preferences and push tokens.
 * The spec names the fields; the wrappers (`payload`) follow it, the rest is ours
 * (docs/decisions/notifications.md).
 */
import * as z from 'zod/mini';
import { SUPPORTED_LOCALES } from '../rules/locales.ts';
import { epochMs, storedIntParam, text, wholeNumber } from './contractPrimitives.ts';
import { defineCall } from './defineCall.ts';

/** Spec §9: the inbox is read 8 at a time. */
export const NOTIFICATION_PAGE_SIZE = 8;
/** The most a caller may ask for in one page, or change in one call. */
export const NOTIFICATION_PAGE_SIZE_MAX = 50;
export const NOTIFICATION_IDS_MAX = 100;

export const NOTIFICATION_STATUSES = ['unread', 'read'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** What a notification tells; each has a template in all twelve catalogs (`notice.<kind>.*`). */
export const NOTICE_KINDS = [
  'analysisReady',
  'solutionsReleased',
  'testOpening',
  'planExpiring',
  'planExpired',
  'paymentSucceeded',
  'practiceMilestone',
  'inviteAccepted',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** Spec §3's preference channels: e-mail, SMS, WhatsApp, push, in-app. */
export const NOTIFICATION_CHANNELS = ['EM', 'SMS', 'WA', 'PN', 'IA'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const PUSH_PLATFORMS = ['web', 'android', 'ios'] as const;

/** Server ids are uuids, lower case. */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const notificationId = () =>
  text().check(z.regex(UUID_PATTERN, 'must be a notification id'));

const locale = z.optional(z.enum(SUPPORTED_LOCALES));

/** One in-app notification, its words rendered in the asked language. */
export const notification = z.object({
  id: z.string(),
  status: z.enum(NOTIFICATION_STATUSES),
  kind: z.enum(NOTICE_KINDS),
  title: z.string(),
  body: z.string(),
  /** The app path it opens ("/mock-test/…/analysis"). */
  link: z.string(),
  createdAt: epochMs(),
});
export type Notification = z.infer<typeof notification>;

export const notificationPage = z.object({
  content: z.array(notification),
  /** All notifications matching the query (with `status=unread`: the unread count). */
  totalElements: wholeNumber(),
  /** No page comes after this one. */
  last: z.boolean(),
  page: wholeNumber(),
});
export type NotificationPage = z.infer<typeof notificationPage>;

const idList = z.array(notificationId()).check(z.minLength(1), z.maxLength(NOTIFICATION_IDS_MAX));
const affected = z.object({ payload: z.object({ documents_affected: wholeNumber() }) });

export const listNotificationsCall = defineCall({
  service: 'notifications',
  method: 'GET',
  path: '/in-app',
  summary:
    "The child's in-app notifications, newest first, a page at a time from page 0; `status=unread` counts the unread in `totalElements`",
  auth: 'child',
  query: z.object({
    status: z.optional(z.enum(NOTIFICATION_STATUSES)),
    page: z._default(storedIntParam(), 0),
    pageSize: z._default(
      storedIntParam().check(z.minimum(1), z.maximum(NOTIFICATION_PAGE_SIZE_MAX)),
      NOTIFICATION_PAGE_SIZE,
    ),
    locale,
  }),
  responses: { 200: z.object({ payload: notificationPage }) },
});

export const markNotificationsCall = defineCall({
  service: 'notifications',
  method: 'PATCH',
  path: '/in-app',
  summary: 'Marks notifications read or unread; ids not the child’s are not counted',
  auth: 'child',
  body: z.object({ status: z.enum(NOTIFICATION_STATUSES), in_app_record_ids: idList }),
  responses: { 200: affected },
});

export const deleteNotificationsCall = defineCall({
  service: 'notifications',
  method: 'DELETE',
  path: '/in-app',
  summary: 'Deletes notifications (the client sends it after its undo window)',
  auth: 'child',
  body: z.object({ in_app_record_ids: idList }),
  responses: { 200: affected },
});

/** Every channel on or off (`payload.common`, spec §7). */
export const channelPreferences = z.object({
  EM: z.boolean(),
  SMS: z.boolean(),
  WA: z.boolean(),
  PN: z.boolean(),
  IA: z.boolean(),
});
export type ChannelPreferences = z.infer<typeof channelPreferences>;

const preferencesAnswer = z.object({
  payload: z.object({
    common: channelPreferences,
    /** Channels this deployment cannot deliver (WhatsApp until an adapter is configured). */
    unavailable: z.array(z.enum(NOTIFICATION_CHANNELS)),
  }),
});

export const getPreferencesCall = defineCall({
  service: 'notifications',
  method: 'GET',
  path: '/preferences',
  summary: "The child's channel preferences (the spec does not show this path)",
  auth: 'child',
  responses: { 200: preferencesAnswer },
});

export const setPreferenceCall = defineCall({
  service: 'notifications',
  method: 'POST',
  path: '/preferences',
  summary: 'Turns one channel on or off',
  auth: 'child',
  body: z.object({ channel: z.enum(NOTIFICATION_CHANNELS), enable: z.boolean() }),
  responses: { 200: preferencesAnswer },
});

/** A Web Push subscription's JSON, or an app's FCM token: small either way. */
export const NOTIFICATION_TOKEN_MAX_LENGTH = 2_048;
export const DEVICE_ID_MAX_LENGTH = 128;

export const saveNotificationTokenCall = defineCall({
  service: 'notifications',
  method: 'POST',
  path: '/fcm-token',
  summary:
    "Keeps a device's push token for the child: on `web`, the PushSubscription's JSON; a device keeps one token",
  auth: 'child',
  body: z.object({
    notification_token: text().check(z.minLength(1), z.maxLength(NOTIFICATION_TOKEN_MAX_LENGTH)),
    platform: z._default(z.enum(PUSH_PLATFORMS), 'web'),
    device_id: z.optional(text().check(z.minLength(1), z.maxLength(DEVICE_ID_MAX_LENGTH))),
  }),
  responses: { 200: z.object({ payload: z.object({ saved: z.literal(true) }) }) },
});

export const deleteNotificationTokenCall = defineCall({
  service: 'notifications',
  method: 'DELETE',
  path: '/fcm-token',
  summary: 'Forgets a push token (sign-out sends it); an unknown token is already gone',
  auth: 'child',
  body: z.object({
    notification_token: text().check(z.minLength(1), z.maxLength(NOTIFICATION_TOKEN_MAX_LENGTH)),
  }),
  responses: { 200: affected },
});

export const pushPublicKeyCall = defineCall({
  service: 'notifications',
  method: 'GET',
  path: '/push/public-key',
  summary: "The server's VAPID public key (base64url), the browser's applicationServerKey",
  auth: 'none',
  responses: { 200: z.object({ payload: z.object({ publicKey: z.string() }) }) },
});
