import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from './config';
import { loadConfig } from './runtime';

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

  it('ignores CAPTCHA_FIXED_ANSWER in production, with a warning', () => {
    const warnings: string[] = [];
    const secret = 'x'.repeat(40);
    const production = loadConfig(
      { NODE_ENV: 'production', APP_SECRET: secret, CAPTCHA_FIXED_ANSWER: 'abcde', DATA_DIR: tempDir() },
      { warn: (message) => warnings.push(message) },
    );
    expect(production.captchaFixedAnswer).toBeUndefined();
    expect(warnings).toEqual(['CAPTCHA_FIXED_ANSWER is ignored when NODE_ENV=production']);
    const test = loadConfig({ NODE_ENV: 'test', CAPTCHA_FIXED_ANSWER: 'abcde', DATA_DIR: tempDir() });
    expect(test.captchaFixedAnswer).toBe('ABCDE');
  });

  it('honours RATE_LIMIT_EXEMPT_IPS outside production only', () => {
    const env = { RATE_LIMIT_EXEMPT_IPS: '127.0.0.1, ::1', DATA_DIR: tempDir() };
    expect([...loadConfig({ ...env, NODE_ENV: 'test' }).rateLimitExemptIps]).toEqual(['127.0.0.1', '::1']);
    const warnings: string[] = [];
    const production = loadConfig({ ...env, NODE_ENV: 'production', APP_SECRET: 'y'.repeat(40) }, { warn: (m) => warnings.push(m) });
    expect(production.rateLimitExemptIps.size).toBe(0);
    expect(warnings).toEqual(['RATE_LIMIT_EXEMPT_IPS is ignored when NODE_ENV=production']);
  });
});
