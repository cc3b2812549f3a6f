import { WifiOff } from 'lucide-react';
import { useEffect, useSyncExternalStore } from 'react';
import { api, API_REACHABILITY_EVENT, isApiReachable } from '@/lib/api';
import { useTranslation } from '@/lib/i18n-react';

const EVENTS = ['online', 'offline', API_REACHABILITY_EVENT];
const subscribe = (onChange: () => void) => {
  for (const event of EVENTS) window.addEventListener(event, onChange);
  return () => {
    for (const event of EVENTS) window.removeEventListener(event, onChange);
  };
};

/** Whether the app can reach the server: the browser says it is online and the last API request got an answer. */
export const useOnline = () => useSyncExternalStore(subscribe, () => navigator.onLine && isApiReachable, () => true);

const PROBE_MS = 10_000;

/** Under the header while the connection is gone: what still works (decisions 083, 084). */
export function OfflineBanner() {
  const { t } = useTranslation();
  const isOnline = useOnline();
  useEffect(() => {
    if (isOnline) return;
    // The browser may not say when the server answers again (a connection that was there but went nowhere): ask.
    const probe = setInterval(() => void api('/api/health').catch(() => undefined), PROBE_MS);
    return () => clearInterval(probe);
  }, [isOnline]);
  if (isOnline) return null;
  return (
    <div role="status" data-testid="offline-banner" className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-center text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100">
      <WifiOff className="size-4 shrink-0" aria-hidden />
      <span>{t('offline.banner')}</span>
    </div>
  );
}
