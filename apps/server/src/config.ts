import path from 'node:path';
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();
const optionalUrl = (what: string) =>
  optionalText.pipe(z.url({ message: `must be a URL (${what})` }).optional());
const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => ['true', '1', 'yes'].includes(value))
  .optional();

const ZEnv = z.object({
  PORT: z.coerce.number({ message: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  PUBLIC_URL: optionalUrl('e.g. https://rewind.example.com'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalUrl('the S3 API endpoint'),
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PUBLIC_URL: optionalUrl('the public base URL of the bucket'),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: optionalText.default('Rewind <no-reply@rewind.local>'),
  TMDB_API_KEY: optionalText,
  OMDB_API_KEY: optionalText,
  UPC_LOOKUP: z
    .enum(['catalogue', 'upcitemdb'], { message: 'must be catalogue or upcitemdb' })
    .default('catalogue'),
  REDIS_URL: optionalText.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
  ),
  AUTH_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  ADMIN_EMAILS: optionalText,
  SITE_PASSWORD: optionalText,
  SEED_DEMO: booleanFlag,
  LOG_LEVEL: z
    .enum(['ERROR', 'WARN', 'INFO', 'DEBUG', 'error', 'warn', 'info', 'debug'], {
      message: 'must be ERROR, WARN, INFO or DEBUG',
    })
    .default('INFO')
    .transform((level) => level.toLowerCase() as 'error' | 'warn' | 'info' | 'debug'),
});

export type Config = ReturnType<typeof toConfig>;

export class ConfigError extends Error {}

/** Reads the environment; a bad value throws a ConfigError naming each variable at fault. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return toConfig(parsed.data);
}

function toConfig(env: z.infer<typeof ZEnv>) {
  const dataDir = path.resolve(env.DATA_DIR);
  const port = env.PORT;
  return {
    port,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://${env.HOST}:${port}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: env.DATABASE_URL,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION ?? 'us-east-1',
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          publicUrl: env.S3_PUBLIC_URL,
        }
      : undefined,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    tmdbApiKey: env.TMDB_API_KEY,
    omdbApiKey: env.OMDB_API_KEY,
    upcLookup: env.UPC_LOOKUP,
    redisUrl: env.REDIS_URL,
    authSecret: env.AUTH_SECRET,
    adminEmails: (env.ADMIN_EMAILS ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    sitePassword: env.SITE_PASSWORD,
    seedDemo: env.SEED_DEMO,
    logLevel: env.LOG_LEVEL,
  };
}
