import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import axe from 'axe-core';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { startAiProviderStandIn, type AiProviderStandIn } from '../server/test/ai-provider-stand-in';
import { CAPTCHA_ANSWER, startAppServer, stopAppServer, type AppServer } from '../server/test/app-process';
import { startGatewayStandIns, type GatewayStandIns } from '../server/test/gateway-stand-ins';
import { findCode, isCodeMail } from '../server/test/code-messages';
import { startSmtpStandIn } from '../server/test/smtp-server';

export { CAPTCHA_ANSWER };
export const DEMO_STUDENT = { email: 'student@example.com', password: 'Student@2026' };
export const DEMO_ADMIN = { email: 'admin@example.com', password: 'Admin@2026' };

type WorkerFixtures = {
  mail: Awaited<ReturnType<typeof startSmtpStandIn>>;
  /** Local eSewa, Khalti and FonePay stand-ins: no journey ever reaches a real gateway. */
  gateways: GatewayStandIns;
  /** A spec that changes the demo accounts (paying for Premium) sets this, so it runs in a worker with a server of its own. */
  ownServer: boolean;
  /** The AI providers' stand-in the server's base URLs point at (it answers only once an admin configures a provider). */
  ai: AiProviderStandIn;
  appServer: AppServer;
};

/** What `npm start` runs: the compiled server (npm run build), so the journeys test what users get. */
export const SERVER_BUNDLE = path.resolve(import.meta.dirname, '../dist/server/main.js');

// This worker's SMTP stand-in, so signUpViaApi can read the mailed code without every journey passing it along.
let workerMail: WorkerFixtures['mail'] | undefined;

/** One server (with its own data and local SMTP, gateway and AI provider stand-ins) per worker; `baseURL` points at it. */
export const test = base.extend<object, WorkerFixtures>({
  mail: [
    async ({}, use) => {
      const mail = await startSmtpStandIn();
      workerMail = mail;
      await use(mail);
      workerMail = undefined;
      await mail.close();
    },
    { scope: 'worker' },
  ],
  gateways: [
    async ({}, use) => {
      const gateways = await startGatewayStandIns();
      await use(gateways);
      await gateways.close();
    },
    { scope: 'worker' },
  ],
  ai: [
    async ({}, use) => {
      const ai = await startAiProviderStandIn();
      await use(ai);
      await ai.close();
    },
    { scope: 'worker' },
  ],
  ownServer: [false, { scope: 'worker', option: true }],
  appServer: [
    async ({ mail, gateways, ai }, use) => {
      const server = await startAppServer({ SMTP_URL: mail.url, ...gateways.env, ...ai.env }, { bundle: SERVER_BUNDLE });
      await use(server);
      await stopAppServer(server);
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ appServer }, use) => {
    await use(appServer.baseURL);
  },
});

export { expect };

/** The captcha challenges (picture or spoken) the page asks the API for from now on. */
export function recordCaptchaRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => void (new URL(request.url()).pathname.startsWith('/api/auth/captcha') && urls.push(request.url())));
  return urls;
}

/** Signs in through the API (captcha fixed by CAPTCHA_FIXED_ANSWER); the browser context keeps the cookie. */
/**
 * Reads the app in `language`: on this device and on the signed-in user's profile, whose language the app applies at
 * sign-in on every device (decision 079). Tests that switch the demo accounts switch them back before they end.
 */
export async function readIn(page: Page, language: 'en' | 'ne') {
  await page.addInitScript((value) => localStorage.setItem('pariksha-language', value), language);
  const response = await page.request.put('/api/profile/language', { data: { language }, headers: { 'x-requested-with': 'pariksha' } });
  expect(response.ok(), `saving the profile language answered ${response.status()}`).toBe(true);
}

export async function signInViaApi(request: APIRequestContext, account: { email: string; password: string }, admin = false) {
  const captcha = await request.get('/api/auth/captcha');
  expect(captcha.ok()).toBeTruthy();
  const { id } = (await captcha.json()) as { id: string };
  const response = await request.post(admin ? '/api/auth/admin-login' : '/api/auth/login', {
    headers: { 'x-requested-with': 'pariksha' },
    data: { email: account.email, password: account.password, captchaId: id, captchaAnswer: CAPTCHA_ANSWER },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
}

type SignUpDetails = { fullName: string; email: string; password: string; phone: string; class: '10' | '12'; faculty?: string; school: string; referralCode?: string };

/** The verification code in a mail of either language, as ASCII digits ("…verification code is 123456.", "…कोड १२३४५६ हो।"). */
export function codeInMail(text: string): string {
  const code = findCode(text);
  if (!code) throw new Error(`No verification code in: ${text}`);
  return code;
}

/** The newest verification code mailed to an address (in English or Nepali), read from this worker's SMTP stand-in. */
export async function mailedCode(email: string): Promise<string> {
  if (!workerMail) throw new Error('The mail stand-in is not running: use the app server first');
  const mail = workerMail;
  const codeMails = () => mail.messages.filter((message) => message.to.includes(email.toLowerCase()) && isCodeMail(message.subject));
  await expect.poll(() => codeMails().length, { timeout: 15_000 }).toBeGreaterThan(0);
  return codeInMail(codeMails().at(-1)!.text);
}

/**
 * Creates an account through the sign-up API (captcha fixed by CAPTCHA_FIXED_ANSWER), as the sign-up page would, and
 * confirms its email with the code mailed to the SMTP stand-in (email OTP is on by default), so it can sign in next.
 */
export async function signUpViaApi(request: APIRequestContext, details: SignUpDetails) {
  const captcha = await request.get('/api/auth/captcha');
  expect(captcha.ok()).toBeTruthy();
  const { id } = (await captcha.json()) as { id: string };
  const response = await request.post('/api/auth/signup', {
    headers: { 'x-requested-with': 'pariksha' },
    data: { ...details, confirmPassword: details.password, acceptTerms: true, captchaId: id, captchaAnswer: CAPTCHA_ANSWER },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { verification } = (await response.json()) as { verification: { step: string } | null };
  if (!verification) return;
  expect(verification.step).toBe('email');
  const confirmed = await request.post('/api/auth/verification/code', { headers: { 'x-requested-with': 'pariksha' }, data: { code: await mailedCode(details.email) } });
  expect(await confirmed.json()).toEqual({ status: 'verified' });
}

/**
 * Starts the mock test titled `title` as a student would, from its card on /mocktest (opened unless the list is already
 * shown) and the confirmation dialog, or resumes the attempt already open on it; resolves with the attempt's id once the
 * exam screen is shown.
 */
export async function startMockTest(page: Page, title: string): Promise<string> {
  const here = new URL(page.url());
  if (here.pathname !== '/mocktest' || here.searchParams.has('attempt')) await page.goto('/mocktest');
  const button = page.getByTestId('mock-test-card').filter({ hasText: title }).getByRole('button', { name: /^(Start|Resume) Test$/ });
  await expect(button).toBeVisible();
  const resumes = (await button.textContent())!.includes('Resume');
  await button.click();
  if (!resumes) await page.getByRole('dialog').getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page).toHaveURL(/\/mocktest\?attempt=/);
  return new URL(page.url()).searchParams.get('attempt')!;
}

/** The page has no horizontal scroll (what a 360 px phone would show). */
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

/** Toasts slide and fade in; axe would read their colours half-blended with the page, so wait until they stand still. */
async function waitForToastsToSettle(page: Page) {
  const movingToasts = () =>
    page.evaluate(() => {
      const inToaster = (animation: Animation) => {
        const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
        return target instanceof Element && target.closest('[data-sonner-toaster]') !== null;
      };
      const unmounted = document.querySelectorAll('[data-sonner-toast][data-mounted="false"]').length;
      return unmounted + document.getAnimations().filter((animation) => animation.playState === 'running' && inToaster(animation)).length;
    });
  await expect.poll(movingToasts, { message: 'toasts finished moving' }).toBe(0);
}

type AxeRule = { id: string; impact?: string; enabled: boolean; tags: string[] };

/**
 * The axe rules that can find a serious or critical violation. Axe gives each violation its rule's impact, so the minor
 * and moderate rules (landmarks, heading order, `region`) can never fail these checks and are not run. Read from
 * axe-core's own rule table, so an upgrade brings its new rules (decision 053).
 */
const SERIOUS_RULES = (axe as unknown as { _audit: { rules: AxeRule[] } })._audit.rules
  .filter((rule) => rule.enabled && !rule.tags.includes('experimental') && (rule.impact === 'serious' || rule.impact === 'critical'))
  .map((rule) => rule.id);
if (!SERIOUS_RULES.includes('color-contrast') || !SERIOUS_RULES.includes('button-name')) {
  throw new Error(`axe-core ${axe.version} no longer lists its rules' impact where e2e/fixtures.ts reads it`);
}

/** The rules whose outcome colours alone decide: all that changes between the light and the dark theme. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Which rules a check runs: every serious one, or (the same page in the other theme) the colour ones. */
export type AxeRuleSet = 'all' | 'colour';

// axe-core's minified build, put into each document once and run there (AxeBuilder injects it again for every check
// and finishes each run in a new blank page, about three quarters of a check's time).
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Waits until the app has taken the page over: a prerendered page starts it at the reader's first key or touch
 * (decision 088), here a Shift, which does nothing else, and main.tsx drops `data-prerendered` at its first commit.
 */
export async function waitForLivePage(page: Page) {
  const root = page.locator('#root');
  if (await root.evaluate((element) => element.hasAttribute('data-prerendered'))) await page.keyboard.press('Shift');
  await expect(root).not.toHaveAttribute('data-prerendered');
}

/** Axe's serious and critical violations on the live page once toasts stand still, each as `rule: selectors`. */
export async function seriousAxeViolations(page: Page, rules: AxeRuleSet = 'all'): Promise<string[]> {
  await waitForLivePage(page);
  await waitForToastsToSettle(page);
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(AXE_SOURCE);
  }
  const results = await page.evaluate(
    (values) =>
      // Only violations are needed: details of passing checks are most of axe's work on a long page.
      (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly: { type: 'rule', values }, resultTypes: ['violations'] }),
    rules === 'all' ? SERIOUS_RULES : COLOUR_RULES,
  );
  // Something was checked: the colours of the page's text, and with every rule a good part of the rest.
  expect(results.passes.length + results.violations.length, 'axe checked the page').toBeGreaterThanOrEqual(rules === 'all' ? 10 : 1);
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Axe checked the page and found no serious or critical violations; `label` names the failure. */
export async function expectNoSeriousAxeViolations(page: Page, label: string) {
  expect(await seriousAxeViolations(page), label).toEqual([]);
}

/** A loaded page (its heading shown, nothing busy) fits a phone without sideways scroll and passes the axe check. */
export async function expectAccessiblePhonePage(page: Page, label: string) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await expectNoSeriousAxeViolations(page, label);
}

/** Opens each path in the light theme, then in the dark one, and runs `check` with a label such as `dark /notes`. */
export async function forEachThemeAndPath(page: Page, paths: string[], check: (label: string) => Promise<void>) {
  for (const theme of ['light', 'dark']) {
    await page.addInitScript((value) => localStorage.setItem('pariksha-theme', value), theme);
    for (const path of paths) {
      await page.goto(path);
      await check(`${theme} ${path}`);
    }
  }
}
