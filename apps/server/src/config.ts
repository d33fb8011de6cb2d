import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const DEFAULT_POSTER_HOSTS = ['image.tmdb.org', 'm.media-amazon.com', 'img.omdbapi.com'];
const HOST_NAME = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();
const optionalUrl = (what: string) =>
  optionalText.pipe(z.url({ message: `must be a URL (${what})` }).optional());
const optionalHttpUrl = (what: string) =>
  optionalText.pipe(z.url({ protocol: /^https?$/, message: `must be an http(s) URL (${what})` }).optional());
/** A comma-separated list, trimmed, lower-cased, without empty items. */
const commaSeparated = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean),
  );
/** An IPv4 or IPv6 address, or a CIDR range of either (`10.0.0.0/8`, `fd00::/8`). */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}
const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => ['true', '1', 'yes'].includes(value))
  .optional();

const ZEnv = z.object({
  PORT: z.coerce.number({ message: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  PUBLIC_URL: optionalUrl('e.g. https://rewind.example.com'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  // The one currency every price on the marketplace is in (ISO 4217).
  CURRENCY: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, 'must be a three-letter ISO 4217 code such as USD or EUR')
    .default('USD')
    .transform((code) => code.toUpperCase()),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalHttpUrl('the S3 API endpoint'),
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PUBLIC_URL: optionalHttpUrl('the public base URL of the bucket'),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: optionalText.default('Rewind <no-reply@rewind.local>'),
  POSTER_HOSTS: commaSeparated
    .refine((hosts) => hosts.every((host) => HOST_NAME.test(host)), {
      message: 'must be comma-separated host names, e.g. image.tmdb.org',
    })
    .transform((hosts) => (hosts.length > 0 ? hosts : DEFAULT_POSTER_HOSTS)),
  TMDB_API_KEY: optionalText,
  OMDB_API_KEY: optionalText,
  UPC_LOOKUP: z
    .enum(['catalogue', 'upcitemdb'], { message: 'must be catalogue or upcitemdb' })
    .default('catalogue'),
  TMDB_API_URL: optionalHttpUrl('the TMDB API base'),
  TMDB_IMAGE_URL: optionalHttpUrl('the TMDB image base'),
  OMDB_API_URL: optionalHttpUrl('the OMDb API'),
  UPCITEMDB_API_URL: optionalHttpUrl('the UPCitemdb lookup endpoint'),
  LOOKUP_TIMEOUT_MS: z.coerce
    .number({ message: 'must be a number of milliseconds' })
    .int()
    .min(100, 'must be at least 100')
    .max(60_000, 'must be at most 60000')
    .default(8000),
  REDIS_URL: optionalText.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
  ),
  AUTH_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  ADMIN_EMAILS: optionalText,
  SITE_PASSWORD: optionalText,
  TRUST_PROXY: commaSeparated.refine((entries) => entries.every(isAddressOrRange), {
    message: 'must be comma-separated IP addresses or CIDR ranges of proxies, e.g. 10.0.0.0/8,127.0.0.1',
  }),
  SEED_DEMO: booleanFlag,
  LOG_LEVEL: z
    .enum(['ERROR', 'WARN', 'INFO', 'DEBUG', 'error', 'warn', 'info', 'debug'], {
      message: 'must be ERROR, WARN, INFO or DEBUG',
    })
    .default('INFO')
    .transform((level) => level.toLowerCase() as 'error' | 'warn' | 'info' | 'debug'),
});

/** The S3 variables only make sense together: half a configuration must not fall back to local files. */
const ZCheckedEnv = ZEnv.superRefine((env, ctx) => {
  const fault = (variable: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: [variable], message });
  const s3Variables = Object.entries(env).filter(([name, value]) => name.startsWith('S3_') && value);
  if (!env.S3_BUCKET && s3Variables.length > 0)
    fault(
      'S3_BUCKET',
      `must be set when other S3_ variables are (${s3Variables.map(([name]) => name).join(', ')})`,
    );
  // Browsers load images from this URL; guessing it from the endpoint would be wrong for CDNs and for R2.
  if (env.S3_BUCKET && !env.S3_PUBLIC_URL)
    fault('S3_PUBLIC_URL', 'must be set with S3_BUCKET (the public base URL of the bucket, e.g. a CDN)');
  if (env.S3_ACCESS_KEY_ID && !env.S3_SECRET_ACCESS_KEY)
    fault('S3_SECRET_ACCESS_KEY', 'must be set together with S3_ACCESS_KEY_ID');
  if (!env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)
    fault('S3_ACCESS_KEY_ID', 'must be set together with S3_SECRET_ACCESS_KEY');
});

export type Config = ReturnType<typeof toConfig>;

export class ConfigError extends Error {}

/** Reads the environment; a bad value throws a ConfigError naming each variable at fault. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = ZCheckedEnv.safeParse(env);
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
    currency: env.CURRENCY,
    databaseUrl: env.DATABASE_URL,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION ?? 'us-east-1',
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          // Present whenever S3_BUCKET is (checked above).
          publicUrl: env.S3_PUBLIC_URL!,
        }
      : undefined,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    /** Hosts a poster may be fetched from by URL (exact names; see platform/remote-image.ts). */
    posterHosts: env.POSTER_HOSTS,
    tmdbApiKey: env.TMDB_API_KEY,
    omdbApiKey: env.OMDB_API_KEY,
    upcLookup: env.UPC_LOOKUP,
    /** Where the film and UPC databases answer (tests point these at local fakes). */
    lookupUrls: {
      tmdb: env.TMDB_API_URL ?? 'https://api.themoviedb.org/3',
      tmdbImages: env.TMDB_IMAGE_URL ?? 'https://image.tmdb.org/t/p/',
      omdb: env.OMDB_API_URL ?? 'https://www.omdbapi.com/',
      upcitemdb: env.UPCITEMDB_API_URL ?? 'https://api.upcitemdb.com/prod/trial/lookup',
    },
    lookupTimeoutMs: env.LOOKUP_TIMEOUT_MS,
    redisUrl: env.REDIS_URL,
    authSecret: env.AUTH_SECRET,
    adminEmails: (env.ADMIN_EMAILS ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    sitePassword: env.SITE_PASSWORD,
    /**
     * The proxies whose X-Forwarded-For names the client (addresses and CIDR ranges). Empty: the socket's
     * address is the client's, whatever a header says.
     */
    trustProxy: env.TRUST_PROXY,
    seedDemo: env.SEED_DEMO,
    logLevel: env.LOG_LEVEL,
  };
}
