import { createHmac, randomInt, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { CAPTCHA_ALPHABET, CAPTCHA_LENGTH, CAPTCHA_TTL_MS, normalizeCaptchaAnswer } from '@common/auth';
import { captchaChallenges } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import { safeEqual } from '../../platform/crypto';
import { sweepExpiredAuthRows } from './housekeeping';

type DrawCaptcha = (text: string, options: Record<string, unknown>) => string;
let drawer: Promise<DrawCaptcha> | undefined;
/**
 * svg-captcha's default export draws a given text (its own random text uses Math.random, so we pick the text
 * ourselves). It parses its font when loaded, so it loads with the first captcha, not at start.
 */
const loadDrawer = () => (drawer ??= import('svg-captcha').then((module) => module.default as unknown as DrawCaptcha));

// Colour, four noise curves and per-glyph jitter: hard for a machine to read, easy for a person.
const DRAW_OPTIONS = { width: 160, height: 56, fontSize: 56, noise: 4, color: true, background: '#f1f5f9' };

/** A random captcha text: CAPTCHA_LENGTH characters from A-Z and 0-9, from a cryptographic source. */
export function randomCaptchaText(): string {
  let text = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i++) text += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return text;
}

/** The stored form of an answer: an HMAC under the app secret, bound to the challenge id. */
export function hashCaptchaAnswer(appSecret: string, challengeId: string, answer: string): string {
  return createHmac('sha256', appSecret).update(`captcha:${challengeId}:${normalizeCaptchaAnswer(answer)}`).digest('hex');
}

/** Creates a challenge: only the answer's HMAC is stored; the SVG goes to the browser. */
export async function createCaptcha(deps: Deps<'db' | 'clock' | 'config'>) {
  const { db, clock, config } = deps;
  const now = clock.now();
  const id = randomUUID();
  const text = config.captchaFixedAnswer ?? randomCaptchaText();
  await db.insert(captchaChallenges).values({
    id,
    answerHash: hashCaptchaAnswer(config.appSecret, id, text),
    expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS),
    createdAt: now,
  });
  await sweepExpiredAuthRows(deps);
  const drawCaptcha = await loadDrawer();
  return { id, svg: drawCaptcha(text, DRAW_OPTIONS) };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Checks an answer and uses the challenge up, right or wrong: the row is deleted atomically,
 * so a challenge answers at most one request and a wrong answer needs a new captcha.
 */
export async function consumeCaptcha({ db, clock, config }: Deps<'db' | 'clock' | 'config'>, challengeId: string, answer: string): Promise<boolean> {
  if (!UUID.test(challengeId)) return false;
  const now = clock.now();
  const [row] = await db
    .delete(captchaChallenges)
    .where(eq(captchaChallenges.id, challengeId))
    .returning({ answerHash: captchaChallenges.answerHash, expiresAt: captchaChallenges.expiresAt });
  if (!row || row.expiresAt.getTime() <= now.getTime()) return false;
  return safeEqual(row.answerHash, hashCaptchaAnswer(config.appSecret, challengeId, answer));
}
