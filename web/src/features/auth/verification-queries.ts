import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TotpEnrolment } from '@common/mfa';
import type { VerificationState, VerifiedSignIn } from '@common/otp';
import { api } from '@/lib/api';
import { authKeys, resetUserCache } from './queries';

// The code screen's requests live apart from queries.ts, which every first visit loads (the session), so they
// download with the login and sign-up pages only.

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
