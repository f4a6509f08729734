/**
 * The little of a browser the runner's queue module touches when it loads and runs, for running
 * it under Node 20 in the chaos benchmark (imported before it). IndexedDB is fake-indexeddb.
 */
import 'fake-indexeddb/auto';

if (typeof navigator === 'undefined')
  Object.defineProperty(globalThis, 'navigator', {
    value: { onLine: true, userAgent: 'Node.js chaos benchmark' },
  });
