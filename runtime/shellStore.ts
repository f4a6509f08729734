import { createStore } from 'jotai';

/**
 * The jotai store of the page-wide pieces that code outside React drives (toasts, the build
 * update): a promise handler or a timer can reach it, and the components that show them read it
 * whichever jotai Provider they sit under.
 */
export const shellStore = createStore();
