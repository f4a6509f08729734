/** Fixed-window counters, shared between server copies when they live in Redis. */
export interface RateLimiter {
  /**
   * Adds `amount` (default 1) to the key's window; `allowed` is false once the window holds more
   * than `limit`. An amount of 0 only reads (a limit that counts failures checks before it counts),
   * and a negative amount gives back (a code that was entered gives its address its hit back).
   */
  hit(
    key: string,
    limit: number,
    windowMs: number,
    amount?: number,
  ): Promise<{ allowed: boolean; retryAfterMs: number }>;
  close(): Promise<void>;
}
