import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminGateway, CreatePaymentBody, CreatePaymentResponse, FreePlanResponse, OfferedGateway, Payment, UpdateGatewayBody } from '@common/billing';
import type { Plan } from '@common/plans';
import { authKeys } from '@/features/auth/queries';
import { api } from '@/lib/api';
import { apiFile, saveFile } from '@/lib/api-downloads';

/** Every billing query sits under 'billing', which the payments, payment_gateways and subscription_plans topics refetch. */
export const billingKeys = {
  all: ['billing'] as const,
  plans: () => [...billingKeys.all, 'plans'] as const,
  gateways: () => [...billingKeys.all, 'gateways'] as const,
  payments: () => [...billingKeys.all, 'payments'] as const,
  payment: (id: string) => [...billingKeys.all, 'payment', id] as const,
  adminGateways: () => [...billingKeys.all, 'admin', 'gateways'] as const,
};

export function usePlans() {
  return useQuery({ queryKey: billingKeys.plans(), queryFn: ({ signal }) => api<{ plans: Plan[] }>('/api/billing/plans', { signal }), select: (data) => data.plans });
}

/** The gateways students may pay with now (only active ones, seed 001). */
export function useOfferedGateways() {
  return useQuery({
    queryKey: billingKeys.gateways(),
    queryFn: ({ signal }) => api<{ gateways: OfferedGateway[] }>('/api/billing/gateways', { signal }),
    select: (data) => data.gateways.map((gateway) => gateway.name),
  });
}

export function usePayments() {
  return useQuery({ queryKey: billingKeys.payments(), queryFn: ({ signal }) => api<{ payments: Payment[] }>('/api/payments', { signal }), select: (data) => data.payments });
}

export function usePayment(id: string | null) {
  return useQuery({
    queryKey: billingKeys.payment(id ?? ''),
    queryFn: ({ signal }) => api<Payment>(`/api/payments/${encodeURIComponent(id!)}`, { signal }),
    enabled: !!id,
    retry: false,
  });
}

export function useCreatePayment() {
  return useMutation({ mutationFn: (body: CreatePaymentBody) => api<CreatePaymentResponse>('/api/payments', { method: 'POST', body }) });
}

export function useActivateFreePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<FreePlanResponse>('/api/billing/free-plan', { method: 'POST' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: authKeys.session() }),
  });
}

/** "Check again": asks the gateway now about a pending payment. */
export function useCheckPayment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<Payment>(`/api/payments/${encodeURIComponent(id)}/check`, { method: 'POST' }),
    onSuccess: (payment) => queryClient.setQueryData(billingKeys.payment(id), payment),
  });
}

/** Downloads a successful payment's PDF receipt through the browser. */
export function useDownloadReceipt() {
  return useMutation({
    mutationFn: async (payment: Pick<Payment, 'id' | 'transactionId'>) => {
      const { blob, filename } = await apiFile(`/api/payments/${encodeURIComponent(payment.id)}/receipt`);
      saveFile(blob, filename ?? `pariksha-receipt-${payment.transactionId}.pdf`);
    },
  });
}

export function useAdminGateways() {
  return useQuery({
    queryKey: billingKeys.adminGateways(),
    queryFn: ({ signal }) => api<{ gateways: AdminGateway[] }>('/api/admin/payment-gateways', { signal }),
    select: (data) => data.gateways,
  });
}

export function useUpdateGateway() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateGatewayBody }) => api<AdminGateway>(`/api/admin/payment-gateways/${id}`, { method: 'PUT', body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}
