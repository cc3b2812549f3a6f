import { createHmac } from 'node:crypto';
import { safeEqual } from '../../../platform/crypto';

/** eSewa: base64 HMAC-SHA256 with the secret as UTF-8 text (GATEWAYS.md 1.3). */
export const hmacSha256Base64 = (secret: string, message: string) => createHmac('sha256', secret).update(message, 'utf8').digest('base64');

/** FonePay: hex HMAC-SHA512 (GATEWAYS.md 3.3); lower case here, compared case-insensitively. */
export const hmacSha512Hex = (secret: string, message: string) => createHmac('sha512', secret).update(message, 'utf8').digest('hex');

/** Constant-time comparison of two hex digests, ignoring case. */
export const hexDigestsMatch = (expected: string, received: string) => safeEqual(expected.toLowerCase(), received.toLowerCase());
