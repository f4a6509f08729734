/**
 * Clears what was kept of a submitted session for offline use (forgetOfflineKeep.ts), loading
 * that code only now: the test player's budget carries this function alone. A failure is logged
 * (nothing the student can do; the next test's keep sweeps this test's old cache).
 */
export function forgetKept(sessionId: string): void {
  import('./forgetOfflineKeep.ts')
    .then(({ forgetOfflineKeep }) => forgetOfflineKeep(sessionId))
    .catch((error: unknown) =>
      console.warn('what was kept of the test for offline use could not be cleared', error),
    );
}
