import { BadgeCheck, HandCoins, Wallet } from 'lucide-react';
import { useEffect, useState, type ComponentProps } from 'react';
import { COMMISSION_STATUSES, nextCommissionStatus, type AdminCommission, type CommissionStatus } from '@common/referrals';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { EmptyState, Skeleton } from '@/components/ui/feedback';
import { Label, NativeSelect } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { CommissionTotals } from './commission-totals';
import { useAdvanceCommission, useCommissions } from './queries';

const STATUS_VARIANTS: Record<CommissionStatus, ComponentProps<typeof Badge>['variant']> = { pending: 'warning', approved: 'secondary', paid: 'success' };

function CommissionRow({ commission, onAdvance }: { commission: AdminCommission; onAdvance: (commission: AdminCommission) => void }) {
  const { t } = useTranslation('referrals');
  const format = useFormat();
  const next = nextCommissionStatus(commission.status);
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <div className="min-w-0 flex-1">
        <p className="font-medium">{commission.referrer.fullName}</p>
        <p className="break-all text-xs text-muted-foreground">{commission.referrer.email}</p>
        <p className="text-xs text-muted-foreground">
          {commission.kind === 'monthly_bonus'
            ? t('admin.bonusLine', { date: format.date(commission.createdAt) })
            : t('admin.referralLine', { name: commission.referredName ?? t('admin.deletedAccount'), date: format.date(commission.createdAt) })}
        </p>
      </div>
      <span className="font-semibold">{format.rupees(commission.amountPaisa)}</span>
      <Badge variant={STATUS_VARIANTS[commission.status]}>{t(`commissionStatus.${commission.status}`)}</Badge>
      {next ? (
        <Button size="sm" variant={next === 'approved' ? 'default' : 'outline'} onClick={() => onAdvance(commission)}>
          {next === 'approved' ? <BadgeCheck aria-hidden /> : <HandCoins aria-hidden />}
          {next === 'approved' ? t('admin.approve') : t('admin.markPaid')}
        </Button>
      ) : null}
    </li>
  );
}

/** Referral commissions for admins (decision 046): approve pending ones, mark approved ones paid. */
export function CommissionsPanel() {
  const { t } = useTranslation('referrals');
  const format = useFormat();
  const [status, setStatus] = useState<CommissionStatus | 'all'>('pending');
  const [confirming, setConfirming] = useState<AdminCommission | null>(null);
  const list = useCommissions(status);
  const advance = useAdvanceCommission();
  useEffect(() => {
    if (list.isError) toast.error(t('admin.loadFailed'));
  }, [list.isError, t]);
  const to = confirming ? nextCommissionStatus(confirming.status) : null;
  const confirm = () => {
    if (!confirming || (to !== 'approved' && to !== 'paid')) return;
    advance.mutate(
      { id: confirming.id, to },
      {
        onSuccess: () => toast.success(to === 'approved' ? t('admin.approved') : t('admin.paid')),
        onError: () => toast.error(t('admin.actionFailed')),
        onSettled: () => setConfirming(null),
      },
    );
  };
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-end justify-between gap-3 space-y-0">
        <CardTitle className="flex items-center gap-2">
          <Wallet className="size-5 text-primary" aria-hidden />
          {t('admin.title')}
        </CardTitle>
        <div className="flex items-center gap-2">
          <Label htmlFor="commission-status">{t('admin.filter')}</Label>
          <NativeSelect id="commission-status" value={status} onChange={(event) => setStatus(event.target.value as CommissionStatus | 'all')} className="w-40">
            <option value="all">{t('admin.all')}</option>
            {COMMISSION_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`commissionStatus.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        {list.data ? (
          <CommissionTotals paisa={{ pending: list.data.totals.pendingPaisa, approved: list.data.totals.approvedPaisa, paid: list.data.totals.paidPaisa }} />
        ) : null}
        {list.isPending ? (
          <div className="space-y-3" aria-busy="true">
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
        ) : list.isError ? (
          <p className="text-sm text-muted-foreground">{t('admin.loadFailed')}</p>
        ) : list.data.commissions.length === 0 ? (
          <EmptyState icon={<HandCoins />} title={t('admin.emptyTitle')} description={t('admin.emptyText')} />
        ) : (
          <ul className="divide-y">
            {list.data.commissions.map((commission) => (
              <CommissionRow key={commission.id} commission={commission} onAdvance={setConfirming} />
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={!!confirming}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={to === 'paid' ? t('admin.confirmPaidTitle') : t('admin.confirmApproveTitle')}
        description={confirming ? t(to === 'paid' ? 'admin.confirmPaidText' : 'admin.confirmApproveText', { amount: format.rupees(confirming.amountPaisa), name: confirming.referrer.fullName }) : ''}
        confirmLabel={to === 'paid' ? t('admin.markPaid') : t('admin.approve')}
        cancelLabel={t('admin.cancel')}
        onConfirm={confirm}
        isPending={advance.isPending}
      />
    </Card>
  );
}
