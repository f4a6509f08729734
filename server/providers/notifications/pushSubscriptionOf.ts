import * as z from 'zod/mini';
import { PUSH_SERVICE_HOSTS } from './PushSettings.ts';

/** A browser's PushSubscription as `JSON.stringify(subscription)` gives it. */
const subscriptionJson = z.object({
  endpoint: z.url({ protocol: /^https$/ }),
  expirationTime: z.optional(z.nullable(z.number())),
  keys: z.object({
    p256dh: z.string().check(z.minLength(1)),
    auth: z.string().check(z.minLength(1)),
  }),
});
export type WebPushSubscription = z.infer<typeof subscriptionJson>;

function hostAllowed(host: string, allowed: readonly string[]): boolean {
  return allowed.some((h) => host === h || host.endsWith(`.${h}`));
}

/**
 * The Web Push subscription a `web` token holds, or undefined when it is not one: not JSON, not
 * https, without its keys, or naming a host that is not a push service (the server posts to it).
 */
export function pushSubscriptionOf(
  token: string,
  allowedHosts: readonly string[] = PUSH_SERVICE_HOSTS,
): WebPushSubscription | undefined {
  let json: unknown;
  try {
    json = JSON.parse(token);
  } catch {
    // Not JSON: not a Web Push subscription, which the caller answers for.
    return undefined;
  }
  const parsed = subscriptionJson.safeParse(json);
  if (!parsed.success) return undefined;
  return hostAllowed(new URL(parsed.data.endpoint).hostname, allowedHosts)
    ? parsed.data
    : undefined;
}
