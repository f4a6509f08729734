/**
 * Stands in for `use-sync-external-store/shim` in the build (vite.config.ts aliases it here): swr
 * imports that shim for React before 18, and React 19 has the hook itself.
 */
export { useSyncExternalStore } from 'react';
