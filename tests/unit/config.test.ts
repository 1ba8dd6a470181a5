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
    const keyed = parseConfig({ NODE_ENV: 'production', TURNSTILE_SITE_KEY: 's', TURNSTILE_SECRET_KEY: 'k' });
    expect(keyed.captcha).toMatchObject({ siteKey: 's', secretKey: 'k' });
  });
});
