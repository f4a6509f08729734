import { configure } from '@testing-library/dom';

/**
 * How long `findBy…` and `waitFor` wait before failing. The first screen of a file loads its lazy
 * chunks and catalogs cold, which on a busy 2-core machine (CI) can take longer than the library's
 * 1 s default; a query that succeeds returns at once, so only a real failure waits this long.
 */
const ASYNC_QUERY_TIMEOUT_MS = 5_000;

configure({ asyncUtilTimeout: ASYNC_QUERY_TIMEOUT_MS });
