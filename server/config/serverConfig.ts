import { z } from 'zod';

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
});

export type ServerEnv = z.infer<typeof serverEnvSchema>;

/** A bad value stops the server with a message naming the variable, never a half-configured start. */
export function parseServerEnv(env: NodeJS.ProcessEnv): ServerEnv {
  const result = serverEnvSchema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  throw new Error(`invalid server settings:\n  ${problems.join('\n  ')}`);
}
