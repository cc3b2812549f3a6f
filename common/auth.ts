import { z } from 'zod';
import { ROLES } from './academics';

/** Who is signed in, as GET /api/auth/session answers it (null when nobody is). */
export const SessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  role: z.enum(ROLES),
  class: z.string().nullable(),
  faculty: z.string().nullable(),
  subscriptionPlan: z.string(),
  subscriptionExpiresAt: z.iso.datetime().nullable(),
  isPremium: z.boolean(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const SessionResponse = z.object({ user: SessionUserSchema.nullable() });
export type SessionResponse = z.infer<typeof SessionResponse>;

export const CAPTCHA_LENGTH = 5;

export const CaptchaChallengeSchema = z.object({ id: z.string(), svg: z.string() });
export type CaptchaChallenge = z.infer<typeof CaptchaChallengeSchema>;

/** POST /api/auth/login (and /api/auth/admin-login): captcha first, then rate limit, then credentials. */
export const LoginBody = z.strictObject({
  email: z.string().trim().min(1, 'Email is required').email('Enter a valid email address'),
  password: z.string().min(1, 'Password is required'),
  captchaId: z.string().min(1),
  captchaAnswer: z.string().trim().min(1, 'Enter the characters shown'),
});
export type LoginBody = z.infer<typeof LoginBody>;
