import { z } from 'zod';
import { OAUTH_PROVIDER_NAMES } from '../../domain/contracts/auth.ts';
import type { CloudSsoConfig } from '../providers/cloudSso/cloudSsoToken.ts';
import type { OAuthProviderConfig, OAuthProviderName } from '../providers/oauth/oauthProvider.ts';
import {
  APPLE_SANDBOX_VERIFY_URL,
  APPLE_VERIFY_URL,
  RAZORPAY_API_URL,
  RAZORPAY_CHECKOUT_URL,
  type PaymentSettings,
} from '../providers/payments/paymentSettings.ts';
import { GATEWAY_NAMES } from '../providers/payments/PaymentProvider.ts';
import {
  JITSI_MEETING_URL,
  MEETING_PROVIDER_NAMES,
  type MeetingSettings,
} from '../providers/meetings/MeetingProvider.ts';

const ENVIRONMENTS = ['development', 'test', 'production'] as const;

/** The settings of one OAuth 2.0 provider: OAUTH_<NAME>_AUTHORIZE_URL, …_SCOPE and so on. */
function oauthSettings<N extends string>(name: N, defaultScope: string) {
  return {
    [`OAUTH_${name}_AUTHORIZE_URL`]: z.url().optional(),
    [`OAUTH_${name}_TOKEN_URL`]: z.url().optional(),
    [`OAUTH_${name}_USERINFO_URL`]: z.url().optional(),
    [`OAUTH_${name}_CLIENT_ID`]: z.string().min(1).optional(),
    [`OAUTH_${name}_CLIENT_SECRET`]: z.string().min(1).optional(),
    [`OAUTH_${name}_SCOPE`]: z.string().min(1).default(defaultScope),
  } as Record<
    `OAUTH_${N}_${'AUTHORIZE_URL' | 'TOKEN_URL' | 'USERINFO_URL' | 'CLIENT_ID' | 'CLIENT_SECRET'}`,
    z.ZodOptional<z.ZodString>
  > &
    Record<`OAUTH_${N}_SCOPE`, z.ZodDefault<z.ZodString>>;
}

/** Server settings from the environment, parsed once at start. */
export const serverEnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  /** The content pack to import into a fresh database and serve media from (default: the repository's content/). */
  CONTENT_DIR: z.string().min(1).optional(),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** Start of every rate-limit key in Redis, so deployments (or test runs) sharing one keep apart. */
  REDIS_KEY_PREFIX: z.string().min(1).optional(),
  /**
   * Addresses (or CIDR ranges), comma-separated, of the proxies whose X-Forwarded-For is believed.
   * Default: none, so nobody can pick the address our per-address limits count.
   */
  TRUST_PROXY: z
    .string()
    .transform((list) =>
      list
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()])))
    .default([]),
  NODE_ENV: z.enum(ENVIRONMENTS).default('development'),
  PUBLIC_URL: z.url().optional(),
  /**
   * Build the app at start when its sources are newer than dist/ (what `npm start` wants). A copy
   * that serves a build made beforehand (a container, CI, a test's server) sets it false.
   */
  BUILD_ON_START: z.stringbool().default(true),
  /** Send HSTS (the deployment is reached only over TLS). Default: PUBLIC_URL is https. */
  HSTS: z.stringbool().optional(),
  /** Serve the OpenAPI pages at /api/docs. Default: everywhere but production. */
  API_DOCS: z.stringbool().optional(),
  TOKEN_SECRET: z.string().min(32).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Abhyas <no-reply@abhyas.localhost>'),
  ...oauthSettings('GOOGLE', 'openid email profile'),
  ...oauthSettings('FACEBOOK', 'email public_profile'),
  CLOUD_SSO_SECRET: z.string().min(32).optional(),
  CLOUD_SSO_ISSUER: z.string().min(1).optional(),
  SMS_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMS_TOKEN: z.string().min(1).optional(),
  /** Who takes payments: our sandbox page (default; never real money) or Razorpay. */
  PAYMENT_GATEWAY: z.enum(GATEWAY_NAMES).default('sandbox'),
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  RAZORPAY_API_URL: z.url({ protocol: /^https?$/ }).default(RAZORPAY_API_URL),
  RAZORPAY_CHECKOUT_URL: z.url({ protocol: /^https?$/ }).default(RAZORPAY_CHECKOUT_URL),
  APPLE_VERIFY_URL: z.url({ protocol: /^https?$/ }).default(APPLE_VERIFY_URL),
  APPLE_SANDBOX_VERIFY_URL: z.url({ protocol: /^https?$/ }).default(APPLE_SANDBOX_VERIFY_URL),
  APPLE_SHARED_SECRET: z.string().min(1).optional(),
  /**
   * Web Push's VAPID pair (base64url, as `npx web-push generate-vapid-keys` prints it); without
   * them a pair is generated into DATA_DIR/vapid.json on first start.
   */
  VAPID_PUBLIC_KEY: z.string().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().min(1).optional(),
  /** Whom push services may contact about our pushes: a mailto: or https: URL. */
  VAPID_SUBJECT: z.url({ protocol: /^(mailto|https)$/ }).optional(),
  /** The meeting service live classes' rooms are on (server/providers/meetings). */
  LIVE_CLASS_PROVIDER: z.enum(MEETING_PROVIDER_NAMES).default('jitsi'),
  /** Its address, rooms below it (default Jitsi's public service); its origin is let into frame-src. */
  LIVE_CLASS_MEETING_URL: z.url({ protocol: /^https?$/ }).default(JITSI_MEETING_URL),
});

export type ServerEnv = z.infer<typeof serverEnvSchema>;

/** A bad value stops the server with a message naming the variable, never a half-configured start. */
export function parseServerEnv(env: NodeJS.ProcessEnv): ServerEnv {
  const result = serverEnvSchema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  throw new Error(`invalid server settings:\n  ${problems.join('\n  ')}`);
}

/** A provider is set up only when its five URLs, id and secret are all present. */
export function oauthProvidersOf(
  env: ServerEnv,
): Partial<Record<OAuthProviderName, OAuthProviderConfig>> {
  const providers: Partial<Record<OAuthProviderName, OAuthProviderConfig>> = {};
  for (const name of OAUTH_PROVIDER_NAMES) {
    const key = name.toUpperCase() as Uppercase<OAuthProviderName>;
    const authorizeUrl = env[`OAUTH_${key}_AUTHORIZE_URL`];
    const tokenUrl = env[`OAUTH_${key}_TOKEN_URL`];
    const userInfoUrl = env[`OAUTH_${key}_USERINFO_URL`];
    const clientId = env[`OAUTH_${key}_CLIENT_ID`];
    const clientSecret = env[`OAUTH_${key}_CLIENT_SECRET`];
    const scope = env[`OAUTH_${key}_SCOPE`];
    if (authorizeUrl && tokenUrl && userInfoUrl && clientId && clientSecret)
      providers[name] = { authorizeUrl, tokenUrl, userInfoUrl, clientId, clientSecret, scope };
  }
  return providers;
}

/** The partner cloud sign-on is set up when both its secret and issuer are given. */
export function cloudSsoOf(env: ServerEnv): CloudSsoConfig | undefined {
  return env.CLOUD_SSO_SECRET && env.CLOUD_SSO_ISSUER
    ? { secret: env.CLOUD_SSO_SECRET, issuer: env.CLOUD_SSO_ISSUER }
    : undefined;
}

/** The switches of the security headers and the docs pages, as production derives them. */
export function securitySettingsOf(env: ServerEnv): { hsts: boolean; apiDocs: boolean } {
  return {
    hsts: env.HSTS ?? env.PUBLIC_URL?.startsWith('https:') ?? false,
    apiDocs: env.API_DOCS ?? env.NODE_ENV !== 'production',
  };
}

/**
 * How payments are taken. Razorpay needs its three secrets: a missing one stops the server with a
 * message naming it, rather than a checkout that fails at the first buyer.
 */
export function paymentsOf(env: ServerEnv): PaymentSettings {
  const apple = {
    verifyUrl: env.APPLE_VERIFY_URL,
    sandboxVerifyUrl: env.APPLE_SANDBOX_VERIFY_URL,
    ...(env.APPLE_SHARED_SECRET && { sharedSecret: env.APPLE_SHARED_SECRET }),
  };
  if (env.PAYMENT_GATEWAY === 'sandbox') return { gateway: { name: 'sandbox' }, apple };
  const { RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret } = env;
  const webhookSecret = env.RAZORPAY_WEBHOOK_SECRET;
  const missing = [
    !keyId && 'RAZORPAY_KEY_ID',
    !keySecret && 'RAZORPAY_KEY_SECRET',
    !webhookSecret && 'RAZORPAY_WEBHOOK_SECRET',
  ].filter(Boolean);
  if (!keyId || !keySecret || !webhookSecret)
    throw new Error(
      `invalid server settings:\n  PAYMENT_GATEWAY=razorpay needs ${missing.join(', ')}`,
    );
  return {
    gateway: {
      name: 'razorpay',
      keyId,
      keySecret,
      webhookSecret,
      apiUrl: env.RAZORPAY_API_URL,
      checkoutUrl: env.RAZORPAY_CHECKOUT_URL,
    },
    apple,
  };
}

/** Where live classes' rooms are (LIVE_CLASS_PROVIDER, LIVE_CLASS_MEETING_URL). */
export function meetingsOf(env: ServerEnv): MeetingSettings {
  return { provider: env.LIVE_CLASS_PROVIDER, meetingUrl: env.LIVE_CLASS_MEETING_URL };
}
