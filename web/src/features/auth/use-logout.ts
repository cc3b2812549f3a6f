import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toaster';
import { api } from '@/lib/api';
import { resetUserCache } from './queries';

/** Signs out: the server revokes the session; the browser forgets every cached answer and what was kept offline. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation('auth');
  return useMutation({
    mutationFn: () => api<void>('/api/auth/logout', { method: 'POST' }),
    onSuccess: () => {
      resetUserCache(queryClient, null);
      void import('@/features/offline/offline-data').then((offline) => offline.wipeOfflineData());
      toast.success(t('logout.success'));
      navigate('/login', { replace: true });
    },
    onError: () => toast.error(t('logout.errorTitle'), { description: t('logout.failed') }),
  });
}
