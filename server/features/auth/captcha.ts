import { createHmac, randomInt, randomUUID } from 'node:crypto';
import { eq, inArray, lt } from 'drizzle-orm';
import { CAPTCHA_ALPHABET, CAPTCHA_LENGTH, CAPTCHA_TOO_MANY_MESSAGE, CAPTCHA_TTL_MS, normalizeCaptchaAnswer } from '@common/auth';
import { captchaChallenges } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import { safeEqual } from '../../platform/crypto';
import { AppError } from '../../platform/errors';
import { CAPTCHA_LIMIT, countIpAttempt } from '../../platform/rate-limits';
import { speakCaptcha } from './captcha-audio';
import { drawCaptchaImage } from './captcha-image';
import { sweepExpiredAuthRows } from './housekeeping';

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

/** Stores a new challenge (only the answer's HMAC) under the per-address limit; returns its id and text. */
async function newChallenge(deps: Deps<'db' | 'clock' | 'config'>, ipAddress: string) {
  const { db, clock, config } = deps;
  const decision = await countIpAttempt(deps, 'captcha', ipAddress, CAPTCHA_LIMIT);
  if (!decision.allowed) {
    throw new AppError('captcha_rate_limited', CAPTCHA_TOO_MANY_MESSAGE, 429, {
      retryAt: (decision.reason === 'rate_limited' ? decision.retryAt : decision.lockedUntil).toISOString(),
    });
  }
  const now = clock.now();
  const id = randomUUID();
  const text = config.captchaFixedAnswer ?? randomCaptchaText();
  await db.insert(captchaChallenges).values({
    id,
    answerHash: hashCaptchaAnswer(config.appSecret, id, text),
    expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS),
    createdAt: now,
  });
  // Every new challenge removes up to two expired ones, so dead rows go at least as fast as new ones come.
  const expired = db.select({ id: captchaChallenges.id }).from(captchaChallenges).where(lt(captchaChallenges.expiresAt, now)).limit(2).for('update', { skipLocked: true });
  await db.delete(captchaChallenges).where(inArray(captchaChallenges.id, expired));
  await sweepExpiredAuthRows(deps);
  return { id, text };
}

/** A challenge to read: the picture goes to the browser as a PNG data URL. */
export async function createCaptcha(deps: Deps<'db' | 'clock' | 'config'>, ipAddress: string) {
  const { id, text } = await newChallenge(deps, ipAddress);
  // Twice the shown 220 × 72: sharp on phone screens (2-3 device pixels per CSS pixel; decision 069).
  return { id, image: `data:image/png;base64,${drawCaptchaImage(text, undefined, 2).toString('base64')}` };
}

/**
 * The challenge a sign-in or sign-up page is sent with (decision 087), under the same limit; none past it, and the
 * page's form then asks the API, which says why it gets none.
 */
export async function captchaForPage(deps: Deps<'db' | 'clock' | 'config'>, ipAddress: string) {
  try {
    return await createCaptcha(deps, ipAddress);
  } catch (error) {
    if (error instanceof AppError && error.code === 'captcha_rate_limited') return undefined;
    throw error;
  }
}

/** A challenge to listen to (decision 064), under the same per-address limit: the recording as a WAV data URL. */
export async function createAudioCaptcha(deps: Deps<'db' | 'clock' | 'config'>, ipAddress: string) {
  const { id, text } = await newChallenge(deps, ipAddress);
  return { id, audio: `data:audio/wav;base64,${speakCaptcha(text).toString('base64')}` };
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
