import type { Kysely } from 'kysely';
import type { Brand, EmbiumRules, SubscriptionCatalog } from '../schemas/types.generated.ts';
import type { Database } from './db/schema.ts';
import type { SubscriptionEvent } from './services/subscription/subscriptionEvents.ts';
import type { CloudSsoConfig } from './providers/cloudSso/cloudSsoToken.ts';
import type { OtpSender } from './providers/OtpSender.ts';
import type { PaymentSettings } from './providers/payments/paymentSettings.ts';
import type { MeetingSettings } from './providers/meetings/MeetingProvider.ts';
import type { PushSettings } from './providers/notifications/PushSettings.ts';
import type { RateLimiter } from './rateLimit/RateLimiter.ts';
import type { OAuthProviderConfig, OAuthProviderName } from './providers/oauth/oauthProvider.ts';

/** Everything the app is built from; tests build it with a fresh database and fakes. */
export interface AppDeps {
  db: Kysely<Database>;
  brands: readonly Brand[];
  otpSender: OtpSender;
  rateLimiter: RateLimiter;
  tokenSecret: string;
  clock: () => number;
  /** Serve /dev/outbox (never in production). */
  devOutbox: boolean;
  /** The content pack's folder: its media/ are served from there. */
  contentDir: string;
  /** What each selling organisation offers (content/subscription/catalog.json), read at start. */
  subscriptionCatalog: SubscriptionCatalog;
  /** Which event earns how many embiums, and the daily caps (content/embiums/rules.json), read at start. */
  embiumRules: EmbiumRules;
  /** Told of plan events (payment succeeded, plan expired); the notifications issue listens here. */
  onSubscriptionEvent?: (event: SubscriptionEvent) => void;
  /** Folder of the built SPA to serve, if any. */
  staticDir?: string;
  logger?: boolean;
  /** A log line per request, or only for those that failed (plugins/errorsOnlyRequestLog.ts). */
  requestLog?: 'every' | 'errors';
  /** Proxies whose X-Forwarded-For is believed (addresses or CIDR ranges); none by default. */
  trustProxy?: readonly string[];
  /** Send HSTS: the deployment is reached only over TLS (default: no). */
  hsts?: boolean;
  /** Serve the OpenAPI pages at /api/docs (default: yes; production turns them off). */
  apiDocs?: boolean;
  /** Sign-in with Google or Facebook, where the deployment has set it up. */
  oauthProviders?: Partial<Record<OAuthProviderName, OAuthProviderConfig>>;
  /** Sign-in handed over by the partner cloud, where the deployment has set it up. */
  cloudSso?: CloudSsoConfig;
  /** How payments are taken (default: the sandbox gateway, which takes no money). */
  payments?: PaymentSettings;
  /** Web Push's VAPID keys (env or DATA_DIR); without them the app makes a pair for its life. */
  push?: PushSettings;
  /** Each brand's square mark (brand id → its file), served as its classrooms' institute logo. */
  brandMarks?: Readonly<Record<string, string>>;
  /** Where live classes' rooms are (default: Jitsi's public service). */
  meetings?: MeetingSettings;
}
