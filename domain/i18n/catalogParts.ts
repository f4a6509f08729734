/**
 * Message catalogs reach the browser in parts, so a route downloads the texts it shows and not
 * every text of the product: the core part (shell, landing, exception pages) with the app, the
 * others with the screens that need them. A key belongs to the part its first segment names.
 */
export const CATALOG_PARTS = {
  account: [
    'auth',
    'form',
    'profiles',
    'settings',
    'invite',
    'passwordPrompt',
    'accountVerify',
    'otp',
  ],
  /**
   * The subscription screens and the shell's plan pieces (founder's note, plan floater, paywall),
   * which load after first paint for a signed-in student of a brand that sells plans: apart, so
   * neither the first routes nor the account forms carry their texts.
   */
  subscription: ['subscription', 'plan'],
  /** Module homes' shelves and tiles, summaries, books and the video player. */
  learn: ['learn', 'tile', 'shelf', 'player', 'book', 'video'],
  /** The practice screens. */
  practice: ['practice'],
  /** The achieve screens: readiness, the onboarding, the personal plan, mastery, stories. */
  achieve: ['achieve'],
  /** My classrooms, live classes and their summaries, batches. */
  classroom: ['classroom', 'liveClass'],
  /** The question types' answering UI, wherever a question is shown (practice, tests, analysis). */
  question: ['question', 'timeReadSet', 'numericalOperation'],
  /** Test tiles, the test summary, the analysis and its web views, create-your-test. */
  test: ['test'],
  /** The test runner, apart: a student waiting for the paper gets its texts only. */
  runner: ['runner'],
  /**
   * User home: the hub, bookmarks, watchlist, revision lists, tests taken, the timeline; and the
   * student's other own things, which load after first paint: the notifications screen and the
   * header's bell, the notifier's templates (`notice`, rendered by the server), the embium
   * modal, and search (the header's box and the results page). A part of their own would cost every first route its loaders (about 0.17 KB), which
   * the budgets have not got.
   */
  userHome: [
    'userHome',
    'bookmarks',
    'watchlist',
    'revision',
    'testsTaken',
    'timeline',
    'assignments',
    'notifications',
    'notice',
    'embiums',
    'search',
  ],
  /**
   * Public and info pages: their titles and the words of their blocks and the feedback form; and
   * the landing's words for brands other than the platform's own (homework, institute, home),
   * which the platform's visitors never load (every part costs each route's entry a loader per
   * language).
   */
  info: ['info', 'landings'],
} as const satisfies Record<string, readonly string[]>;

export type CatalogPart = 'core' | keyof typeof CATALOG_PARTS;

/**
 * Parts whose loaders are one hop away: the entry carries a loader per language and part (about
 * 0.17 KB gzip a part), so parts no first route of the platform shows before it is usable
 * (achieve's screens; the info pages and other brands' landings; the subscription's screens and
 * plan pieces, which come after first paint) keep theirs in a chunk of its own, fetched with the
 * first of them.
 */
export const LATER_CATALOG_PARTS: readonly CatalogPart[] = [
  'achieve',
  'classroom',
  'info',
  'subscription',
];

export const CATALOG_PART_NAMES: readonly CatalogPart[] = [
  'core',
  ...(Object.keys(CATALOG_PARTS) as (keyof typeof CATALOG_PARTS)[]),
];

const PART_OF_SEGMENT = new Map<string, CatalogPart>(
  Object.entries(CATALOG_PARTS).flatMap(([part, segments]) =>
    segments.map((segment) => [segment, part as CatalogPart] as const),
  ),
);

export function partOfKey(key: string): CatalogPart {
  return PART_OF_SEGMENT.get(key.split('.')[0] ?? '') ?? 'core';
}

/** A catalog that failed to load is tried this often, this far apart (shell spec §4, "Locale"). */
export const CATALOG_LOAD_ATTEMPTS = 5;
export const CATALOG_RETRY_MS = 3000;
