import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { Role } from '@common/academics';
import { PageSkeleton } from '@/components/ui/page';
import { useSession } from '@/features/auth/queries';

/**
 * Seed 000's route guard: a skeleton while loading, /login when signed out, and a user whose role
 * differs from the required one is sent home (admins to /admin/dashboard, others to /dashboard).
 * A page with a denial of its own (seed 001: OTP management) passes `denied`, shown instead of either redirect.
 */
export function RequireAuth({ role, denied, children }: { role?: Role; denied?: ReactNode; children?: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <PageSkeleton />;
  const user = session.data?.user;
  if (denied && (!user || (role && user.role !== role))) return denied;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  if (role && user.role !== role) return <Navigate to={user.role === 'admin' ? '/admin/dashboard' : '/dashboard'} replace />;
  return children ?? <Outlet />;
}
