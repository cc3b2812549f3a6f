import { ArrowRight, Crown, Gift, Settings, Users, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Profile } from '@common/profiles';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/feedback';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { useEarnings } from './queries';

/** The plan line: admins have 'Admin Access'; others their plan (with premium's end date). */
function usePlanLabel(profile: Profile) {
  const { t } = useTranslation('profiles');
  const format = useFormat();
  if (profile.role === 'admin') return t('plan.adminAccess');
  if (profile.isPremium && profile.subscriptionExpiresAt) return t('plan.premiumUntil', { date: format.date(profile.subscriptionExpiresAt) });
  return t('plan.free');
}

function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 border-b py-2 text-sm last:border-b-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-right font-medium">{children}</dd>
    </div>
  );
}

export function AccountInfoCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profiles');
  const format = useFormat();
  const planLabel = usePlanLabel(profile);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('account.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl>
          <InfoRow label={t('account.memberSince')}>{format.date(profile.createdAt)}</InfoRow>
          <InfoRow label={t('account.accountType')}>{profile.role === 'admin' ? t('account.administrator') : t('account.student')}</InfoRow>
          <InfoRow label={t('account.plan')}>{planLabel}</InfoRow>
          <InfoRow label={t('account.referralCode')}>
            <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs">{profile.referralCode}</code>
          </InfoRow>
        </dl>
      </CardContent>
    </Card>
  );
}

/** Earnings & Referrals: real counts and rupees from the API (zeros until someone signs up through the link). */
export function EarningsCard() {
  const { t } = useTranslation('profiles');
  const format = useFormat();
  const earnings = useEarnings();
  const rupees = (amount: number) => t('earnings.rupees', { amount: format.number(amount) });
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Wallet className="size-5 text-primary" aria-hidden />
          {t('earnings.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {earnings.isPending ? (
          <Skeleton className="h-24" />
        ) : earnings.isError ? (
          <p className="text-sm text-muted-foreground">{t('earnings.loadFailed')}</p>
        ) : (
          <>
            <div className="rounded-lg bg-primary/10 p-4">
              <p className="text-sm text-muted-foreground">{t('earnings.total')}</p>
              <p className="text-2xl font-bold">{rupees(earnings.data.totalEarnings)}</p>
              {earnings.data.pendingEarnings > 0 ? (
                <p className="text-xs text-muted-foreground">{t('earnings.pending', { amount: rupees(earnings.data.pendingEarnings) })}</p>
              ) : null}
            </div>
            <dl className="grid grid-cols-3 gap-2 text-center">
              {(
                [
                  ['totalReferrals', earnings.data.totalReferrals],
                  ['completedReferrals', earnings.data.completedReferrals],
                  ['pendingReferrals', earnings.data.pendingReferrals],
                ] as const
              ).map(([key, value]) => (
                <div key={key} className="rounded-lg border p-2">
                  <dd className="text-lg font-semibold">{format.number(value)}</dd>
                  <dt className="text-xs text-muted-foreground">{t(`earnings.${key}`)}</dt>
                </div>
              ))}
            </dl>
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** Quick actions by role (seed 000, Profile). */
export function QuickActionsCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profiles');
  const actions = [
    { to: '/referral', label: t('actions.referral'), icon: <Gift /> },
    ...(profile.role === 'admin'
      ? [{ to: '/admin/settings', label: t('actions.systemSettings'), icon: <Settings /> }]
      : [{ to: '/subscription', label: t('actions.upgrade'), icon: <Crown /> }]),
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Users className="size-5 text-primary" aria-hidden />
          {t('actions.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-2">
        {actions.map((action) => (
          <Link key={action.to} to={action.to} className="flex items-center gap-3 rounded-lg border p-3 text-sm font-medium hover:bg-accent [&_svg]:size-4">
            {action.icon}
            <span className="flex-1">{action.label}</span>
            <ArrowRight className="text-muted-foreground" aria-hidden />
          </Link>
        ))}
      </CardContent>
    </Card>
  );
}

export function RoleBadges({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profiles');
  const planLabel = usePlanLabel(profile);
  return (
    <div className="flex flex-wrap gap-2">
      {profile.role === 'admin' ? <Badge>{t('badges.administrator')}</Badge> : null}
      <Badge variant={profile.role === 'admin' || profile.isPremium ? 'outline' : 'secondary'}>{planLabel}</Badge>
    </div>
  );
}
