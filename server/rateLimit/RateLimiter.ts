/** Fixed-window counters, shared between server copies when they live in Redis. */
export interface RateLimiter {
  /** Counts one hit; `allowed` is false once the window holds more than `limit` hits. */
  hit(
    key: string,
    limit: number,
    windowMs: number,
  ): Promise<{ allowed: boolean; retryAfterMs: number }>;
  close(): Promise<void>;
}
