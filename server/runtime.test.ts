import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from './config';
import { loadConfig, testSwitchWarnings } from './runtime';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'pariksha-config-'));

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: tempDir() });
    expect(config.PORT).toBe(3000);
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SEED_DEMO).toBe(false);
    expect(config.KHALTI_BASE_URL).toBe('https://dev.khalti.com/api/v2/');
    expect(config.FONEPAY_BASE_URL).toBe('https://dev-clientapi.fonepay.com');
    expect(config.ESEWA_FORM_URL).toBe('https://rc-epay.esewa.com.np/api/epay/main/v2/form');
  });

  it('generates a development secret once and keeps it in DATA_DIR', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.appSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.appSecret).toBe(first.appSecret);
    expect(readFileSync(path.join(dataDir, '.app-secret'), 'utf8')).toBe(first.appSecret);
  });

  it('lists every problem at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', PUBLIC_URL: 'not a url', NODE_ENV: 'production', S3_BUCKET: 'files' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('PORT');
    expect(message).toContain('PUBLIC_URL');
    expect(message).toContain('APP_SECRET is required when NODE_ENV=production');
    expect(message).toContain('S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  });

  it('requires SMTP_URL in production, so reset and unlock links are mailed, never logged', () => {
    const env = { NODE_ENV: 'production', APP_SECRET: 'x'.repeat(40), DATA_DIR: tempDir() };
    expect(() => loadConfig(env)).toThrow(/SMTP_URL is required when NODE_ENV=production/);
    expect(loadConfig({ ...env, SMTP_URL: 'smtp://mail.example.com:25' }).SMTP_URL).toBe('smtp://mail.example.com:25');
  });

  const production = { NODE_ENV: 'production', APP_SECRET: 'x'.repeat(40), SMTP_URL: 'smtp://mail.example.com:25' };
  const switches = { CAPTCHA_FIXED_ANSWER: 'abcde', RATE_LIMIT_EXEMPT_IPS: '127.0.0.1, ::1' };
  const ignored = (name: string) => `${name} is ignored: it works only when NODE_ENV is test or development and HOST is a loopback address`;

  it('honours the test switches only in test or development on a loopback address', () => {
    for (const env of [
      { NODE_ENV: 'test', HOST: '127.0.0.1' },
      { NODE_ENV: 'development', HOST: '::1' },
      { NODE_ENV: 'test', HOST: 'localhost' },
    ]) {
      const config = loadConfig({ ...env, ...switches, DATA_DIR: tempDir() });
      expect(config.captchaFixedAnswer).toBe('ABCDE');
      expect([...config.rateLimitExemptIps]).toEqual(['127.0.0.1', '::1']);
    }
    for (const env of [
      { NODE_ENV: 'test' }, // HOST defaults to 0.0.0.0: every interface
      { NODE_ENV: 'development', HOST: '192.168.1.20' },
      { ...production, HOST: '127.0.0.1' },
    ]) {
      const warnings: string[] = [];
      const config = loadConfig({ ...env, ...switches, DATA_DIR: tempDir() }, { warn: (message) => warnings.push(message) });
      expect(config.captchaFixedAnswer).toBeUndefined();
      expect(config.rateLimitExemptIps.size).toBe(0);
      expect(warnings).toEqual([ignored('CAPTCHA_FIXED_ANSWER'), ignored('RATE_LIMIT_EXEMPT_IPS')]);
    }
  });

  it('says loudly at start-up which test switches are on', () => {
    const on = loadConfig({ NODE_ENV: 'test', HOST: '127.0.0.1', ...switches, DATA_DIR: tempDir() });
    expect(testSwitchWarnings(on)).toEqual([
      'TEST SWITCH ON: CAPTCHA_FIXED_ANSWER: every captcha has the same known answer',
      'TEST SWITCH ON: RATE_LIMIT_EXEMPT_IPS: per-address limits skip 127.0.0.1, ::1',
    ]);
    expect(testSwitchWarnings(loadConfig({ NODE_ENV: 'test', HOST: '127.0.0.1', DATA_DIR: tempDir() }))).toEqual([]);
  });
});
