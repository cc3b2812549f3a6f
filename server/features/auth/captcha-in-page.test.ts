import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_TOO_MANY_MESSAGE } from '@common/auth';
import { CAPTCHA_LIMIT, countIpAttempt } from '../../platform/rate-limits';
import { buildTestApp, type TestApp } from '../../test/app';
import { MINUTE } from '../../test/clock';
import { buildStudent } from '../../test/factories';

let t: TestApp;

beforeAll(async () => {
  // A web build whose server renderer (<dist>-ssr/entry-server.js) is the one the build compiles, from its sources.
  const webDir = path.join(mkdtempSync(path.join(tmpdir(), 'pariksha-captcha-page-')), 'web');
  mkdirSync(webDir);
  mkdirSync(`${webDir}-ssr`);
  writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html lang="en"><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>');
  writeFileSync(path.join(`${webDir}-ssr`, 'entry-server.js'), `export { renderPage } from ${JSON.stringify(path.resolve('web/src/entry-server.tsx'))};\n`);
  t = await buildTestApp({ env: { WEB_DIST_DIR: webDir } });
});
afterAll(() => t.close());

const openPage = (url: string, remoteAddress = '203.0.113.70') => t.app.inject({ method: 'GET', url, remoteAddress });
/** The challenge the page's captcha picture carries, as the browser's app reads it. */
function challengeOf(html: string) {
  const picture = /<img src="(data:image\/png;base64,[^"]+)" data-challenge-id="([^"]+)"/.exec(html);
  return picture && { image: picture[1]!, id: picture[2]! };
}

describe('the sign-in and sign-up pages carry their first captcha (decision 087)', () => {
  it('sends /login with a fresh, valid challenge that a sign-in accepts once, and never lets the page be stored', async () => {
    const student = await buildStudent(t);
    const page = await openPage('/login');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    const challenge = challengeOf(page.body)!;
    expect(challenge).not.toBeNull();
    const png = Buffer.from(challenge.image.slice(challenge.image.indexOf(',') + 1), 'base64');
    expect([png.subarray(1, 4).toString(), png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual(['PNG', 440, 144]);
    // Each visit its own challenge.
    expect(challengeOf((await openPage('/login')).body)!.id).not.toBe(challenge.id);

    const signIn = () => t.post('/api/auth/login', { email: student.email, password: student.password, captchaId: challenge.id, captchaAnswer: 'abcde' });
    expect((await signIn()).statusCode).toBe(200);
    // Single use: the same page's challenge cannot sign in again.
    const again = await signIn();
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('invalid_captcha');
  });

  it('sends /signup with a challenge that creates an account, and expires like any other', async () => {
    const signUp = (captchaId: string, email: string) =>
      t.post('/api/auth/signup', {
        fullName: 'Sita Thapa',
        email,
        phone: '+977 9841234567',
        class: '10',
        school: 'Tribhuvan Secondary School',
        password: 'Strong@Pass1',
        confirmPassword: 'Strong@Pass1',
        acceptTerms: true,
        captchaId,
        captchaAnswer: 'ABCDE',
      });
    const page = await openPage('/signup');
    expect(page.headers['cache-control']).toBe('no-store');
    const created = await signUp(challengeOf(page.body)!.id, 'sita.page@example.com');
    expect(created.statusCode, created.body).toBeLessThan(300);

    const { id } = challengeOf((await openPage('/signup')).body)!;
    t.clock.advance(5 * MINUTE + 1000);
    const late = await signUp(id, 'sita.late@example.com');
    expect(late.statusCode).toBe(400);
    expect(late.json().error.code).toBe('invalid_captcha');
  });

  it('counts a page’s challenge against the address’s captcha limit, and past it sends the page without one (no error)', async () => {
    const address = '203.0.113.71';
    for (let n = 0; n < CAPTCHA_LIMIT.maxAttempts - 1; n++) await countIpAttempt(t, 'captcha', address, CAPTCHA_LIMIT);
    expect(challengeOf((await openPage('/login', address)).body)).not.toBeNull();
    const past = await openPage('/login', address);
    expect(past.statusCode).toBe(200);
    expect(past.headers['cache-control']).toBe('no-store');
    expect(challengeOf(past.body)).toBeNull();
    // The app's page, whose form asks the API and says why it gets nothing.
    expect(past.body).toContain('<div id="root"></div>');
    const asked = await t.app.inject({ method: 'GET', url: '/api/auth/captcha', remoteAddress: address });
    expect(asked.statusCode).toBe(429);
    expect(asked.json().error.message).toBe(CAPTCHA_TOO_MANY_MESSAGE);
    // Other addresses still get theirs.
    expect(challengeOf((await openPage('/signup', '203.0.113.72')).body)).not.toBeNull();
  });
});
