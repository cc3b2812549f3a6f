import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState, Skeleton } from '@/components/ui/feedback';
import { PageContainer } from '@/components/ui/page';
import { toast } from '@/components/ui/toaster';
import { useTranslation } from '@/lib/i18n-react';
import { AccountInfoCard, EarningsCard, QuickActionsCard, RoleBadges } from './account-cards';
import { AchievementsCard } from './achievements-card';
import { PersonalInfoCard } from './personal-info-card';
import { useProfile } from './queries';
import { SecurityCard } from './security-card';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('') || '?';

function ProfileSkeleton() {
  return (
    <PageContainer aria-busy="true">
      <Skeleton className="mb-6 h-24" />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <Skeleton className="h-72 lg:col-span-2" />
        <Skeleton className="h-72" />
      </div>
    </PageContainer>
  );
}

/** /profile (seed 000, Profile). */
export function ProfilePage() {
  const { t } = useTranslation('profiles');
  const profile = useProfile();
  useEffect(() => {
    if (profile.isError) toast.error(t('loadFailed'));
  }, [profile.isError, t]);

  if (profile.isPending) return <ProfileSkeleton />;
  if (profile.isError) {
    return (
      <PageContainer>
        <EmptyState
          title={t('loadFailed')}
          action={
            <Button variant="outline" onClick={() => void profile.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      </PageContainer>
    );
  }
  const data = profile.data;
  return (
    <PageContainer>
      <Card className="mb-6">
        <CardContent className="flex flex-col items-start gap-4 p-4 pt-4 sm:flex-row sm:items-center sm:p-6 sm:pt-6">
          <span className="flex size-16 shrink-0 items-center justify-center rounded-full bg-primary text-xl font-bold text-primary-foreground" aria-hidden>
            {initialsOf(data.fullName)}
          </span>
          <div className="min-w-0 flex-1 space-y-1">
            <h1 className="break-words text-2xl font-bold">{data.fullName}</h1>
            <p className="break-all text-sm text-muted-foreground">{data.email}</p>
          </div>
          <RoleBadges profile={data} />
        </CardContent>
      </Card>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <PersonalInfoCard profile={data} />
          <AchievementsCard />
        </div>
        <div className="min-w-0 space-y-6">
          <AccountInfoCard profile={data} />
          <EarningsCard />
          <QuickActionsCard profile={data} />
          <SecurityCard />
        </div>
      </div>
    </PageContainer>
  );
}
