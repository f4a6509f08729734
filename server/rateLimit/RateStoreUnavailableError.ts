/**
 * The shared counters (Redis) could not be reached or did not answer in time: an outage, which a
 * limit answers by its `whenStoreDown`, unlike a bug of ours, which stays a 500.
 */
export class RateStoreUnavailableError extends Error {
  override name = 'RateStoreUnavailableError';

  constructor(cause: unknown) {
    super('the rate-limit counters cannot be reached', { cause });
  }
}
