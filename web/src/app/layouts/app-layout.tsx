import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSkeleton } from '@/components/ui/page';
import { useSession } from '@/features/auth/queries';
import { useRealtime } from '@/lib/realtime';
import { Header } from './header';

/** Signed-in pages: the header above the page. Rendered inside RequireAuth, so a user is present. */
export function AppLayout() {
  const session = useSession();
  useRealtime();
  const user = session.data?.user;
  if (!user) return <PageSkeleton />;
  return (
    <div className="flex min-h-dvh flex-col">
      <Header user={user} />
      <main className="flex-1">
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
