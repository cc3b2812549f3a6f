import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { Role } from '@common/academics';
import { Skeleton } from '@/components/ui/feedback';
import { useSession } from '@/features/auth/queries';

/** The page-shaped placeholder shown while the session loads. */
export function PageSkeleton() {
  return (
    <div className="mx-auto w-full max-w-6xl space-y-4 px-4 py-8" aria-busy="true" aria-label="Loading">
      <Skeleton className="h-8 w-1/2 max-w-xs" />
      <Skeleton className="h-4 w-2/3 max-w-md" />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-28" />
        ))}
      </div>
      <Skeleton className="h-64" />
    </div>
  );
}

/**
 * Seed 000's route guard: a skeleton while loading, /login when signed out, and a user whose role
 * differs from the required one is sent home (admins to /admin/dashboard, others to /dashboard).
 */
export function RequireAuth({ role, children }: { role?: Role; children?: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <PageSkeleton />;
  const user = session.data?.user;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  if (role && user.role !== role) return <Navigate to={user.role === 'admin' ? '/admin/dashboard' : '/dashboard'} replace />;
  return children ?? <Outlet />;
}
