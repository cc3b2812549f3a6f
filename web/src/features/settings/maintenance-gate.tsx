import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { PageSkeleton } from '@/components/ui/page';
import { useSession } from '@/features/auth/queries';
import { ApiError } from '@/lib/api';
import { settingsKeys, useMaintenance } from './queries';

// Rarely shown, so it loads only when needed rather than with every first visit.
const MaintenanceScreen = lazy(() => import('./maintenance-screen').then((module) => ({ default: module.MaintenanceScreen })));

/** Pages that keep working during maintenance, so an admin can still sign in. */
const OPEN_DURING_MAINTENANCE = ['/login', '/admin/login', '/forgot-password', '/reset-password'];

/**
 * Shows the maintenance screen instead of the app to every non-admin while maintenance mode is on.
 * The setting is read again on each navigation, when a `maintenance` event arrives (through the
 * ['settings'] query root), and as soon as any API request answers 503 `maintenance`.
 */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const maintenance = useMaintenance();
  const session = useSession();
  const { refetch } = maintenance;

  const isFirstPath = useRef(true);
  useEffect(() => {
    if (isFirstPath.current) {
      isFirstPath.current = false;
      return;
    }
    void refetch();
  }, [pathname, refetch]);

  useEffect(() => {
    const recheckOn = (error: unknown) => {
      if (error instanceof ApiError && error.code === 'maintenance') void queryClient.invalidateQueries({ queryKey: settingsKeys.maintenance() });
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') recheckOn(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') recheckOn(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);

  if (maintenance.isPending) return <PageSkeleton />;
  const setting = maintenance.data;
  const isAdmin = session.data?.user?.role === 'admin';
  if (setting?.enabled && !isAdmin && !OPEN_DURING_MAINTENANCE.includes(pathname)) {
    // Wait for the session before deciding: an admin must never see the screen.
    if (session.isPending) return <PageSkeleton />;
    return (
      <Suspense fallback={<PageSkeleton />}>
        <MaintenanceScreen message={setting.message} isSignedIn={Boolean(session.data?.user)} />
      </Suspense>
    );
  }
  return children;
}
