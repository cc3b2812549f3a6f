import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCommission, CommissionStatus, InviteBody, ReferralOverview } from '@common/referrals';
import { api } from '@/lib/api';

/** Every referral query sits under 'referrals', which the referrals topic refetches. */
export const referralKeys = {
  all: ['referrals'] as const,
  overview: () => [...referralKeys.all, 'overview'] as const,
  commissions: (status: CommissionStatus | 'all') => [...referralKeys.all, 'admin', 'commissions', status] as const,
};

export function useReferralOverview() {
  return useQuery({ queryKey: referralKeys.overview(), queryFn: ({ signal }) => api<ReferralOverview>('/api/referrals', { signal }) });
}

export function useInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteBody) => api<{ email: string }>('/api/referrals/invites', { method: 'POST', body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: referralKeys.overview() }),
  });
}

type CommissionList = { commissions: AdminCommission[]; totals: { pendingPaisa: number; approvedPaisa: number; paidPaisa: number } };

export function useCommissions(status: CommissionStatus | 'all') {
  return useQuery({
    queryKey: referralKeys.commissions(status),
    queryFn: ({ signal }) => api<CommissionList>('/api/admin/commissions', { signal, query: { status: status === 'all' ? undefined : status } }),
  });
}

export function useAdvanceCommission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, to }: { id: string; to: 'approved' | 'paid' }) =>
      api<{ id: string; status: string }>(`/api/admin/commissions/${id}/${to === 'approved' ? 'approve' : 'mark-paid'}`, { method: 'POST' }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: [...referralKeys.all, 'admin'] }),
  });
}
