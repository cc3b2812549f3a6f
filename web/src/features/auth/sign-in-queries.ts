import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoginBody, SessionUser, SignupBodyInput } from '@common/auth';
import type { TotpEnrolment } from '@common/mfa';
import type { SignupResponse, VerificationState, VerifiedSignIn } from '@common/otp';
import { api } from '@/lib/api';
import { useTranslation } from '@/lib/i18n-react';
import { authKeys, resetUserCache } from './queries';

// The login and sign-up pages' requests (and their code screen's) live apart from queries.ts, which every first
// visit loads for the session, so they download with those pages only.

/** A sign-in or a code that still waits for another code (the server's 202 answer). */
export const isVerificationState = (value: unknown): value is VerificationState =>
  typeof value === 'object' && value !== null && (value as { status?: unknown }).status === 'verification_required';

/** Signs in: the user, or the code step the account waits at (an unconfirmed email or phone, an admin's TOTP code). */
export function useSignIn(asAdmin: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => api<SessionUser | VerificationState>(asAdmin ? '/api/auth/admin-login' : '/api/auth/login', { method: 'POST', body }),
    onSuccess: (result) => {
      if (!isVerificationState(result)) resetUserCache(queryClient, result);
    },
  });
}

export function useSignUp() {
  const { i18n } = useTranslation();
  return useMutation({
    // The language the visitor reads in goes onto the new profile (decision 079).
    mutationFn: (body: SignupBodyInput) =>
      api<SignupResponse>('/api/auth/signup', { method: 'POST', body: { ...body, language: i18n.language === 'ne' ? 'ne' : 'en' } }),
  });
}

type CodeOutcome = VerificationState | { status: 'verified' } | VerifiedSignIn;

/** Enters the code of the current step of a sign-up or sign-in (the ticket travels in an httpOnly cookie). */
export function useSubmitVerificationCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api<CodeOutcome>('/api/auth/verification/code', { method: 'POST', body: { code } }),
    onSuccess: (outcome) => {
      if (outcome.status === 'signed_in') resetUserCache(queryClient, outcome.user);
    },
  });
}

export function useResendVerificationCode() {
  return useMutation({ mutationFn: () => api<VerificationState>('/api/auth/verification/resend', { method: 'POST' }) });
}

/** The authenticator set-up of an admin's sign-in (MFA for admins on, no authenticator yet). */
export function useSignInEnrolment(enabled: boolean) {
  return useQuery({
    queryKey: [...authKeys.all, 'enrolment'],
    queryFn: ({ signal }) => api<TotpEnrolment>('/api/auth/verification/enrolment', { signal }),
    enabled,
    staleTime: Infinity,
    retry: false,
  });
}
