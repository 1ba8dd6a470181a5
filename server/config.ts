import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

const optionalText = z.preprocess(emptyToUndefined, z.string().optional());

const flag = (fallback: boolean) =>
  z.preprocess(
    emptyToUndefined,
    z
      .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], {
        error: 'must be one of 1, 0, true, false, yes, no, on, off',
      })
      .optional()
      .transform((value) => (value === undefined ? fallback : ['1', 'true', 'yes', 'on'].includes(value))),
  );

const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number({ error: `must be a whole number from ${min} to ${max}` })
    .int({ error: `must be a whole number from ${min} to ${max}` })
    .min(min, { error: `must be a whole number from ${min} to ${max}` })
    .max(max, { error: `must be a whole number from ${min} to ${max}` });

const proxyHops = z.preprocess(
  (value) => {
    const word = typeof value === 'string' ? value.trim().toLowerCase() : value;
    if (word === '' || word === undefined) return 0;
    if (['true', 'yes', 'on'].includes(word as string)) return 1;
    if (['false', 'no', 'off'].includes(word as string)) return 0;
    return word;
  },
  z.coerce
    .number()
    .int()
    .min(0)
    .max(10)
    .catch(Number.NaN)
    .pipe(z.number({ error: 'must be the number of proxies in front, 0 to 10 (1 for one proxy)' }).min(0)),
);

// PBKDF2 iterations; tests lower it so a browser solves the puzzle in milliseconds instead of seconds.
export const PRODUCTION_ALTCHA_COST = 1000;

const url = (what: string) => z.url({ protocol: /^https?$/, error: `must be an http or https URL ${what}` });

const schema = z.object({
  NODE_ENV: z
    .preprocess(
      emptyToUndefined,
      z.enum(['development', 'production', 'test'], {
        error: 'must be development, production or test',
      }),
    )
    .default('development'),
  PORT: z.preprocess(emptyToUndefined, wholeNumber(0, 65535).default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().min(1).default('0.0.0.0')),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().min(1).default('./data')),
  PUBLIC_URL: z.preprocess(emptyToUndefined, url('such as https://gallery.example.com').optional()),
  TRUST_PROXY: proxyHops,
  ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email({ error: 'must be an e-mail address' }).optional()),
  ADMIN_PASSWORD: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .min(12, { error: 'must be 12 to 128 characters' })
      .max(128, { error: 'must be 12 to 128 characters' })
      .optional(),
  ),
  SEED_DEMO: flag(true),
  CAPTCHA: z.preprocess(
    emptyToUndefined,
    z.enum(['on', 'off', 'altcha'], { error: 'must be on, off or altcha' }).optional(),
  ),
  ALTCHA_HMAC_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .min(32, { error: 'must be at least 32 characters (e.g. the output of openssl rand -hex 32)' })
      .optional(),
  ),
  ALTCHA_COST: z.preprocess(emptyToUndefined, wholeNumber(1, 100_000).default(PRODUCTION_ALTCHA_COST)),
  TURNSTILE_SITE_KEY: optionalText,
  TURNSTILE_SECRET_KEY: optionalText,
  TURNSTILE_VERIFY_URL: z.preprocess(
    emptyToUndefined,
    url('(the siteverify endpoint)').default('https://challenges.cloudflare.com/turnstile/v0/siteverify'),
  ),
  RESEND_API_KEY: optionalText,
  RESEND_BASE_URL: z.preprocess(emptyToUndefined, url('(the mail API)').optional()),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().min(3).default('Gallery <gallery@localhost>')),
  MAIL_TO: z.preprocess(emptyToUndefined, z.email({ error: 'must be an e-mail address' }).optional()),
  BACKUP_EVERY_HOURS: z.preprocess(emptyToUndefined, wholeNumber(0, 24 * 365).default(0)),
  BACKUP_KEEP: z.preprocess(emptyToUndefined, wholeNumber(1, 10000).default(14)),
  BACKUP_S3_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/.*)?$/, {
        error: 'must be s3://bucket or s3://bucket/prefix, with a bucket name in lower case',
      })
      .optional(),
  ),
  BACKUP_S3_ENDPOINT: z.preprocess(emptyToUndefined, url('such as https://oss-cn-beijing.aliyuncs.com').optional()),
  BACKUP_S3_REGION: optionalText,
  BACKUP_S3_ACCESS_KEY_ID: optionalText,
  BACKUP_S3_SECRET_ACCESS_KEY: optionalText,
  BACKUP_S3_PATH_STYLE: flag(false),
  BACKUP_KEEP_DAILY: z.preprocess(emptyToUndefined, wholeNumber(1, 3650).default(14)),
  BACKUP_KEEP_WEEKLY: z.preprocess(emptyToUndefined, wholeNumber(0, 520).default(8)),
  BACKUP_KEEP_MONTHLY: z.preprocess(emptyToUndefined, wholeNumber(0, 1200).default(12)),
  BACKUP_DRILL_EVERY_DAYS: z.preprocess(emptyToUndefined, wholeNumber(0, 365).default(7)),
  RESTORE_HOLD_MAIL_HOURS: z.preprocess(emptyToUndefined, wholeNumber(0, 24 * 365).default(6)),
  LOG_REQUESTS: flag(true),
  ERASE_AFTER_MONTHS: z.preprocess(emptyToUndefined, wholeNumber(1, 1200).default(24)),
});

type Env = z.infer<typeof schema>;

export type Config = {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseFile: string;
  publicUrl: string;
  trustProxy: number;
  admin: { email: string | undefined; password: string | undefined };
  seedDemo: boolean;
  // Turnstile first when its keys are set; the self-hosted altcha is the fallback, or with CAPTCHA=altcha the only one.
  captcha: {
    turnstile: { siteKey: string; secretKey: string; verifyUrl: string } | null;
    altcha: { hmacKey: string; cost: number };
  } | null;
  mail: { apiKey: string | undefined; baseUrl: string | undefined; from: string; to: string | undefined };
  /** `drillEveryDays`: a restore drill of the newest off-site copy that often; 0 for none. */
  backup: { everyHours: number; keep: number; offsite: OffsiteConfig | null; drillEveryDays: number };
  // A restored database's outbox: pending mails older than this are held, not sent.
  restore: { holdMailHours: number };
  logRequests: boolean;
  eraseAfterMonths: number;
};

export type OffsiteConfig = {
  bucket: string;
  /** No slashes at either end; empty for the bucket's top level. */
  prefix: string;
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  pathStyle: boolean;
  keep: { daily: number; weekly: number; monthly: number };
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function parseConfig(source: Record<string, string | undefined>): Config {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = String(issue?.path[0] ?? 'configuration');
    const got = source[variable];
    throw new ConfigError(
      `${variable} ${issue?.message ?? 'is invalid'}${got === undefined ? '' : ` (got "${got}")`}.`,
    );
  }
  const e = parsed.data;

  const hasKeys = Boolean(e.TURNSTILE_SITE_KEY && e.TURNSTILE_SECRET_KEY);
  if (e.TURNSTILE_SITE_KEY && !e.TURNSTILE_SECRET_KEY) {
    throw new ConfigError('TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY must be set together.');
  }
  if (e.TURNSTILE_SECRET_KEY && !e.TURNSTILE_SITE_KEY) {
    throw new ConfigError('TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY must be set together.');
  }
  if (e.CAPTCHA === 'on' && !hasKeys) {
    throw new ConfigError('CAPTCHA=on needs TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY.');
  }
  const captchaOn = e.CAPTCHA === 'altcha' || (e.CAPTCHA !== 'off' && hasKeys);
  if (e.NODE_ENV === 'production' && e.CAPTCHA !== 'off') {
    if (!captchaOn) {
      throw new ConfigError(
        'TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY must be set in production (or set CAPTCHA=altcha for the ' +
          'self-hosted check only, or CAPTCHA=off on purpose).',
      );
    }
    if (e.ALTCHA_COST < PRODUCTION_ALTCHA_COST) {
      throw new ConfigError(
        `ALTCHA_COST must be at least ${PRODUCTION_ALTCHA_COST} in production: a lower cost is for tests and makes ` +
          'the self-hosted check cheap to pass.',
      );
    }
    if (!e.ALTCHA_HMAC_KEY) {
      throw new ConfigError(
        'ALTCHA_HMAC_KEY must be set in production: it signs the self-hosted captcha that takes over where ' +
          'Turnstile cannot load (e.g. openssl rand -hex 32).',
      );
    }
  }
  const turnstile =
    e.CAPTCHA !== 'altcha' && e.TURNSTILE_SITE_KEY && e.TURNSTILE_SECRET_KEY
      ? { siteKey: e.TURNSTILE_SITE_KEY, secretKey: e.TURNSTILE_SECRET_KEY, verifyUrl: e.TURNSTILE_VERIFY_URL }
      : null;
  // Outside production a key made at start will do: challenges only need to outlive this one process.
  const altcha = { hmacKey: e.ALTCHA_HMAC_KEY ?? randomBytes(32).toString('hex'), cost: e.ALTCHA_COST };

  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseFile: path.join(dataDir, 'gallery.db'),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    trustProxy: e.TRUST_PROXY,
    admin: { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD },
    seedDemo: e.SEED_DEMO,
    captcha: captchaOn ? { turnstile, altcha } : null,
    mail: { apiKey: e.RESEND_API_KEY, baseUrl: e.RESEND_BASE_URL, from: e.MAIL_FROM, to: e.MAIL_TO },
    backup: {
      everyHours: e.BACKUP_EVERY_HOURS,
      keep: e.BACKUP_KEEP,
      offsite: offsiteConfig(e),
      drillEveryDays: e.BACKUP_DRILL_EVERY_DAYS,
    },
    restore: { holdMailHours: e.RESTORE_HOLD_MAIL_HOURS },
    logRequests: e.LOG_REQUESTS,
    eraseAfterMonths: e.ERASE_AFTER_MONTHS,
  };
}

const OFFSITE_NEEDS = [
  'BACKUP_S3_ENDPOINT',
  'BACKUP_S3_REGION',
  'BACKUP_S3_ACCESS_KEY_ID',
  'BACKUP_S3_SECRET_ACCESS_KEY',
] as const;

// Off until BACKUP_S3_URL is set; then half a target is refused, so copies never silently go nowhere.
function offsiteConfig(e: Env): OffsiteConfig | null {
  if (!e.BACKUP_S3_URL) {
    const stray = OFFSITE_NEEDS.find((name) => e[name] !== undefined);
    if (stray) throw new ConfigError(`BACKUP_S3_URL must be set when ${stray} is (e.g. s3://gallery-backups/site).`);
    return null;
  }
  const missing = OFFSITE_NEEDS.find((name) => e[name] === undefined);
  if (missing) throw new ConfigError(`${missing} must be set when BACKUP_S3_URL is (see docs/operations.md).`);
  const [bucket = '', ...rest] = e.BACKUP_S3_URL.slice('s3://'.length).split('/');
  return {
    bucket,
    prefix: rest.filter(Boolean).join('/'),
    endpoint: (e.BACKUP_S3_ENDPOINT as string).replace(/\/+$/, ''),
    region: e.BACKUP_S3_REGION as string,
    accessKeyId: e.BACKUP_S3_ACCESS_KEY_ID as string,
    secretAccessKey: e.BACKUP_S3_SECRET_ACCESS_KEY as string,
    pathStyle: e.BACKUP_S3_PATH_STYLE,
    keep: { daily: e.BACKUP_KEEP_DAILY, weekly: e.BACKUP_KEEP_WEEKLY, monthly: e.BACKUP_KEEP_MONTHLY },
  };
}

export function readConfig(): Config {
  return parseConfig(process.env);
}
