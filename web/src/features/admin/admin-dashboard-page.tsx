import { useEffect } from 'react';
import { ADMIN_RECENT_ACTIVITY_LIMIT } from '@common/admin';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PageContainer, PageHeader } from '@/components/ui/page';
import { toast } from '@/components/ui/toaster';
import { useSession } from '@/features/auth/queries';
import { useTranslation } from '@/lib/i18n-react';
import { ContentStatisticsCard, DashboardStatCards } from './dashboard-stats';
import { QuickActionsCard } from './quick-actions';
import { useAdminDashboardStats } from './queries';
import { RecentActivityForm, RecentActivityList } from './recent-activities';
import { SystemMonitorCard, SystemPerformanceCard } from './system-health';

/** /admin/dashboard (seed 001, Admin dashboard): figures from real data, quick actions, activities, alerts and performance. */
export function AdminDashboardPage() {
  const { t } = useTranslation('admin');
  const user = useSession().data?.user;
  const stats = useAdminDashboardStats();

  useEffect(() => {
    if (stats.isError) toast.error(t('dashboard.fetchFailed', { message: stats.error.message }));
  }, [stats.isError, stats.error, t]);

  return (
    <PageContainer>
      <PageHeader title={t('dashboard.welcome', { name: user?.fullName?.trim() || t('dashboard.defaultName') })} description={t('dashboard.description')} />
      <DashboardStatCards stats={stats.data} />
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <QuickActionsCard />
          <Card>
            <CardHeader>
              <CardTitle>{t('dashboard.recentActivities.title')}</CardTitle>
            </CardHeader>
            <CardContent className="space-y-4">
              <RecentActivityForm variant="quick" />
              <RecentActivityList limit={ADMIN_RECENT_ACTIVITY_LIMIT} />
            </CardContent>
          </Card>
          <SystemPerformanceCard />
        </div>
        <div className="min-w-0 space-y-6">
          <SystemMonitorCard />
          <ContentStatisticsCard stats={stats.data} />
        </div>
      </div>
    </PageContainer>
  );
}
