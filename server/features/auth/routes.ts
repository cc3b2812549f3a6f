import type { FastifyRequest } from 'fastify';
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
  SignupResponse,
  UNLOCK_EMAIL_SENT_MESSAGE,
  UnlockBody,
  UnlockRequestBody,
} from '@common/auth';
import type { AppInstance, FeatureDeps } from '../../platform/app-types';
import { clearSessionCookie, setSessionCookie } from '../../platform/auth';
import { requestAccountUnlock, unlockAccount } from './account-unlock';
import { createAudioCaptcha, createCaptcha } from './captcha';
import { DEVICE_COOKIE, setDeviceCookie } from './login-lockout';
import { isResetTokenUsable, requestPasswordReset, resetPassword } from './password-reset';
import { readLanguage, signIn, signOut, signUp, toSessionUser, type RequestOrigin } from './service';

const originOf = (request: FastifyRequest): RequestOrigin => ({ ipAddress: request.ip, userAgent: request.headers['user-agent'] });

export function registerAuthRoutes(app: AppInstance, deps: FeatureDeps) {
  const { clock, config } = deps;
  const secureCookies = config.PUBLIC_URL.startsWith('https://');

  app.get(
    '/api/auth/session',
    {
      config: { maintenanceExempt: true },
      schema: { tags: ['auth'], summary: 'Who is signed in', response: { 200: SessionResponse } },
    },
    async (request) => ({ user: request.auth ? toSessionUser(request.auth, clock.now(), await readLanguage(deps, request.auth.userId)) : null }),
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
          summary: asAdmin ? 'Admin sign-in: admins only' : 'Sign in: sets the httpOnly session cookie',
          body: LoginBody,
          response: { 200: SessionUserSchema },
        },
      },
      async (request, reply) => {
        const { token, user } = await signIn(deps, {
          body: request.body,
          asAdmin,
          origin: originOf(request),
          currentSessionId: request.auth?.sessionId,
          deviceCookie: request.cookies[DEVICE_COOKIE],
          log: request.log,
        });
        setSessionCookie(reply, token, secureCookies);
        setDeviceCookie(deps, reply, { userId: user.id, current: request.cookies[DEVICE_COOKIE], secure: secureCookies });
        return user;
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
    async (request, reply) => reply.status(201).send(await signUp(deps, { body: request.body, origin: originOf(request), log: request.log })),
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
