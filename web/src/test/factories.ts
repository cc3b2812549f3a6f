import { DEFAULT_AI_PROVIDERS, type AiProvidersResponse } from '@common/ai-providers';
import type { SessionUser } from '@common/auth';
import type { Notification } from '@common/notifications';
import type { AttemptQuestion, InProgressAttempt } from '@common/practice';

/** A signed-in user as the session endpoint answers it: a free Class 12 science student unless overridden. */
export const buildSessionUser = (overrides: Partial<SessionUser> = {}): SessionUser => ({
  id: 'u1',
  email: 'student@example.com',
  fullName: 'Aarav Sharma',
  role: 'student',
  class: '12',
  faculty: 'science',
  subscriptionPlan: 'free',
  subscriptionExpiresAt: null,
  isPremium: false,
  language: 'en',
  ...overrides,
});

/** An unread info notification from an hour ago unless overridden. */
export const buildNotification = (overrides: Partial<Notification> = {}): Notification => ({
  id: crypto.randomUUID(),
  title: 'Board exam routines are out',
  message: 'Check the Upcoming Exams list on your dashboard.',
  type: 'info',
  createdAt: new Date(Date.now() - 60 * 60 * 1000).toISOString(),
  expiresAt: null,
  isRead: false,
  ...overrides,
});

/** A question of an attempt in progress, unanswered and unvisited unless overridden. */
export const buildAttemptQuestion = (position: number, overrides: Partial<AttemptQuestion> = {}): AttemptQuestion => ({
  position,
  question: `Question text ${position}`,
  options: { A: 'one', B: 'two', C: 'three', D: 'four' },
  subjectName: 'Physics',
  unit: 'Optics',
  marks: 1,
  chosenAnswer: null,
  isVisited: false,
  isMarkedForReview: false,
  timeSpentMs: 0,
  ...overrides,
});

/** A three-question Physics mock test in progress on question 1, started at `serverNow` with 30 minutes to go, unless overridden. */
export const buildInProgressAttempt = (serverNow: string, overrides: Partial<InProgressAttempt> = {}): InProgressAttempt => ({
  id: crypto.randomUUID(),
  kind: 'mock_test',
  title: 'Physics Mock Test',
  mockTestId: 'mock-1',
  subjectSlug: 'physics',
  unitSlug: null,
  startedAt: serverNow,
  deadlineAt: new Date(Date.parse(serverNow) + 30 * 60_000).toISOString(),
  serverNow,
  negativeMarkFraction: 0,
  maxScore: 3,
  currentPosition: 1,
  status: 'in_progress',
  questions: [buildAttemptQuestion(1, { isVisited: true }), buildAttemptQuestion(2), buildAttemptQuestion(3)],
  ...overrides,
});

/** The admin's AI provider settings: the defaults, with one active OpenAI key ending in x9Qz. */
export const buildAiProviders = (): AiProvidersResponse => ({
  settings: DEFAULT_AI_PROVIDERS,
  keys: {
    openai: { hasActiveKey: true, lastFour: 'x9Qz' },
    anthropic: { hasActiveKey: false, lastFour: null },
    gemini: { hasActiveKey: false, lastFour: null },
    perplexity: { hasActiveKey: false, lastFour: null },
  },
  updatedAt: null,
});
