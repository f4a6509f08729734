import type { ScopedMutator } from 'swr';
import {
  liveClassBatchCall,
  liveClassCall,
  liveClassesCall,
} from '../../../domain/contracts/liveClasses.ts';

const LISTING_PATHS: readonly string[] = [
  liveClassesCall.path,
  liveClassCall.path,
  liveClassBatchCall.path,
];

/**
 * Asks again for every list and class on screen after a registration changed (useCall's keys are
 * `[service, method, path, input]`), so the Registered tab and the counts follow the server.
 */
export function refreshLiveClasses(mutate: ScopedMutator): void {
  void mutate(
    (key) =>
      Array.isArray(key) &&
      key[0] === liveClassesCall.service &&
      key[1] === 'GET' &&
      LISTING_PATHS.includes(String(key[2])),
  );
}
