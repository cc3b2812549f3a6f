import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET } from '@common/auth';
import { hashCaptchaAnswer, randomCaptchaText } from './captcha';

const SECRET = 'a-secret-that-is-long-enough-for-the-tests';

describe('captcha answers', () => {
  it('are 5 characters from A-Z and 0-9', () => {
    for (let i = 0; i < 200; i++) {
      const text = randomCaptchaText();
      expect(text).toHaveLength(5);
      for (const character of text) expect(CAPTCHA_ALPHABET).toContain(character);
    }
  });

  it('compare case-insensitively and ignore surrounding spaces', () => {
    const id = '0b6c1a8e-53a4-4a57-a4b7-6c0d7d3f7c11';
    const stored = hashCaptchaAnswer(SECRET, id, 'AB3DE');
    expect(hashCaptchaAnswer(SECRET, id, 'ab3de')).toBe(stored);
    expect(hashCaptchaAnswer(SECRET, id, ' Ab3dE ')).toBe(stored);
    expect(hashCaptchaAnswer(SECRET, id, 'AB3DF')).not.toBe(stored);
  });

  it('are bound to their challenge and the app secret, and stored without the text', () => {
    const stored = hashCaptchaAnswer(SECRET, 'challenge-1', 'QWERT');
    expect(hashCaptchaAnswer(SECRET, 'challenge-2', 'QWERT')).not.toBe(stored);
    expect(hashCaptchaAnswer(`${SECRET}!`, 'challenge-1', 'QWERT')).not.toBe(stored);
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.toUpperCase()).not.toContain('QWERT');
  });
});
