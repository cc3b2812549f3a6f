import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MaintenanceSetting, SystemStatus, UpdateMaintenanceBody } from '@common/settings';
import { api } from '@/lib/api';

export type SecurityLogFilters = { type?: string; user?: string; from?: string; to?: string };

export const settingsKeys = {
  all: ['settings'] as const,
  maintenance: () => [...settingsKeys.all, 'maintenance'] as const,
  status: () => [...settingsKeys.all, 'status'] as const,
  otp: () => [...settingsKeys.all, 'otp'] as const,
  otpStatistics: () => [...settingsKeys.all, 'otp', 'statistics'] as const,
  otpRecent: () => [...settingsKeys.all, 'otp', 'recent'] as const,
  securityEvents: (filters: SecurityLogFilters) => [...settingsKeys.all, 'security-events', filters] as const,
  mfa: () => [...settingsKeys.all, 'mfa'] as const,
  apiKeys: () => [...settingsKeys.all, 'api-keys'] as const,
};

/** The maintenance setting (public). A failed read means maintenance is off (seed 000 section 4). */
export function useMaintenance() {
  return useQuery({
    queryKey: settingsKeys.maintenance(),
    queryFn: ({ signal }) => api<MaintenanceSetting>('/api/settings/maintenance', { signal }),
    staleTime: 0,
    retry: false,
  });
}

export function useUpdateMaintenance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateMaintenanceBody) => api<MaintenanceSetting>('/api/admin/settings/maintenance', { method: 'PUT', body }),
    onSuccess: (setting) => {
      queryClient.setQueryData(settingsKeys.maintenance(), setting);
      void queryClient.invalidateQueries({ queryKey: settingsKeys.status() });
    },
  });
}

/** The System Status card's figures, measured by the server; re-measured every 30 seconds while shown. */
export function useSystemStatus() {
  return useQuery({
    queryKey: settingsKeys.status(),
    queryFn: ({ signal }) => api<SystemStatus>('/api/admin/settings/status', { signal }),
    refetchInterval: 30_000,
  });
}
