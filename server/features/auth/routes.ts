import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ACCOUNT_UNLOCKED_MESSAGE,
  AudioCaptchaChallengeSchema,
  CaptchaChallengeSchema,
  ForgotPasswordBody,
  LoginBody,
  MessageResponse,
  PASSWORD_UPDATED_MESSAGE,
  RESET_EMAIL_SENT_MESSAGE,
  ResetPasswordBody,
  ResetTokenBody,
  ResetTokenStatus,
  SessionResponse,
  SessionUserSchema,
  SignupBody,
  UNLOCK_EMAIL_SENT_MESSAGE,
  UnlockBody,
  UnlockRequestBody,
} from '@common/auth';
import { TotpEnrolmentSchema } from '@common/mfa';
import { SignupResponse, VerificationCodeBody, VerificationDoneSchema, VerificationStateSchema, VerifiedSignInSchema } from '@common/otp';
import type { AppInstance, FeatureDeps } from '../../platform/app-types';
import { clearSessionCookie, isPremium, setSessionCookie, type AuthContext } from '../../platform/auth';
import { sendSerialisedOnce } from '../../platform/serialised-bodies';
import { requestAccountUnlock, unlockAccount } from './account-unlock';
import { createAudioCaptcha, createCaptcha } from './captcha';
import { DEVICE_COOKIE, setDeviceCookie } from './login-lockout';
import { isResetTokenUsable, requestPasswordReset, resetPassword } from './password-reset';
import { signIn, signOut, signUp, toSessionUser, type RequestOrigin } from './service';
import { readVerification, resendVerificationCode, startSignInEnrolment, submitVerificationCode, VERIFICATION_TICKET_MS } from './verification';

const originOf = (request: FastifyRequest): RequestOrigin => ({ ipAddress: request.ip, userAgent: request.headers['user-agent'] });

/** The httpOnly cookie that carries a sign-up's or sign-in's verification ticket to the code routes only. */
const VERIFICATION_COOKIE = 'pariksha_verification';
const VERIFICATION_COOKIE_PATH = '/api/auth/verification';
const ticketOf = (request: FastifyRequest): string | undefined => request.cookies[VERIFICATION_COOKIE];

export function registerAuthRoutes(app: AppInstance, deps: FeatureDeps) {
  const { clock, config } = deps;
  const secureCookies = config.PUBLIC_URL.startsWith('https://');
  const sessionBodies = new WeakMap<AuthContext, string>();
  const premiumSessionBodies = new WeakMap<AuthContext, string>();
  const setTicketCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(VERIFICATION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies,
      path: VERIFICATION_COOKIE_PATH,
      maxAge: VERIFICATION_TICKET_MS / 1000,
    });
  const clearTicketCookie = (reply: FastifyReply) =>
    reply.clearCookie(VERIFICATION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: secureCookies, path: VERIFICATION_COOKIE_PATH });

  app.get(
    '/api/auth/session',
    {
      config: { maintenanceExempt: true },
      schema: { tags: ['auth'], summary: 'Who is signed in', response: { 200: SessionResponse } },
    },
    async (request, reply) => {
      const { auth } = request;
      if (!auth) return { user: null };
      const now = clock.now();
      // The answer follows from the session's cached authorisation (replaced on every change) and premium on the clock.
      return sendSerialisedOnce(reply, isPremium(auth, now) ? premiumSessionBodies : sessionBodies, auth, () => ({ user: toSessionUser(auth, now) }));
    },
  );

  app.get(
    '/api/auth/captcha',
    {
      config: { maintenanceExempt: true },
      schema: { tags: ['auth'], summary: 'A new captcha challenge (single use, 5 minutes)', response: { 200: CaptchaChallengeSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return createCaptcha(deps, request.ip);
    },
  );

  app.get(
    '/api/auth/captcha/audio',
    {
      config: { maintenanceExempt: true },
      schema: {
        tags: ['auth'],
        summary: 'A new captcha challenge read aloud, for those who cannot see the picture (single use, 5 minutes)',
        response: { 200: AudioCaptchaChallengeSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return createAudioCaptcha(deps, request.ip);
    },
  );

  for (const [path, asAdmin] of [
    ['/api/auth/login', false],
    ['/api/auth/admin-login', true],
  ] as const) {
    app.post(
      path,
      {
        config: { maintenanceExempt: true },
        schema: {
          tags: ['auth'],
          summary: asAdmin
            ? 'Admin sign-in: admins only (202 when a TOTP code is asked for)'
            : 'Sign in: sets the httpOnly session cookie, or answers 202 with the code step an unconfirmed account waits at',
          body: LoginBody,
          response: { 200: SessionUserSchema, 202: VerificationStateSchema },
        },
      },
      async (request, reply) => {
        const result = await signIn(deps, {
          body: request.body,
          asAdmin,
          origin: originOf(request),
          currentSessionId: request.auth?.sessionId,
          deviceCookie: request.cookies[DEVICE_COOKIE],
          log: request.log,
        });
        if (result.kind === 'verification') {
          setTicketCookie(reply, result.token);
          return reply.status(202).send(result.state);
        }
        // Only a completed sign-in makes this browser known to the account (decisions 061, 059): a password alone,
        // with a code still to enter, does not.
        setDeviceCookie(deps, reply, { userId: result.userId, current: request.cookies[DEVICE_COOKIE], secure: secureCookies });
        setSessionCookie(reply, result.token, secureCookies);
        return result.user;
      },
    );
  }

  app.post(
    '/api/auth/signup',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create a student account (no session: the new user signs in next)',
        body: SignupBody,
        response: { 201: SignupResponse },
      },
    },
    async (request, reply) => {
      const { account, ticketToken } = await signUp(deps, { body: request.body, origin: originOf(request), log: request.log });
      if (ticketToken) setTicketCookie(reply, ticketToken);
      return reply.status(201).send(account);
    },
  );

  app.get(
    '/api/auth/verification',
    {
      config: { maintenanceExempt: true },
      schema: { tags: ['auth'], summary: 'The code step a sign-up or sign-in waits at (its code is sent if none is live)', response: { 200: VerificationStateSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return readVerification(deps, { token: ticketOf(request), origin: originOf(request), log: request.log });
    },
  );

  app.post(
    '/api/auth/verification/code',
    {
      config: { maintenanceExempt: true },
      schema: {
        tags: ['auth'],
        summary: 'Enter the code of the current step: 202 with the next step, 200 verified (sign-up) or signed in (sets the session cookie)',
        body: VerificationCodeBody,
        response: { 200: z.union([VerificationDoneSchema, VerifiedSignInSchema]), 202: VerificationStateSchema },
      },
    },
    async (request, reply) => {
      const outcome = await submitVerificationCode(deps, {
        token: ticketOf(request),
        code: request.body.code,
        origin: originOf(request),
        currentSessionId: request.auth?.sessionId,
        log: request.log,
      });
      if (outcome.kind === 'pending') return reply.status(202).send(outcome.state);
      clearTicketCookie(reply);
      if (outcome.kind === 'verified') return { status: 'verified' as const };
      // The sign-in is complete only now, after its last code: the browser becomes known to the account here.
      setDeviceCookie(deps, reply, { userId: outcome.signedIn.user.id, current: request.cookies[DEVICE_COOKIE], secure: secureCookies });
      setSessionCookie(reply, outcome.signedIn.token, secureCookies);
      return { status: 'signed_in' as const, user: outcome.signedIn.user, recoveryCodes: outcome.recoveryCodes };
    },
  );

  app.post(
    '/api/auth/verification/resend',
    {
      config: { maintenanceExempt: true },
      schema: { tags: ['auth'], summary: 'Send a new code for the current email or phone step (after a cooldown)', response: { 200: VerificationStateSchema } },
    },
    async (request) => resendVerificationCode(deps, { token: ticketOf(request), origin: originOf(request), log: request.log }),
  );

  app.get(
    '/api/auth/verification/enrolment',
    {
      config: { maintenanceExempt: true },
      schema: { tags: ['auth'], summary: "An admin's authenticator set-up at sign-in: the secret, its otpauth link and QR code", response: { 200: TotpEnrolmentSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return startSignInEnrolment(deps, ticketOf(request));
    },
  );

  // Password recovery stays open during maintenance, so an admin who forgot a password can still get in.
  app.post(
    '/api/auth/forgot-password',
    {
      config: { maintenanceExempt: true },
      schema: {
        tags: ['auth'],
        summary: 'Email a password reset link (same answer whether or not the email has an account)',
        body: ForgotPasswordBody,
        response: { 200: MessageResponse },
      },
    },
    async (request) => {
      await requestPasswordReset(deps, { email: request.body.email, origin: originOf(request) });
      return { message: RESET_EMAIL_SENT_MESSAGE };
    },
  );

  app.post(
    '/api/auth/reset-password/check',
    {
      config: { maintenanceExempt: true },
      schema: { tags: ['auth'], summary: 'Whether a reset link can still be used', body: ResetTokenBody, response: { 200: ResetTokenStatus } },
    },
    async (request) => ({ valid: await isResetTokenUsable(deps, request.body.token) }),
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: { maintenanceExempt: true },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password through a reset link; signs the account out everywhere',
        body: ResetPasswordBody,
        response: { 200: MessageResponse },
      },
    },
    async (request) => {
      await resetPassword(deps, { token: request.body.token, password: request.body.password, origin: originOf(request) });
      return { message: PASSWORD_UPDATED_MESSAGE };
    },
  );

  // Unlocking stays open during maintenance too: a locked-out admin must be able to get back in.
  app.post(
    '/api/auth/unlock-request',
    {
      config: { maintenanceExempt: true },
      schema: {
        tags: ['auth'],
        summary: 'Email a link that lifts a sign-in lockout (same answer whether or not the email has an account)',
        body: UnlockRequestBody,
        response: { 200: MessageResponse },
      },
    },
    async (request) => {
      await requestAccountUnlock(deps, { email: request.body.email, origin: originOf(request) });
      return { message: UNLOCK_EMAIL_SENT_MESSAGE };
    },
  );

  app.post(
    '/api/auth/unlock',
    {
      config: { maintenanceExempt: true },
      schema: {
        tags: ['auth'],
        summary: 'Use an unlock link: lifts the lockout and trusts this browser for the account',
        body: UnlockBody,
        response: { 200: MessageResponse },
      },
    },
    async (request, reply) => {
      const { userId } = await unlockAccount(deps, { token: request.body.token, origin: originOf(request) });
      setDeviceCookie(deps, reply, { userId, current: request.cookies[DEVICE_COOKIE], secure: secureCookies });
      return { message: ACCOUNT_UNLOCKED_MESSAGE };
    },
  );

  app.post(
    '/api/auth/logout',
    { config: { maintenanceExempt: true }, schema: { tags: ['auth'], summary: 'Sign out: revokes this session' } },
    async (request, reply) => {
      if (request.auth) await signOut(deps, request.auth.sessionId);
      clearSessionCookie(reply, secureCookies);
      return reply.status(204).send();
    },
  );
}
