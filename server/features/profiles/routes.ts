import { LanguageBody, MessageResponse } from '@common/auth';
import {
  AchievementsResponse,
  ChangePasswordBody,
  DeleteAccountBody,
  EarningsSummarySchema,
  ProfileSchema,
  UpdateProfileBody,
} from '@common/profiles';
import type { AppInstance, FeatureDeps } from '../../platform/app-types';
import { clearSessionCookie, currentUser, requireUser } from '../../platform/auth';
import { summarizeEarnings } from '../referrals/service';
import { changePassword, deleteOwnAccount } from './account';
import { listAchievements, readOwnProfile, setLanguage, updateProfile } from './service';

export function registerProfileRoutes(app: AppInstance, deps: FeatureDeps) {
  const secureCookies = deps.config.PUBLIC_URL.startsWith('https://');

  app.get(
    '/api/profile',
    {
      onRequest: requireUser,
      schema: { tags: ['profiles'], summary: 'Own profile (the default one is created when missing)', response: { 200: ProfileSchema } },
    },
    async (request) => readOwnProfile(deps, currentUser(request)),
  );

  app.patch(
    '/api/profile',
    {
      onRequest: requireUser,
      schema: { tags: ['profiles'], summary: 'Change own personal details', body: UpdateProfileBody, response: { 200: ProfileSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      return updateProfile(deps, { userId: user.userId, email: user.email, changes: request.body });
    },
  );

  app.get(
    '/api/profile/achievements',
    {
      onRequest: requireUser,
      schema: { tags: ['profiles'], summary: 'Achievements earned from own activity, newest first', response: { 200: AchievementsResponse } },
    },
    async (request) => ({ achievements: await listAchievements(deps, currentUser(request).userId) }),
  );

  app.get(
    '/api/profile/earnings',
    {
      onRequest: requireUser,
      schema: { tags: ['profiles'], summary: 'Own referral counts and commission totals', response: { 200: EarningsSummarySchema } },
    },
    async (request) => summarizeEarnings(deps, currentUser(request).userId),
  );

  app.put(
    '/api/profile/language',
    {
      onRequest: requireUser,
      schema: {
        tags: ['profiles'],
        summary: 'The language the user reads in, applied on every device they sign in on',
        body: LanguageBody,
        response: { 200: LanguageBody },
      },
    },
    async (request) => setLanguage(deps, currentUser(request).userId, request.body.language),
  );

  app.put(
    '/api/profile/password',
    {
      onRequest: requireUser,
      schema: {
        tags: ['profiles'],
        summary: 'Change own password; every other session is signed out',
        body: ChangePasswordBody,
        response: { 200: MessageResponse },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await changePassword(deps, {
        userId: user.userId,
        sessionId: user.sessionId,
        currentPassword: request.body.currentPassword,
        newPassword: request.body.newPassword,
        ipAddress: request.ip,
      });
      return { message: 'Password updated successfully!' };
    },
  );

  app.delete(
    '/api/profile',
    {
      onRequest: requireUser,
      schema: { tags: ['profiles'], summary: 'Delete own account and its personal data (password required)', body: DeleteAccountBody },
    },
    async (request, reply) => {
      await deleteOwnAccount(deps, { userId: currentUser(request).userId, password: request.body.password });
      clearSessionCookie(reply, secureCookies);
      return reply.status(204).send();
    },
  );
}
