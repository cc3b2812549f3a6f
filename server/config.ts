import { isIP } from 'node:net';
import { z } from 'zod';

const booleanFlag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((value) => value === '1' || value === 'true');

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const isAddressOrCidr = (entry: string) => {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
};

/**
 * Which proxies may say who the client is: nothing (off), a hop count (the client is the address that many hops back
 * from ours), or the proxies' addresses and CIDRs. Never every hop: then the left-most X-Forwarded-For entry, which
 * the client writes, would be taken as its address.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((value, context): false | number | string[] => {
    const text = (value ?? '').trim();
    if (text === '' || text === '0' || text === 'false') return false;
    if (/^\d+$/.test(text)) return Number(text);
    const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
    const bad = entries.filter((entry) => !isAddressOrCidr(entry));
    if (text === 'true' || bad.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `TRUST_PROXY must be a hop count (e.g. 1) or proxy addresses/CIDRs (e.g. 10.0.0.0/8,192.168.1.5); not ${text === 'true' ? 'true (every hop)' : bad.join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

const url = (fallback: string) => z.url().default(fallback);

const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    /** Which load balancers' X-Forwarded-For entries to believe (client IPs for rate limits and login history). */
    TRUST_PROXY: trustProxy,
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalText,
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    PUBLIC_URL: url('http://localhost:3000'),
    APP_SECRET: optionalText,
    SMTP_URL: optionalText,
    MAIL_FROM: z.string().default('Pariksha <no-reply@pariksha.local>'),
    S3_BUCKET: optionalText,
    S3_REGION: z.string().default('us-east-1'),
    S3_ENDPOINT: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: booleanFlag,
    /** The largest PDF an admin may upload, in megabytes. */
    UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(1024).default(20),
    ESEWA_FORM_URL: url('https://rc-epay.esewa.com.np/api/epay/main/v2/form'),
    ESEWA_STATUS_URL: url('https://rc.esewa.com.np/api/epay/transaction/status/'),
    ESEWA_SECRET_KEY: optionalText,
    KHALTI_BASE_URL: url('https://dev.khalti.com/api/v2/'),
    KHALTI_SECRET_KEY: optionalText,
    FONEPAY_BASE_URL: url('https://dev-clientapi.fonepay.com'),
    FONEPAY_SECRET_KEY: optionalText,
    OPENAI_BASE_URL: url('https://api.openai.com/v1'),
    ANTHROPIC_BASE_URL: url('https://api.anthropic.com/v1'),
    GEMINI_BASE_URL: url('https://generativelanguage.googleapis.com/v1beta'),
    PERPLEXITY_BASE_URL: url('https://api.perplexity.ai'),
    /** How long the tutor waits for an AI provider's answer to start, or to go on after a pause. */
    AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(30_000),
    /** How verification texts leave: `outbox` keeps them in the sms_outbox table (default); `sparrow` sends them through Sparrow SMS. */
    SMS_PROVIDER: z.enum(['outbox', 'sparrow']).default('outbox'),
    SPARROW_SMS_URL: url('https://api.sparrowsms.com/v2/sms/'),
    SPARROW_SMS_TOKEN: optionalText,
    /** The sender identity Sparrow SMS gave the account. */
    SPARROW_SMS_FROM: optionalText,
    CAPTCHA_FIXED_ANSWER: optionalText,
    /** Client addresses that per-IP limits (sign-up, reset requests) leave alone: for automated tests on one machine. */
    RATE_LIMIT_EXEMPT_IPS: z
      .string()
      .optional()
      .transform((value) => (value ?? '').split(',').map((ip) => ip.trim()).filter(Boolean)),
    SEED_DEMO: booleanFlag,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST_DIR: z.string().default('./dist/web'),
  });

/** Rules across variables, checked on the raw environment so they are reported even when a value is malformed. */
function crossFieldProblems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  const secret = env.APP_SECRET?.trim();
  if (env.NODE_ENV === 'production' && !secret) problems.push('APP_SECRET: APP_SECRET is required when NODE_ENV=production');
  // Without SMTP nobody would receive reset or unlock links, and they must never go to the log instead.
  if (env.NODE_ENV === 'production' && !env.SMTP_URL?.trim()) problems.push('SMTP_URL: SMTP_URL is required when NODE_ENV=production');
  if (secret && secret.length < 32) problems.push('APP_SECRET: APP_SECRET must be at least 32 characters');
  if (env.S3_BUCKET?.trim() && (!env.S3_ACCESS_KEY_ID?.trim() || !env.S3_SECRET_ACCESS_KEY?.trim())) {
    problems.push('S3_BUCKET: S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  if (env.SMS_PROVIDER?.trim() === 'sparrow' && (!env.SPARROW_SMS_TOKEN?.trim() || !env.SPARROW_SMS_FROM?.trim())) {
    problems.push('SMS_PROVIDER: SMS_PROVIDER=sparrow needs SPARROW_SMS_TOKEN and SPARROW_SMS_FROM');
  }
  return problems;
}

export type Config = z.infer<typeof ConfigSchema> & {
  /** The secret actually in use: APP_SECRET, or a development secret kept under DATA_DIR. */
  appSecret: string;
  /** CAPTCHA_FIXED_ANSWER when allowed (NODE_ENV test or development, listening on loopback only). */
  captchaFixedAnswer: string | undefined;
  /** RATE_LIMIT_EXEMPT_IPS when allowed (NODE_ENV test or development, listening on loopback only). */
  rateLimitExemptIps: ReadonlySet<string>;
};

export class ConfigError extends Error {}

/** Parses the environment once, listing every problem at once. */
export function parseConfig(env: Record<string, string | undefined>): z.infer<typeof ConfigSchema> {
  const result = ConfigSchema.safeParse(env);
  const problems = [
    ...(result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.') || '(config)'}: ${issue.message}`)),
    ...crossFieldProblems(env),
  ];
  if (problems.length > 0 || !result.success) {
    throw new ConfigError(`Invalid configuration:\n${problems.map((line) => `  ${line}`).join('\n')}`);
  }
  return result.data;
}
