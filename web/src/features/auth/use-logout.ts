import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toaster';
import { api } from '@/lib/api';
import { i18n } from '@/lib/translator';
import { resetUserCache } from './queries';

// The texts of a sign-out load when one is made, not with every signed-in page's header (decision 090).
async function logoutTexts() {
  await i18n.loadNamespaces('auth');
  return i18n.getFixedT(null, 'auth');
}

/** Signs out: the server revokes the session; the browser forgets every cached answer and what was kept offline. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api<void>('/api/auth/logout', { method: 'POST' }),
    onSuccess: () => {
      resetUserCache(queryClient, null);
      void import('@/features/offline/offline-data').then((offline) => offline.wipeOfflineData());
      void logoutTexts().then((t) => toast.success(t('logout.success')));
      navigate('/login', { replace: true });
    },
    onError: () => void logoutTexts().then((t) => toast.error(t('logout.errorTitle'), { description: t('logout.failed') })),
  });
}
