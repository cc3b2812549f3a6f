import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type {
  AudioCaptchaChallenge,
  CaptchaChallenge,
  ForgotPasswordBody,
  ResetPasswordBody,
  SessionResponse,
  SessionUser,
} from '@common/auth';
import { api, ApiError } from '@/lib/api';
import type { Language } from '@/lib/format';
import { changeLanguage } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n-react';

export const authKeys = {
  all: ['auth'] as const,
  session: () => [...authKeys.all, 'session'] as const,
  resetToken: (token: string) => [...authKeys.all, 'reset-token', token] as const,
  /** The challenge the server put in the page (decision 087): no query function, the page sets it. */
  captchaInPage: () => [...authKeys.all, 'captcha-in-page'] as const,
};

// The last session this browser saw, so the signed-in screens open without a connection (decision 083). Only who is
// signed in, never the cookie; forgotten at sign-out.
const OFFLINE_SESSION_KEY = 'pariksha.signed-in-user';

function keepSession(session: SessionResponse) {
  try {
    if (session.user) localStorage.setItem(OFFLINE_SESSION_KEY, JSON.stringify(session));
    else localStorage.removeItem(OFFLINE_SESSION_KEY);
  } catch {
    // Storage blocked: the screens need a connection to open.
  }
}

function keptSession(): SessionResponse | null {
  try {
    return JSON.parse(localStorage.getItem(OFFLINE_SESSION_KEY) ?? 'null') as SessionResponse | null;
  } catch {
    return null;
  }
}

/** Who is signed in; `user` is null for visitors. Without a connection, the last session this browser saw. */
export function useSession() {
  return useQuery({
    queryKey: authKeys.session(),
    queryFn: async ({ signal }) => {
      try {
        const session = await api<SessionResponse>('/api/auth/session', { signal });
        keepSession(session);
        return session;
      } catch (error) {
        const kept = error instanceof ApiError && error.status === 0 ? keptSession() : null;
        if (kept) return kept;
        throw error;
      }
    },
    staleTime: 60_000,
  });
}

// The pages whose form shows a captcha as it opens (the sign-in pages and sign-up).
const CAPTCHA_PATHS = new Set(['/login', '/admin/login', '/signup']);
let firstChallenge: Promise<CaptchaChallenge> | undefined;

/**
 * The challenge a prerendered page came with (decision 087): its id and picture are on the captcha's image, which
 * is read before the app renders (a Nepali reader's render replaces the page).
 */
function challengeInPage(): CaptchaChallenge | undefined {
  const image = document.querySelector<HTMLImageElement>('#root img[data-challenge-id]');
  const id = image?.dataset.challengeId;
  const picture = image?.getAttribute('src');
  return id && picture ? { id, image: picture } : undefined;
}

/**
 * The first challenge of a page with a captcha, as the app starts (main.tsx): the one the server put in the page,
 * or else asked for now instead of once the page's code has loaded and rendered, since its picture is the sign-in
 * page's largest paint (decision 069). The page's first useCaptcha takes it, so a visit still uses one challenge.
 */
export function requestFirstCaptcha(client: QueryClient, pathname: string) {
  if (!CAPTCHA_PATHS.has(pathname)) return;
  const inPage = challengeInPage();
  if (inPage) return void client.setQueryData(authKeys.captchaInPage(), inPage);
  firstChallenge = api<CaptchaChallenge>('/api/auth/captcha');
  // Reported by the mutation that takes it, not as an unhandled rejection.
  firstChallenge.catch(() => undefined);
}

function takeFirstChallenge() {
  const challenge = firstChallenge;
  firstChallenge = undefined;
  return challenge;
}

/**
 * A captcha challenge: the one the page came with, shown from the first render so that hydration matches the
 * server's markup; otherwise fetched on mount (or the one asked for as the app started). `refresh` asks for a new one.
 * It is a mutation on purpose: each request creates a single-use challenge, and a realtime refetch must never swap
 * the image under a typing user.
 */
export function useCaptcha() {
  const queryClient = useQueryClient();
  const [inPage] = useState(() => queryClient.getQueryData<CaptchaChallenge>(authKeys.captchaInPage()));
  const { mutate, data, isPending, isIdle, error } = useMutation({
    mutationFn: () => takeFirstChallenge() ?? api<CaptchaChallenge>('/api/auth/captcha'),
  });
  useEffect(() => {
    if (!inPage) return mutate();
    // Single use: a form opened later asks for its own.
    queryClient.removeQueries({ queryKey: authKeys.captchaInPage(), exact: true });
  }, [mutate, inPage, queryClient]);
  return { challenge: isIdle ? inPage : data, isPending, error, refresh: () => mutate() };
}

/** A challenge read aloud (decision 064), asked for when the student chooses to listen; a new one each time. */
export function useAudioCaptcha() {
  return useMutation({ mutationFn: () => api<AudioCaptchaChallenge>('/api/auth/captcha/audio') });
}

/** After a sign-in or sign-out: forget every cached answer that belonged to the previous user. */
export function resetUserCache(queryClient: QueryClient, user: SessionUser | null) {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
  queryClient.setQueryData<SessionResponse>(authKeys.session(), { user });
  keepSession({ user });
}

/**
 * The language kept on the signed-in user's profile (decision 079): applied on this device when the session says
 * another, and saved when the user switches. Returns the switch.
 */
export function useProfileLanguage(user: SessionUser) {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  // Applied when the session's language arrives or changes, not on every render: a switch made here is saved below.
  const applied = useRef<Language | null>(null);
  useEffect(() => {
    if (applied.current === user.language) return;
    applied.current = user.language;
    if (user.language !== i18n.language) void changeLanguage(user.language);
  }, [user.language, i18n]);
  return async (language: Language) => {
    // The session learns the choice first, so the effect above does not switch back.
    queryClient.setQueryData<SessionResponse>(authKeys.session(), { user: { ...user, language } });
    await Promise.all([
      changeLanguage(language),
      // If saving fails the choice still holds on this device; the profile keeps the old one until the next switch.
      api('/api/profile/language', { method: 'PUT', body: { language } }).catch(() => undefined),
    ]);
  };
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: ForgotPasswordBody) => api<{ message: string }>('/api/auth/forgot-password', { method: 'POST', body }),
  });
}

/** Whether the reset link of the page can still be used (checked once when the page opens). */
export function useResetTokenStatus(token: string) {
  return useQuery({
    queryKey: authKeys.resetToken(token),
    queryFn: ({ signal }) => api<{ valid: boolean }>('/api/auth/reset-password/check', { method: 'POST', body: { token }, signal }),
    enabled: token.length > 0,
    staleTime: Infinity,
    retry: false,
  });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResetPasswordBody) => api<{ message: string }>('/api/auth/reset-password', { method: 'POST', body }),
    // Every session of the account was revoked, possibly this browser's too.
    onSuccess: () => resetUserCache(queryClient, null),
  });
}

/** Emails a link that lifts a sign-in lockout (decision 061); the answer is the same whether or not the account exists. */
export function useRequestUnlock() {
  return useMutation({
    mutationFn: (email: string) => api<{ message: string }>('/api/auth/unlock-request', { method: 'POST', body: { email } }),
  });
}

/** Uses the emailed unlock link: lifts the lockout and trusts this browser (the server sets its device cookie). */
export function useUnlockAccount() {
  return useMutation({
    mutationFn: (token: string) => api<{ message: string }>('/api/auth/unlock', { method: 'POST', body: { token } }),
  });
}
