import { describe, expect, test } from 'vitest';
import { ConfigError, parseConfig } from '../../server/config.ts';

describe('configuration', () => {
  test('has working defaults for a first start', () => {
    const config = parseConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.databaseFile).toMatch(/data\/gallery\.db$/);
    expect(config.seedDemo).toBe(true);
    expect(config.captcha).toBeNull();
  });

  test('names the variable and what it must be when a value is bad', () => {
    expect(() => parseConfig({ PORT: 'abc' })).toThrow(
      new ConfigError('PORT must be a whole number from 0 to 65535 (got "abc").'),
    );
    expect(() => parseConfig({ SEED_DEMO: 'maybe' })).toThrow(/^SEED_DEMO must be one of 1, 0, true/);
    expect(() => parseConfig({ PUBLIC_URL: 'gallery' })).toThrow(/^PUBLIC_URL must be an http or https URL/);
    expect(() => parseConfig({ ADMIN_PASSWORD: 'short' })).toThrow(/^ADMIN_PASSWORD must be 12 to 128 characters/);
  });

  test('refuses to run production without captcha keys unless switched off on purpose', () => {
    expect(() => parseConfig({ NODE_ENV: 'production' })).toThrow(/TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY/);
    expect(parseConfig({ NODE_ENV: 'production', CAPTCHA: 'off' }).captcha).toBeNull();
    const key = 'k'.repeat(32);
    const keyed = parseConfig({
      NODE_ENV: 'production',
      TURNSTILE_SITE_KEY: 's',
      TURNSTILE_SECRET_KEY: 'k',
      ALTCHA_HMAC_KEY: key,
    });
    expect(keyed.captcha).toMatchObject({ turnstile: { siteKey: 's', secretKey: 'k' }, altcha: { hmacKey: key } });
  });

  test('refuses production without the self-hosted captcha key, naming the variable', () => {
    const turnstileOnly = { NODE_ENV: 'production', TURNSTILE_SITE_KEY: 's', TURNSTILE_SECRET_KEY: 'k' };
    expect(() => parseConfig(turnstileOnly)).toThrow(/^ALTCHA_HMAC_KEY must be set in production/);
    expect(() => parseConfig({ NODE_ENV: 'production', CAPTCHA: 'altcha' })).toThrow(/^ALTCHA_HMAC_KEY/);
    expect(() => parseConfig({ ALTCHA_HMAC_KEY: 'short' })).toThrow(/^ALTCHA_HMAC_KEY must be at least 32/);
  });

  test("the self-hosted check's cost can be lowered for tests, never in production", () => {
    expect(parseConfig({ CAPTCHA: 'altcha' }).captcha?.altcha.cost).toBe(1000);
    expect(parseConfig({ CAPTCHA: 'altcha', ALTCHA_COST: '1' }).captcha?.altcha.cost).toBe(1);
    expect(() => parseConfig({ ALTCHA_COST: '0' })).toThrow(/^ALTCHA_COST must be a whole number from 1 to 100000/);
    expect(() => parseConfig({ ALTCHA_COST: 'cheap' })).toThrow(/^ALTCHA_COST must be a whole number/);
    const production = { NODE_ENV: 'production', CAPTCHA: 'altcha', ALTCHA_HMAC_KEY: 'a'.repeat(32) };
    expect(() => parseConfig({ ...production, ALTCHA_COST: '10' })).toThrow(
      /^ALTCHA_COST must be at least 1000 in production/,
    );
    expect(parseConfig({ ...production, ALTCHA_COST: '5000' }).captcha?.altcha.cost).toBe(5000);
  });

  test('CAPTCHA=altcha makes the self-hosted check the only one, even with Turnstile keys', () => {
    const config = parseConfig({
      NODE_ENV: 'production',
      CAPTCHA: 'altcha',
      ALTCHA_HMAC_KEY: 'a'.repeat(32),
      TURNSTILE_SITE_KEY: 's',
      TURNSTILE_SECRET_KEY: 'k',
    });
    expect(config.captcha).toEqual({ turnstile: null, altcha: { hmacKey: 'a'.repeat(32), cost: 1000 } });
    // Outside production a key is made at start, so the fallback works on a developer's machine too.
    expect(parseConfig({ CAPTCHA: 'altcha' }).captcha?.altcha.hmacKey).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('off-site backup settings', () => {
  const full = {
    BACKUP_S3_URL: 's3://gallery-backups/beijing/site/',
    BACKUP_S3_ENDPOINT: 'https://oss-cn-beijing.aliyuncs.com/',
    BACKUP_S3_REGION: 'oss-cn-beijing',
    BACKUP_S3_ACCESS_KEY_ID: 'LTAI-id',
    BACKUP_S3_SECRET_ACCESS_KEY: 'secret',
  };

  test('are off without BACKUP_S3_URL, and read into bucket, prefix and retention with it', () => {
    expect(parseConfig({}).backup.offsite).toBeNull();
    expect(parseConfig(full).backup.offsite).toEqual({
      bucket: 'gallery-backups',
      prefix: 'beijing/site',
      endpoint: 'https://oss-cn-beijing.aliyuncs.com',
      region: 'oss-cn-beijing',
      accessKeyId: 'LTAI-id',
      secretAccessKey: 'secret',
      pathStyle: false,
      keep: { daily: 14, weekly: 8, monthly: 12 },
    });
    expect(parseConfig({}).restore.holdMailHours).toBe(6);
  });

  test('refuse half a target, naming the missing setting and never echoing a key', () => {
    expect(() => parseConfig({ ...full, BACKUP_S3_REGION: '' })).toThrow(
      new ConfigError('BACKUP_S3_REGION must be set when BACKUP_S3_URL is (see docs/operations.md).'),
    );
    expect(() => parseConfig({ BACKUP_S3_SECRET_ACCESS_KEY: 'secret' })).toThrow(
      /^BACKUP_S3_URL must be set when BACKUP_S3_SECRET_ACCESS_KEY is/,
    );
    expect(() => parseConfig({ ...full, BACKUP_S3_URL: 'https://bucket' })).toThrow(/^BACKUP_S3_URL must be s3:\/\//);
    expect(() => parseConfig({ ...full, BACKUP_KEEP_DAILY: '0' })).toThrow(/^BACKUP_KEEP_DAILY must be a whole/);
    expect(() => parseConfig({ ...full, BACKUP_S3_PATH_STYLE: 'maybe' })).toThrow(/^BACKUP_S3_PATH_STYLE must be/);
  });

  test('drill weekly unless told otherwise; 0 turns drills off', () => {
    expect(parseConfig(full).backup.drillEveryDays).toBe(7);
    expect(parseConfig({ ...full, BACKUP_DRILL_EVERY_DAYS: '0' }).backup.drillEveryDays).toBe(0);
    expect(() => parseConfig({ ...full, BACKUP_DRILL_EVERY_DAYS: 'weekly' })).toThrow(
      /^BACKUP_DRILL_EVERY_DAYS must be a whole/,
    );
  });
});
