import * as z from 'zod/mini';
import { TRACKING_ID } from '../../domain/contracts/deepLinks.ts';

/**
 * Everything the shell keeps in this browser's localStorage (shell spec §3, "Locally persisted"),
 * one entry a key: its name in storage, what it holds and who writes it. Values are read back
 * through their schema, since anything in storage may be stale, edited or from an older build.
 * Plain strings are stored as they are (so older builds' values still read); the rest as JSON.
 */
export const PERSISTED = {
  /** The interface language, a supported locale code (runtime/i18n/localeAtom.ts). */
  locale: { key: 'locale', value: z.string() },
  /** The in-app path and query shown now, written on every navigation (routeMemory.ts). */
  currentRoute: { key: 'currentRoute', value: z.string() },
  /** The path shown before the current one, for going back after a reload (routeMemory.ts). */
  prevPath: { key: 'prevPath', value: z.string() },
  /**
   * The tracking id a companion app's QR code put in the address (`tracking_id`); kept so a later
   * sign-on failure can tell a QR-code session from a plain link (trackingId.ts).
   */
  trackingId: { key: 'tracking_id', value: z.string().check(z.minLength(1), z.maxLength(64)) },
  /**
   * The `optimised_video` preference from the address: on, the player starts in low quality
   * unless the student chose one. Kept 7 days from when the address last said so
   * (optimisedVideo.ts).
   */
  optimisedVideo: {
    key: 'optimised_video',
    value: z.object({ on: z.boolean(), expiresAt: z.number() }),
  },
  /**
   * Which once-only usage events of the shell's tabs and widgets (the chat launcher's first
   * showing, …) this browser has sent, by event name (tabEventStates.ts).
   */
  tabEventStates: { key: 'tab-event-states', value: z.record(z.string(), z.boolean()) },
  /** A random id for this browser, sent as the browser-id header (runtime/api/tokenStore.ts). */
  browserId: { key: 'browser-id', value: z.string() },
  /** The parent's access token (runtime/api/tokenStore.ts); cleared at sign-out. */
  authToken: { key: 'auth.token', value: z.string() },
  /** The parent's refresh token (runtime/api/tokenStore.ts); cleared at sign-out. */
  refreshToken: { key: 'auth.refresh-token', value: z.string() },
  /** The id of the current child profile (runtime/api/tokenStore.ts); cleared at sign-out. */
  childId: { key: 'child-id', value: z.string() },
  /** Where the student dragged the plan-status floater, in px from the top left (planShellMemory.ts). */
  planFloater: { key: 'plan-floater', value: z.object({ x: z.number(), y: z.number() }) },
  /**
   * The day (YYYY-MM-DD, India time) each once-a-day plan notice (the warning, the plan-ended
   * offer) was last closed, by notice, so each comes back the next day (planShellMemory.ts).
   */
  planNotices: { key: 'plan-notices', value: z.record(z.string(), z.string()) },
  /**
   * The push token (a PushSubscription's JSON) this browser gave the notifications service, kept
   * so that sign-out and switching push off can take it back (runtime/notifications/webPush.ts).
   */
  pushToken: { key: 'push-token', value: z.string() },
  /**
   * Which of each child's own-history shelves (continue watching, assignments, school tests) had
   * tiles on the last visit, by child id: only those keep their place while they load
   * (keepsPlaceWhileLoading.ts); cleared at sign-out.
   */
  filledShelves: { key: 'filled-shelves', value: z.record(z.string(), z.array(z.string())) },
  /** The id of the install-the-app banner this browser closed (smartBannerClosed.ts). */
  smartBannerClosed: { key: 'smart-banner-closed', value: z.string() },
  /**
   * The deep link this browser came from, with the events it wants to hear and those already
   * reported (runtime/events/deepLinkTracking.ts).
   */
  deepLink: {
    key: 'deep-link',
    value: z.object({
      tracking_id: z.string().check(z.regex(TRACKING_ID)),
      desired_events: z.array(z.string()),
      reported_events: z.array(z.string()),
    }),
  },
} as const;

export type PersistedName = keyof typeof PERSISTED;
export type PersistedValue<N extends PersistedName> = z.output<(typeof PERSISTED)[N]['value']>;

/** Storage names by their name here, for code that talks to localStorage itself. */
export const PERSISTED_KEYS = Object.fromEntries(
  Object.entries(PERSISTED).map(([name, entry]) => [name, entry.key]),
) as { readonly [N in PersistedName]: (typeof PERSISTED)[N]['key'] };

function storesPlainText(name: PersistedName): boolean {
  return PERSISTED[name].value instanceof z.ZodMiniString;
}

/** The stored value, or undefined when there is none or it no longer fits its schema. */
export function readPersisted<N extends PersistedName>(
  name: N,
  storage: Storage = localStorage,
): PersistedValue<N> | undefined {
  const text = storage.getItem(PERSISTED[name].key);
  if (text === null) return undefined;
  let raw: unknown = text;
  if (!storesPlainText(name)) {
    try {
      raw = JSON.parse(text);
    } catch {
      return undefined;
    }
  }
  const parsed = z.safeParse(PERSISTED[name].value, raw);
  return parsed.success ? (parsed.data as PersistedValue<N>) : undefined;
}

export function writePersisted<N extends PersistedName>(
  name: N,
  value: PersistedValue<N>,
  storage: Storage = localStorage,
): void {
  const text = typeof value === 'string' && storesPlainText(name) ? value : JSON.stringify(value);
  storage.setItem(PERSISTED[name].key, text);
}

export function removePersisted(name: PersistedName, storage: Storage = localStorage): void {
  storage.removeItem(PERSISTED[name].key);
}
