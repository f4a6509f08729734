import type { NoticeKind } from '../contracts/notifications.ts';

/**
 * One thing worth telling a child, as a service hands it to the notifier: the notifier renders the
 * kind's template (`notice.<kind>.title` and `.body` in every catalog) in the profile's language,
 * keeps it in the inbox and queues it on every channel the child has on.
 */
export interface Notice {
  orgId: number;
  childId: string;
  kind: NoticeKind;
  /** Same key for the same child, same notification: an event told twice notifies once. */
  dedupeKey: string;
  /** The ICU values of the kind's template (a test's title, days left…). */
  values: Readonly<Record<string, string | number>>;
  /** The app path it opens. */
  link: string;
}

/** How a service tells the notifier; `app.ts` hands it to the services that notify. */
export type Notify = (notice: Notice) => Promise<void>;

/**
 * A source of notices that come with time rather than with a request (a plan about to end, a
 * scheduled test about to open): what is due at `now`. The notifier's sweeper asks each on every
 * round; dedupe keys make asking again harmless.
 */
export type NoticeSweep = (now: number) => Promise<readonly Notice[]>;
