import { z } from 'zod';
import { FacultySchema, READER_LANGUAGES, ROLES, STUDENT_CLASSES } from './academics';
import {
  isStrongEnough,
  MAX_PASSWORD_LENGTH,
  MIN_RESET_PASSWORD_LENGTH,
  MIN_SIGNUP_PASSWORD_LENGTH,
  PASSWORDS_DO_NOT_MATCH_MESSAGE,
  WEAK_PASSWORD_MESSAGE,
} from './passwords';
import { NepaliMobileSchema } from './phone';

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
  /** The language kept on the profile: the web reads in it on every device the user signs in on. */
  language: z.enum(READER_LANGUAGES),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

/** PUT /api/profile/language: the language the signed-in user reads in. */
export const LanguageBody = z.strictObject({ language: z.enum(READER_LANGUAGES) });

export const SessionResponse = z.object({ user: SessionUserSchema.nullable() });
export type SessionResponse = z.infer<typeof SessionResponse>;

export const CAPTCHA_LENGTH = 5;
/** The characters a captcha is drawn from (seed 000 section 5). */
export const CAPTCHA_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
export const LOGIN_CAPTCHA_MESSAGE = 'Invalid CAPTCHA. Please try again.';
export const SIGNUP_CAPTCHA_MESSAGE = 'Invalid captcha. Please try again.';

/** Captcha answers are compared case-insensitively, ignoring surrounding spaces. */
export const normalizeCaptchaAnswer = (answer: string) => answer.trim().toUpperCase();

/** `image` is a PNG as a data URL. */
export const CaptchaChallengeSchema = z.object({ id: z.string(), image: z.string() });
export type CaptchaChallenge = z.infer<typeof CaptchaChallengeSchema>;
/**
 * What a kept prerendered page with a captcha shows in place of a challenge: the server writes a fresh one over it
 * for each visitor (decision 087). Neither string can occur in rendered markup otherwise; the picture's is a data:
 * URL, which React does not preload (a preload link would carry the picture twice).
 */
export const CAPTCHA_IN_PAGE_SLOT: CaptchaChallenge = { id: '{{captcha-id}}', image: 'data:image/png;base64,{{captcha-image}}' };
/** A challenge read aloud, for students who cannot see the picture (decision 064): a WAV data URL. */
export const AudioCaptchaChallengeSchema = z.object({ id: z.string(), audio: z.string() });
export type AudioCaptchaChallenge = z.infer<typeof AudioCaptchaChallengeSchema>;

const EmailSchema = z.string().trim().min(1, 'Email is required').max(254).email('Enter a valid email address');
const CaptchaFields = {
  captchaId: z.string().min(1).max(64),
  captchaAnswer: z.string().trim().min(1, 'Enter the characters shown').max(16),
};

/** POST /api/auth/login (and /api/auth/admin-login): captcha first, then rate limit, then credentials. */
export const LoginBody = z.strictObject({
  email: EmailSchema,
  password: z.string().min(1, 'Password is required').max(MAX_PASSWORD_LENGTH),
  ...CaptchaFields,
});
export type LoginBody = z.infer<typeof LoginBody>;

/** A new password under the sign-up rule: at least 8 characters and a strength score of at least 3. */
export const NewPasswordSchema = z
  .string()
  .min(MIN_SIGNUP_PASSWORD_LENGTH, `Password must be at least ${MIN_SIGNUP_PASSWORD_LENGTH} characters long`)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`)
  .refine(isStrongEnough, WEAK_PASSWORD_MESSAGE);

/** POST /api/auth/signup. Faculty is only for Class 12; a new account is always a student. */
export const SignupBody = z
  .strictObject({
    fullName: z.string().trim().min(1, 'Full name is required').max(100),
    email: EmailSchema,
    phone: NepaliMobileSchema,
    class: z.enum(STUDENT_CLASSES, { error: 'Select your class' }),
    faculty: FacultySchema.nullish(),
    school: z.string().trim().min(1, 'School/College is required').max(200),
    password: NewPasswordSchema,
    confirmPassword: z.string().min(1, 'Confirm your password'),
    acceptTerms: z.boolean().refine((accepted) => accepted, 'You must accept the Terms of Service and Privacy Policy'),
    /** From the sign-up link's ?ref=CODE; an unknown code is ignored. */
    referralCode: z.string().trim().max(32).optional(),
    /** The language the visitor was reading in when signing up: kept on the new profile. */
    language: z.enum(READER_LANGUAGES).default('en'),
    ...CaptchaFields,
  })
  .refine((body) => body.password === body.confirmPassword, { path: ['confirmPassword'], message: PASSWORDS_DO_NOT_MATCH_MESSAGE })
  .refine((body) => !body.faculty || body.class === '12', { path: ['faculty'], message: 'Faculty applies only to Class 12' });
export type SignupBodyInput = z.input<typeof SignupBody>;
export type SignupBody = z.output<typeof SignupBody>;

/** POST /api/auth/forgot-password: always answers the same, whether or not the email has an account. */
export const ForgotPasswordBody = z.strictObject({ email: EmailSchema });
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBody>;

export const RESET_PASSWORDS_DO_NOT_MATCH_MESSAGE = 'Passwords do not match';
export const RESET_PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${MIN_RESET_PASSWORD_LENGTH} characters long`;
export const RESET_LINK_INVALID_MESSAGE = 'This password reset link is invalid or has expired. Please request a new one.';
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const RESET_EMAIL_SENT_MESSAGE = 'Password reset email sent! Check your inbox.';
export const PASSWORD_UPDATED_MESSAGE = 'Password updated successfully!';

const resetPasswordFields = {
  password: z
    .string()
    .min(MIN_RESET_PASSWORD_LENGTH, RESET_PASSWORD_TOO_SHORT_MESSAGE)
    .max(MAX_PASSWORD_LENGTH)
    .refine(isStrongEnough, WEAK_PASSWORD_MESSAGE),
  confirmPassword: z.string().min(1, 'Confirm your new password'),
};
const resetPasswordsMatch = (body: { password: string; confirmPassword: string }) => body.password === body.confirmPassword;
const resetMismatch = { path: ['confirmPassword'], message: RESET_PASSWORDS_DO_NOT_MATCH_MESSAGE };

/** The reset page's form: at least 6 characters (seed 001) and the sign-up strength score. */
export const ResetPasswordForm = z.object(resetPasswordFields).refine(resetPasswordsMatch, resetMismatch);
export type ResetPasswordForm = z.infer<typeof ResetPasswordForm>;

/** POST /api/auth/reset-password: the emailed token and the new password. */
export const ResetPasswordBody = z.strictObject({ token: z.string().min(1).max(200), ...resetPasswordFields }).refine(resetPasswordsMatch, resetMismatch);
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

/** POST /api/auth/reset-password/check: whether a link can still be used (the page checks on load). */
export const ResetTokenBody = z.strictObject({ token: z.string().min(1).max(200) });
export const ResetTokenStatus = z.object({ valid: z.boolean() });

/** GET /api/auth/captcha past its per-address limit (decision 062). */
export const CAPTCHA_TOO_MANY_MESSAGE = 'Too many captcha requests. Please wait a few minutes and try again.';

export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

/** Unlocking sign-in after a lockout by an emailed link (decision 061). */
export const UNLOCK_EMAIL_SENT_MESSAGE = 'If an account uses this email, we have sent it a link to unlock sign-in. Check your inbox.';
export const ACCOUNT_UNLOCKED_MESSAGE = 'Your account is unlocked. You can sign in now.';
export const UNLOCK_LINK_INVALID_MESSAGE = 'This unlock link is invalid or has expired. Ask for a new one from the sign-in page.';
export const UNLOCK_TOKEN_TTL_MS = 60 * 60 * 1000;
/** POST /api/auth/unlock-request: same answer whether or not the email has an account. */
export const UnlockRequestBody = z.strictObject({ email: EmailSchema });
/** POST /api/auth/unlock: the emailed token. */
export const UnlockBody = z.strictObject({ token: z.string().min(1).max(200) });
export type UnlockBody = z.infer<typeof UnlockBody>;
