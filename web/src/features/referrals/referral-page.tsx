import { zodResolver } from '@hookform/resolvers/zod';
import { Copy, Gift, Mail, Send, Share2, Target, Trophy, UserPlus, Users, Wallet } from 'lucide-react';
import { useEffect, useId, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { InviteBody, milestoneProgress, type ReferralEntry, type ReferralOverview } from '@common/referrals';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState, Progress, Skeleton } from '@/components/ui/feedback';
import { FieldError, Input, Label } from '@/components/ui/input';
import { PageContainer, PageHeader } from '@/components/ui/page';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { CommissionTotals } from './commission-totals';
import { useInvite, useReferralOverview } from './queries';

function StatCard({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <Card>
      <CardContent className="flex items-center gap-3 p-4 pt-4">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary [&_svg]:size-5" aria-hidden>
          {icon}
        </span>
        <div className="min-w-0">
          <p className="text-2xl font-bold">{value}</p>
          <p className="text-sm text-muted-foreground">{label}</p>
        </div>
      </CardContent>
    </Card>
  );
}

function LinkCard({ overview }: { overview: ReferralOverview }) {
  const { t } = useTranslation('referrals');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(overview.link);
      toast.success(t('link.copied'));
    } catch {
      toast.error(t('link.copyFailed'));
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Share2 className="size-5 text-primary" aria-hidden />
          {t('link.title')}
        </CardTitle>
        <CardDescription>{t('link.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="space-y-2">
          <Label htmlFor="referral-link">{t('link.label')}</Label>
          <div className="flex gap-2">
            <Input id="referral-link" readOnly value={overview.link} className="min-w-0 font-mono text-xs" onFocus={(event) => event.target.select()} />
            <Button variant="outline" onClick={() => void copy()}>
              <Copy aria-hidden />
              {t('link.copy')}
            </Button>
          </div>
        </div>
        <p className="flex flex-wrap items-center gap-2 text-sm">
          {t('link.code')}
          <Badge variant="outline" className="font-mono text-sm tracking-widest">
            {overview.code}
          </Badge>
        </p>
      </CardContent>
    </Card>
  );
}

function InviteCard() {
  const { t } = useTranslation('referrals');
  const invite = useInvite();
  const form = useForm<InviteBody>({ resolver: zodResolver(InviteBody), defaultValues: { email: '' } });
  const email = useWatch({ control: form.control, name: 'email' });
  const error = form.formState.errors.email;
  const onSubmit = form.handleSubmit((values) =>
    invite.mutate(values, {
      onSuccess: () => {
        toast.success(t('invite.sent'));
        form.reset();
      },
      onError: (failure) => {
        const key =
          failure instanceof ApiError
            ? failure.code === 'already_registered'
              ? 'invite.alreadyRegistered'
              : failure.code === 'rate_limited'
                ? 'invite.tooMany'
                : failure.code === 'self_invite'
                  ? 'invite.notYourself'
                  : 'invite.failed'
            : 'invite.failed';
        toast.error(t(key));
      },
    }),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Mail className="size-5 text-primary" aria-hidden />
          {t('invite.title')}
        </CardTitle>
        <CardDescription>{t('invite.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-2">
          <Label htmlFor="invite-email">{t('invite.label')}</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id="invite-email"
              type="email"
              autoComplete="off"
              placeholder={t('invite.placeholder')}
              aria-invalid={!!error}
              aria-describedby={error ? 'invite-email-error' : undefined}
              className="min-w-0"
              {...form.register('email')}
            />
            <Button type="submit" disabled={!email.trim() || invite.isPending}>
              <Send aria-hidden />
              {invite.isPending ? t('invite.sending') : t('invite.send')}
            </Button>
          </div>
          <FieldError id="invite-email-error">{error ? t('invite.invalid') : null}</FieldError>
        </form>
      </CardContent>
    </Card>
  );
}

function HowItWorksCard() {
  const { t } = useTranslation('referrals');
  const format = useFormat();
  const steps = [
    { icon: <Share2 />, key: 'share' },
    { icon: <UserPlus />, key: 'join' },
    { icon: <Wallet />, key: 'earn' },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('how.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="space-y-4">
          {steps.map((step, index) => (
            <li key={step.key} className="flex gap-3">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground" aria-hidden>
                {format.digits(index + 1)}
              </span>
              <div>
                <p className="font-medium">{t(`how.${step.key}.title`)}</p>
                <p className="text-sm text-muted-foreground">{t(`how.${step.key}.text`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

function MilestonesCard({ completed }: { completed: number }) {
  const { t } = useTranslation('referrals');
  const format = useFormat();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Trophy className="size-5 text-primary" aria-hidden />
          {t('milestones.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="space-y-3">
          {milestoneProgress(completed).map((milestone) => (
            <li key={milestone.count} className={cn('flex items-center justify-between gap-3 rounded-lg border p-3 text-sm', milestone.isReached && 'border-success/50 bg-success/10')}>
              <span className="font-medium">{t('milestones.referrals', { count: milestone.count })}</span>
              <span className="text-muted-foreground">{format.rupees(milestone.rewardPaisa)}</span>
              <Badge variant={milestone.isReached ? 'success' : 'outline'}>{milestone.isReached ? t('milestones.reached') : t('milestones.toGo', { count: milestone.count - completed })}</Badge>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

const STAGE_VARIANTS = { invited: 'outline', signed_up: 'secondary', completed: 'success' } as const;

function RecentReferralsCard({ recent }: { recent: ReferralEntry[] }) {
  const { t } = useTranslation('referrals');
  const format = useFormat();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Users className="size-5 text-primary" aria-hidden />
          {t('recent.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {recent.length === 0 ? (
          <EmptyState icon={<Users />} title={t('recent.emptyTitle')} description={t('recent.emptyText')} />
        ) : (
          <ul className="divide-y">
            {recent.map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div className="min-w-0">
                  <p className="break-all font-medium">{entry.name}</p>
                  <p className="text-xs text-muted-foreground">{format.date(entry.completedAt ?? entry.createdAt)}</p>
                </div>
                <Badge variant={STAGE_VARIANTS[entry.stage]}>{t(`stage.${entry.stage}`)}</Badge>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function BonusCard({ bonus }: { bonus: ReferralOverview['bonus'] }) {
  const { t } = useTranslation('referrals');
  const format = useFormat();
  const done = Math.min(bonus.completedThisMonth, bonus.target);
  return (
    <Card className="border-warning/50 bg-warning/5">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Gift className="size-5 text-warning" aria-hidden />
          {t('bonus.title')}
        </CardTitle>
        <CardDescription>{t('bonus.text', { count: bonus.target, amount: format.rupees(bonus.rewardPaisa) })}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-2">
        <Progress value={(done / bonus.target) * 100} label={t('bonus.progressLabel')} />
        <p className="text-sm">
          {bonus.isEarned ? t('bonus.earned', { amount: format.rupees(bonus.rewardPaisa) }) : t('bonus.progress', { done: format.digits(done), target: format.digits(bonus.target) })}
        </p>
      </CardContent>
    </Card>
  );
}

function EarningsCard({ stats }: { stats: ReferralOverview['stats'] }) {
  const { t } = useTranslation('referrals');
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} className="flex items-center gap-2">
          <Target className="size-5 text-primary" aria-hidden />
          {t('earnings.title')}
        </CardTitle>
        <CardDescription>{t('earnings.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <CommissionTotals paisa={{ pending: stats.pendingEarningsPaisa, approved: stats.approvedEarningsPaisa, paid: stats.paidEarningsPaisa }} />
      </CardContent>
    </Card>
  );
}

function ReferralSkeleton() {
  return (
    <PageContainer aria-busy="true">
      <Skeleton className="mb-6 h-10 w-64" />
      <div className="mb-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-20" />
        ))}
      </div>
      <Skeleton className="h-72" />
    </PageContainer>
  );
}

/** /referral (seed 000, Referral): real counts and earnings, the link, invitations by email, milestones and the monthly bonus. */
export function ReferralPage() {
  const { t } = useTranslation('referrals');
  const format = useFormat();
  const overview = useReferralOverview();
  useEffect(() => {
    if (overview.isError) toast.error(t('loadFailed'));
  }, [overview.isError, t]);
  if (overview.isPending) return <ReferralSkeleton />;
  if (overview.isError) {
    return (
      <PageContainer>
        <PageHeader title={t('title')} />
        <EmptyState
          title={t('loadFailed')}
          action={
            <Button variant="outline" onClick={() => void overview.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      </PageContainer>
    );
  }
  const data = overview.data;
  return (
    <PageContainer>
      <PageHeader title={t('title')} description={t('description')} />
      <div className="mb-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard icon={<Users />} label={t('stats.total')} value={format.number(data.stats.totalReferrals)} />
        <StatCard icon={<UserPlus />} label={t('stats.signups')} value={format.number(data.stats.successfulSignups)} />
        <StatCard icon={<Mail />} label={t('stats.pendingInvites')} value={format.number(data.stats.pendingInvites)} />
        <StatCard icon={<Wallet />} label={t('stats.earnings')} value={format.rupees(data.stats.totalEarningsPaisa)} />
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <LinkCard overview={data} />
          <InviteCard />
          <RecentReferralsCard recent={data.recent} />
          <EarningsCard stats={data.stats} />
        </div>
        <div className="min-w-0 space-y-6">
          <BonusCard bonus={data.bonus} />
          <HowItWorksCard />
          <MilestonesCard completed={data.stats.completedReferrals} />
        </div>
      </div>
    </PageContainer>
  );
}
