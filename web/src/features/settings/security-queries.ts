import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKey, ApiKeyList, CreateApiKeyBody } from '@common/api-keys';
import type { MfaStatus, MfaVerified, TotpEnrolment, TotpEnrolmentConfirmed } from '@common/mfa';
import type { OtpSettings, OtpSettingsResponse, OtpStatistics, RecentOtpsResponse } from '@common/otp';
import type { SecurityLogPage } from '@common/security-logs';
import { api } from '@/lib/api';
import { settingsKeys, type SecurityLogFilters } from './queries';

// The admin screens' requests (OTP management, the MFA gate, API keys), apart from queries.ts, which the maintenance
// gate loads on the first visit.

export function useOtpSettings() {
  return useQuery({ queryKey: settingsKeys.otp(), queryFn: ({ signal }) => api<OtpSettingsResponse>('/api/admin/settings/otp', { signal }) });
}

export function useUpdateOtpSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: OtpSettings) => api<OtpSettingsResponse>('/api/admin/settings/otp', { method: 'PUT', body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.otp(), saved),
  });
}

/** The Statistics tab: counted by the server from the OTP records; open screens refetch as codes are sent and used. */
export function useOtpStatistics() {
  return useQuery({ queryKey: settingsKeys.otpStatistics(), queryFn: ({ signal }) => api<OtpStatistics>('/api/admin/settings/otp/statistics', { signal }) });
}

export function useRecentOtps() {
  return useQuery({ queryKey: settingsKeys.otpRecent(), queryFn: ({ signal }) => api<RecentOtpsResponse>('/api/admin/settings/otp/recent', { signal }) });
}

/** The Security Logs tab, 25 events a page; "Load more" follows the server's cursor. */
export function useSecurityEvents(filters: SecurityLogFilters) {
  return useInfiniteQuery({
    queryKey: settingsKeys.securityEvents(filters),
    queryFn: ({ signal, pageParam }) => api<SecurityLogPage>('/api/admin/security-events', { signal, query: { ...filters, cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** This admin's authenticator and this session's API management gate. */
export function useMfaStatus() {
  return useQuery({ queryKey: settingsKeys.mfa(), queryFn: ({ signal }) => api<MfaStatus>('/api/admin/mfa', { signal }), staleTime: 0 });
}

export function useStartMfaEnrolment() {
  return useMutation({ mutationFn: () => api<TotpEnrolment>('/api/admin/mfa/enrolment', { method: 'POST' }) });
}

export function useConfirmMfaEnrolment() {
  return useMutation({ mutationFn: (code: string) => api<TotpEnrolmentConfirmed>('/api/admin/mfa/enrolment/confirm', { method: 'POST', body: { code } }) });
}

export function useVerifyMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api<MfaVerified>('/api/admin/mfa/verify', { method: 'POST', body: { code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.mfa() }),
  });
}

export function useApiKeys(enabled: boolean) {
  return useQuery({ queryKey: settingsKeys.apiKeys(), queryFn: ({ signal }) => api<ApiKeyList>('/api/admin/api-keys', { signal }), enabled });
}

export function useAddApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiKeyBody) => api<{ message: string; key: ApiKey }>('/api/admin/api-keys', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.apiKeys() }),
  });
}

export function useSetApiKeyActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) => api<{ message: string; key: ApiKey }>(`/api/admin/api-keys/${id}`, { method: 'PATCH', body: { isActive } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.apiKeys() }),
  });
}

export function useDeleteApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ message: string }>(`/api/admin/api-keys/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.apiKeys() }),
  });
}
