import { Download, Receipt } from 'lucide-react';
import { useEffect, type ComponentProps } from 'react';
import { Link } from 'react-router';
import { GATEWAY_LABELS, type Payment, type PaymentStatus } from '@common/billing';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState, Skeleton } from '@/components/ui/feedback';
import { toast } from '@/components/ui/toaster';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { GatewayLogo } from './gateway-logo';
import { useDownloadReceipt, usePayments } from './queries';

const STATUS_VARIANTS: Record<PaymentStatus, ComponentProps<typeof Badge>['variant']> = {
  success: 'success',
  pending: 'warning',
  failed: 'destructive',
  cancelled: 'secondary',
  expired: 'secondary',
};

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('billing');
  return <Badge variant={STATUS_VARIANTS[status]}>{t(`status.${status}`)}</Badge>;
}

function PaymentRow({ payment }: { payment: Payment }) {
  const { t } = useTranslation('billing');
  const format = useFormat();
  const download = useDownloadReceipt();
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <GatewayLogo gateway={payment.gateway} className="size-8" />
      <div className="min-w-0 flex-1">
        <p className="font-medium">
          <Link to={`/payment?id=${payment.id}`} className="hover:underline">
            {t('history.line', { plan: payment.planName, gateway: GATEWAY_LABELS[payment.gateway] })}
          </Link>
        </p>
        <p className="text-xs text-muted-foreground">
          {format.dateTime(payment.createdAt)} · <span className="break-all">{payment.transactionId}</span>
        </p>
      </div>
      <div className="flex items-center gap-2">
        <span className="font-semibold">{format.rupees(payment.amountPaisa)}</span>
        <PaymentStatusBadge status={payment.status} />
        {payment.status === 'success' ? (
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('history.receiptFor', { id: payment.transactionId })}
            disabled={download.isPending}
            onClick={() => download.mutate(payment, { onError: () => toast.error(t('history.receiptFailed')) })}
          >
            <Download />
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/** My payments with a receipt for each successful one; refreshed live by the payments topic. */
export function PaymentHistoryCard() {
  const { t } = useTranslation('billing');
  const history = usePayments();
  useEffect(() => {
    if (history.isError) toast.error(t('history.loadFailed'));
  }, [history.isError, t]);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Receipt className="size-5 text-primary" aria-hidden />
          {t('history.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {history.isPending ? (
          <div className="space-y-3" aria-busy="true">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        ) : history.isError ? (
          <p className="text-sm text-muted-foreground">{t('history.loadFailed')}</p>
        ) : history.data.length === 0 ? (
          <EmptyState icon={<Receipt />} title={t('history.emptyTitle')} description={t('history.emptyText')} />
        ) : (
          <ul className="divide-y">
            {history.data.map((payment) => (
              <PaymentRow key={payment.id} payment={payment} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
