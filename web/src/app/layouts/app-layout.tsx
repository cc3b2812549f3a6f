import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { PageSkeleton } from '@/components/ui/page';
import { useSession } from '@/features/auth/queries';
import { OfflineBanner } from '@/features/offline/offline-banner';
import { replayUnsentAnswers } from '@/features/practice/use-answer-queue';
import { API_REACHABILITY_EVENT, isApiReachable } from '@/lib/api';
import { useRealtime } from '@/lib/realtime';
import { Header } from './header';

/** Signed-in pages: the header above the page. Rendered inside RequireAuth, so a user is present. */
export function AppLayout() {
  const session = useSession();
  useRealtime();
  useEffect(() => {
    // Answers a closed tab or a restarted phone left unsent go now, and whenever the connection returns (decision 084).
    void replayUnsentAnswers();
    const replay = () => {
      if (navigator.onLine && isApiReachable) void replayUnsentAnswers();
    };
    window.addEventListener('online', replay);
    window.addEventListener(API_REACHABILITY_EVENT, replay);
    return () => {
      window.removeEventListener('online', replay);
      window.removeEventListener(API_REACHABILITY_EVENT, replay);
    };
  }, []);
  const user = session.data?.user;
  if (!user) return <PageSkeleton />;
  return (
    <div className="flex min-h-dvh flex-col">
      <Header user={user} />
      <OfflineBanner />
      <main className="flex-1">
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
