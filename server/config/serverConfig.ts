import { z } from 'zod';
import {
  OAUTH_PROVIDERS,
  type OAuthProviderConfig,
  type OAuthProviderName,
} from '../providers/oauth/oauthProvider.ts';

const ENVIRONMENTS = ['development', 'test', 'production'] as const;

/** Server settings from the environment, parsed once at start. */
export const serverEnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  NODE_ENV: z.enum(ENVIRONMENTS).default('development'),
  PUBLIC_URL: z.url().optional(),
  TOKEN_SECRET: z.string().min(32).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Abhyas <no-reply@abhyas.localhost>'),
  OAUTH_GOOGLE_TOKEN_URL: z.url().optional(),
  OAUTH_GOOGLE_USERINFO_URL: z.url().optional(),
  OAUTH_GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  OAUTH_GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  OAUTH_FACEBOOK_TOKEN_URL: z.url().optional(),
  OAUTH_FACEBOOK_USERINFO_URL: z.url().optional(),
  OAUTH_FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
  OAUTH_FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
});

export type ServerEnv = z.infer<typeof serverEnvSchema>;

/** A bad value stops the server with a message naming the variable, never a half-configured start. */
export function parseServerEnv(env: NodeJS.ProcessEnv): ServerEnv {
  const result = serverEnvSchema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  throw new Error(`invalid server settings:\n  ${problems.join('\n  ')}`);
}

/** A provider is set up only when all four of its settings are present. */
export function oauthProvidersOf(
  env: ServerEnv,
): Partial<Record<OAuthProviderName, OAuthProviderConfig>> {
  const providers: Partial<Record<OAuthProviderName, OAuthProviderConfig>> = {};
  const settings = {
    google: [
      env.OAUTH_GOOGLE_TOKEN_URL,
      env.OAUTH_GOOGLE_USERINFO_URL,
      env.OAUTH_GOOGLE_CLIENT_ID,
      env.OAUTH_GOOGLE_CLIENT_SECRET,
    ],
    facebook: [
      env.OAUTH_FACEBOOK_TOKEN_URL,
      env.OAUTH_FACEBOOK_USERINFO_URL,
      env.OAUTH_FACEBOOK_CLIENT_ID,
      env.OAUTH_FACEBOOK_CLIENT_SECRET,
    ],
  } as const;
  for (const name of OAUTH_PROVIDERS) {
    const [tokenUrl, userInfoUrl, clientId, clientSecret] = settings[name];
    if (tokenUrl && userInfoUrl && clientId && clientSecret)
      providers[name] = { tokenUrl, userInfoUrl, clientId, clientSecret };
  }
  return providers;
}
