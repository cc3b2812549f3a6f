import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';

/**
 * While answers wait to be sent, leaving asks first: the browser's own prompt for closing or reloading the tab, ours
 * for a link to another screen. The answers are kept either way (decision 084), but the student should know they have
 * not reached the server.
 */
export function useLeaveWarning(hasUnsent: boolean) {
  const { t } = useTranslation('practice');
  useEffect(() => {
    if (!hasUnsent) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasUnsent]);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => hasUnsent && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(t('save.leaveUnsent'))) blocker.proceed();
    else blocker.reset();
  }, [blocker, t]);
}
