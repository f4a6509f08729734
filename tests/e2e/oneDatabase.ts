/**
 * The tag of a browser check that is about what a page shows — a page document's headings and
 * language, a script's layout — not about what the server keeps. Its writes, if it makes any, are
 * the sign-up and the paper that other specs run as journeys on both databases, so it runs in the
 * SQLite pass only: `runE2e.ts` leaves it out of the PostgreSQL pass.
 */
export const ONE_DATABASE = '@oneDatabase';
