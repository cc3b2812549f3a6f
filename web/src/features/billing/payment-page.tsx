import { CheckCircle2, Clock, Download, RefreshCw, SearchX, XCircle } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { GATEWAY_LABELS, RETURN_ERRORS, type Payment, type ReturnError } from '@common/billing';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState, Skeleton } from '@/components/ui/feedback';
import { PageContainer } from '@/components/ui/page';
import { toast } from '@/components/ui/toaster';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { PaymentStatusBadge } from './payment-history';
import { useCheckPayment, useDownloadReceipt, usePayment } from './queries';

function Outcome({ icon, tone, title, children, actions }: { icon: ReactNode; tone: 'success' | 'pending' | 'failure'; title: string; children: ReactNode; actions: ReactNode }) {
  return (
    <Card className="mx-auto max-w-2xl">
      <CardContent className="space-y-5 p-6 pt-6 text-center">
        <div
          className={cn(
            'mx-auto flex size-16 items-center justify-center rounded-full [&_svg]:size-9',
            tone === 'success' && 'bg-success/15 text-success',
            tone === 'pending' && 'bg-warning/15 text-warning',
            tone === 'failure' && 'bg-destructive/10 text-destructive',
          )}
          aria-hidden
        >
          {icon}
        </div>
        <h1 className="text-2xl font-bold">{title}</h1>
        {children}
        <div className="flex flex-col justify-center gap-2 sm:flex-row">{actions}</div>
      </CardContent>
    </Card>
  );
}

function PaymentDetails({ payment }: { payment: Payment }) {
  const { t } = useTranslation('billing');
  const format = useFormat();
  const rows: Array<[string, ReactNode]> = [
    [t('details.status'), <PaymentStatusBadge key="status" status={payment.status} />],
    [t('details.plan'), payment.planName],
    [t('details.amount'), format.rupees(payment.amountPaisa)],
    [t('details.gateway'), GATEWAY_LABELS[payment.gateway]],
    [t('details.transactionId'), <span key="id" className="break-all font-mono text-xs">{payment.transactionId}</span>],
    ...(payment.gatewayReference ? [[t('details.reference'), <span key="ref" className="break-all font-mono text-xs">{payment.gatewayReference}</span>] as [string, ReactNode]] : []),
    [t('details.started'), format.dateTime(payment.createdAt)],
  ];
  return (
    <dl className="mx-auto max-w-md divide-y rounded-lg border text-left text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex items-center justify-between gap-3 px-3 py-2">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="min-w-0 text-right font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const TryAgain = () => {
  const { t } = useTranslation('billing');
  return (
    <Button asChild>
      <Link to="/subscription">{t('outcome.tryAgain')}</Link>
    </Button>
  );
};

function PaymentOutcome({ payment }: { payment: Payment }) {
  const { t } = useTranslation('billing');
  const format = useFormat();
  const check = useCheckPayment(payment.id);
  const download = useDownloadReceipt();
  const gateway = GATEWAY_LABELS[payment.gateway];
  useEffect(() => {
    // 'Payment failed. Please try again.' (seed 000 section 8); the id keeps it to one toast per payment.
    if (payment.status === 'failed') toast.error(t('outcome.failedToast'), { id: `payment-failed-${payment.id}` });
  }, [payment.id, payment.status, t]);

  if (payment.status === 'success') {
    return (
      <Outcome
        icon={<CheckCircle2 />}
        tone="success"
        title={t('outcome.successTitle')}
        actions={
          <>
            <Button asChild>
              <Link to="/dashboard">{t('outcome.toDashboard')}</Link>
            </Button>
            <Button variant="outline" disabled={download.isPending} onClick={() => download.mutate(payment, { onError: () => toast.error(t('history.receiptFailed')) })}>
              <Download aria-hidden />
              {t('outcome.receipt')}
            </Button>
          </>
        }
      >
        <p className="text-muted-foreground">
          {payment.premiumUntil ? t('outcome.successText', { plan: payment.planName, date: format.dateTime(payment.premiumUntil) }) : t('outcome.successPlain')}
        </p>
        <PaymentDetails payment={payment} />
      </Outcome>
    );
  }
  if (payment.status === 'pending') {
    return (
      <Outcome
        icon={<Clock />}
        tone="pending"
        title={t('outcome.pendingTitle')}
        actions={
          <>
            <Button
              disabled={check.isPending}
              onClick={() => check.mutate(undefined, { onError: () => toast.error(t('outcome.checkFailed')) })}
            >
              <RefreshCw className={check.isPending ? 'animate-spin' : undefined} aria-hidden />
              {check.isPending ? t('outcome.checking') : t('outcome.checkAgain')}
            </Button>
            <Button asChild variant="outline">
              <Link to="/subscription">{t('outcome.backToPlans')}</Link>
            </Button>
          </>
        }
      >
        <p className="text-muted-foreground">{t('outcome.pendingText', { gateway })}</p>
        <PaymentDetails payment={payment} />
      </Outcome>
    );
  }
  const title = payment.status === 'cancelled' ? t('outcome.cancelledTitle') : payment.status === 'expired' ? t('outcome.expiredTitle') : t('outcome.failedTitle');
  return (
    <Outcome
      icon={<XCircle />}
      tone="failure"
      title={title}
      actions={
        <>
          <TryAgain />
          <Button asChild variant="outline">
            <Link to="/dashboard">{t('outcome.toDashboard')}</Link>
          </Button>
        </>
      }
    >
      <p className="text-muted-foreground">{t(`reasons.${payment.reason ?? 'declined'}`, { gateway })}</p>
      <p className="text-sm">{t('outcome.nothingGranted')}</p>
      <PaymentDetails payment={payment} />
    </Outcome>
  );
}

function NoPayment({ error }: { error: ReturnError | 'not_found' | null }) {
  const { t } = useTranslation('billing');
  useEffect(() => {
    if (error && error !== 'not_found') toast.error(t('outcome.failedToast'), { id: `payment-failed-${error}` });
  }, [error, t]);
  return (
    <PageContainer>
      <h1 className="sr-only">{t('outcome.pageTitle')}</h1>
      <EmptyState icon={<SearchX />} title={t(`returnErrors.${error ?? 'none'}.title`)} description={t(`returnErrors.${error ?? 'none'}.text`)} action={<TryAgain />} />
    </PageContainer>
  );
}

/** /payment: where a gateway sends the student back; says what happened and offers the next step. */
export function PaymentPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const error = params.get('error');
  const payment = usePayment(id);
  if (!id) return <NoPayment error={RETURN_ERRORS.includes(error as ReturnError) ? (error as ReturnError) : null} />;
  if (payment.isPending) {
    return (
      <PageContainer aria-busy="true">
        <Skeleton className="mx-auto h-96 max-w-2xl" />
      </PageContainer>
    );
  }
  if (payment.isError) return <NoPayment error="not_found" />;
  return (
    <PageContainer>
      <PaymentOutcome payment={payment.data} />
    </PageContainer>
  );
}
