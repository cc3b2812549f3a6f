import autocannon from 'autocannon';
import { CAPTCHA_ANSWER, stopAppServer } from '../../server/test/app-process';
import { findCode, isCodeMail } from '../../server/test/code-messages';
import { startSmtpStandIn } from '../../server/test/smtp-server';
import { startBenchServer } from '../app-server';
import { formatMs, percentile, type BenchScenario } from '../scenario';
import { cookiesOf } from '../sign-in';

const HEADERS = { 'content-type': 'application/json', 'x-requested-with': 'pariksha' };
const PASSWORD = 'Bench@2026pass';
const ACCOUNTS = 20;
const LOGIN_CONCURRENCY = 8;
const LOGIN_SECONDS = 10;

async function captchaId(baseURL: string) {
  const response = await fetch(`${baseURL}/api/auth/captcha`);
  return ((await response.json()) as { id: string }).id;
}

type Mailbox = Awaited<ReturnType<typeof startSmtpStandIn>>;

/** Creates an account as the sign-up page does, and confirms its email with the code mailed to the stand-in. */
async function signUp(baseURL: string, email: string, mail: Mailbox) {
  const response = await fetch(`${baseURL}/api/auth/signup`, {
    method: 'POST',
    headers: HEADERS,
    body: JSON.stringify({
      fullName: 'Bench Student',
      email,
      phone: '9801234567',
      class: '12',
      faculty: 'science',
      school: 'Bench School',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      acceptTerms: true,
      captchaId: await captchaId(baseURL),
      captchaAnswer: CAPTCHA_ANSWER,
    }),
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const ticket = response.headers.getSetCookie().find((cookie) => cookie.startsWith('pariksha_verification='))?.split(';')[0];
  if (!ticket) return;
  const code = findCode((await mail.waitForMail(email, { subject: isCodeMail })).text);
  const confirmed = await fetch(`${baseURL}/api/auth/verification/code`, { method: 'POST', headers: { ...HEADERS, cookie: ticket }, body: JSON.stringify({ code }) });
  if (!confirmed.ok) throw new Error(`email code refused: ${confirmed.status} ${await confirmed.text()}`);
}

/** One sign-in as the page does it: a new captcha, then the login; returns the cookie and the login's latency. */
async function signIn(baseURL: string, email: string) {
  const id = await captchaId(baseURL);
  const started = performance.now();
  const response = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: HEADERS,
    body: JSON.stringify({ email, password: PASSWORD, captchaId: id, captchaAnswer: CAPTCHA_ANSWER }),
  });
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = cookiesOf(response.headers.getSetCookie());
  return { cookie, ms };
}

/**
 * Sign-in under load (argon2id verification, captcha, rate-limit upsert, session and login history in one
 * go) and the cost every signed-in API request pays: session lookup plus the maintenance gate.
 */
export const accountsScenario: BenchScenario = {
  name: 'accounts',
  description: `${LOGIN_CONCURRENCY} clients signing in over and over for ${LOGIN_SECONDS} s (captcha + POST /api/auth/login each), then GET /api/auth/session with a session cookie (10 s, 50 connections), on one instance with the embedded database.`,
  async run() {
    const mail = await startSmtpStandIn();
    const server = await startBenchServer({ LOG_LEVEL: 'warn', SMTP_URL: mail.url });
    try {
      const emails = Array.from({ length: ACCOUNTS }, (_, index) => `bench-${index}-${Date.now()}@example.com`);
      for (const email of emails) await signUp(server.baseURL, email, mail);

      const latencies: number[] = [];
      let failures = 0;
      let cookie = '';
      const deadline = Date.now() + LOGIN_SECONDS * 1000;
      await Promise.all(
        Array.from({ length: LOGIN_CONCURRENCY }, async (_, client) => {
          for (let round = 0; Date.now() < deadline; round++) {
            try {
              const result = await signIn(server.baseURL, emails[(client + round * LOGIN_CONCURRENCY) % emails.length]!);
              latencies.push(result.ms);
              cookie = result.cookie;
            } catch {
              failures++;
            }
          }
        }),
      );
      const loginsPerSecond = latencies.length / LOGIN_SECONDS;

      const session = await autocannon({ url: `${server.baseURL}/api/auth/session`, connections: 50, duration: 10, headers: { cookie } });
      return {
        lines: [
          `sign-in: ${loginsPerSecond.toFixed(1)} logins/s with ${LOGIN_CONCURRENCY} clients; login latency p50 ${formatMs(percentile(latencies, 50))}, p99 ${formatMs(percentile(latencies, 99))}; ${failures} failures`,
          `signed-in request (GET /api/auth/session): ${Math.round(session.requests.average)} requests/s, p50 ${formatMs(session.latency.p50)}, p99 ${formatMs(session.latency.p99)}, ${session.non2xx} non-2xx`,
        ],
        metrics: {
          loginsPerSecond,
          loginP50: percentile(latencies, 50),
          loginP99: percentile(latencies, 99),
          loginFailures: failures,
          sessionRequestsPerSecond: session.requests.average,
          sessionP50: session.latency.p50,
          sessionP99: session.latency.p99,
        },
      };
    } finally {
      await stopAppServer(server);
      await mail.close();
    }
  },
};
