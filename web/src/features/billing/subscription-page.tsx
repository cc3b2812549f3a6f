import { Building2, CheckCircle2, Crown, CreditCard, HelpCircle, Loader2, Lock, Smartphone, Wallet } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { GATEWAY_LABELS, GATEWAY_NAMES, type GatewayName } from '@common/billing';
import { isFreePlan, premiumExpiryAfterPayment, type Plan } from '@common/plans';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/controls';
import { EmptyState, Skeleton } from '@/components/ui/feedback';
import { PageContainer, PageHeader } from '@/components/ui/page';
import { toast } from '@/components/ui/toaster';
import { useSession } from '@/features/auth/queries';
import { ApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { GatewayLogo } from './gateway-logo';
import { goToGateway } from './go-to-gateway';
import { PaymentHistoryCard } from './payment-history';
import { PlanCard } from './plan-card';
import { useActivateFreePlan, useCreatePayment, useOfferedGateways, usePlans } from './queries';

const FAQ_KEYS = ['payment', 'renewal', 'safety', 'failed', 'receipt'] as const;

function CurrentPlanCard() {
  const { t } = useTranslation('billing');
  const format = useFormat();
  const user = useSession().data?.user;
  if (!user) return null;
  return (
    <Card className="mb-6">
      <CardContent className="flex flex-wrap items-center gap-3 p-4 pt-4">
        <Crown className={cn('size-6', user.isPremium ? 'text-warning' : 'text-muted-foreground')} aria-hidden />
        <p className="flex-1 text-sm">
          {user.isPremium && user.subscriptionExpiresAt
            ? t('current.premium', { date: format.dateTime(user.subscriptionExpiresAt) })
            : t('current.free')}
        </p>
        <Badge variant={user.isPremium ? 'success' : 'secondary'}>{user.isPremium ? t('current.premiumBadge') : t('current.freeBadge')}</Badge>
      </CardContent>
    </Card>
  );
}

function GatewayPicker({ offered, selected, onSelect }: { offered: GatewayName[]; selected: GatewayName | null; onSelect: (gateway: GatewayName) => void }) {
  const { t } = useTranslation('billing');
  if (offered.length === 0) {
    return <EmptyState icon={<CreditCard />} title={t('methods.noneTitle')} description={t('methods.noneText')} />;
  }
  return (
    <div role="radiogroup" aria-label={t('methods.title')} className="grid gap-3 sm:grid-cols-3">
      {offered.map((gateway) => (
        <button
          key={gateway}
          type="button"
          role="radio"
          aria-checked={selected === gateway}
          onClick={() => onSelect(gateway)}
          className={cn(
            'flex items-center gap-3 rounded-lg border p-3 text-left font-medium transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            selected === gateway && 'border-primary bg-accent ring-2 ring-primary',
          )}
        >
          <GatewayLogo gateway={gateway} />
          <span>{GATEWAY_LABELS[gateway]}</span>
          {selected === gateway ? <CheckCircle2 className="ml-auto size-5 text-primary" aria-hidden /> : null}
        </button>
      ))}
    </div>
  );
}

function PaymentSummary({ plan, gateway, isProcessing, onPay }: { plan: Plan; gateway: GatewayName | null; isProcessing: boolean; onPay: () => void }) {
  const { t } = useTranslation('billing');
  const format = useFormat();
  const user = useSession().data?.user;
  const until = premiumExpiryAfterPayment(user?.isPremium ? (user.subscriptionExpiresAt ?? null) : null, new Date(), plan.durationDays);
  const rows: Array<[string, string]> = [
    [t('summary.plan'), plan.displayName],
    [t('summary.period'), t('summary.days', { count: plan.durationDays })],
    [t('summary.method'), gateway ? GATEWAY_LABELS[gateway] : t('summary.noMethod')],
    [t('summary.activeUntil'), format.date(until)],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('summary.title')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="space-y-2 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-3">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="text-right font-medium">{value}</dd>
            </div>
          ))}
          <div className="flex justify-between gap-3 border-t pt-2 text-base">
            <dt className="font-semibold">{t('summary.total')}</dt>
            <dd className="font-bold">{format.rupees(plan.pricePaisa)}</dd>
          </div>
        </dl>
        <Button className="w-full" size="lg" onClick={onPay} disabled={isProcessing}>
          {isProcessing ? <Loader2 className="animate-spin" aria-hidden /> : <Lock aria-hidden />}
          {isProcessing ? t('summary.processing') : t('summary.pay', { amount: format.rupees(plan.pricePaisa) })}
        </Button>
        <p className="text-xs text-muted-foreground">{t('summary.secureNote')}</p>
      </CardContent>
    </Card>
  );
}

/** The simpler variant's payment-methods list, saying honestly which are available. */
function PaymentMethodsList({ offered }: { offered: GatewayName[] }) {
  const { t } = useTranslation('billing');
  const methods = [
    ...GATEWAY_NAMES.map((gateway) => ({ key: gateway, icon: <GatewayLogo gateway={gateway} className="size-6" />, name: GATEWAY_LABELS[gateway], note: null, isAvailable: offered.includes(gateway) })),
    { key: 'mobile', icon: <Smartphone className="size-6 text-muted-foreground" aria-hidden />, name: t('methods.mobileBanking'), note: t('methods.mobileBankingNote'), isAvailable: offered.includes('fonepay') },
    { key: 'bank', icon: <Building2 className="size-6 text-muted-foreground" aria-hidden />, name: t('methods.bankTransfer'), note: t('methods.bankTransferNote'), isAvailable: false },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Wallet className="size-5 text-primary" aria-hidden />
          {t('methods.listTitle')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="space-y-3">
          {methods.map((method) => (
            <li key={method.key} className="flex items-center gap-3 text-sm">
              {method.icon}
              <div className="min-w-0 flex-1">
                <p className="font-medium">{method.name}</p>
                {method.note ? <p className="text-xs text-muted-foreground">{method.note}</p> : null}
              </div>
              <Badge variant={method.isAvailable ? 'success' : 'outline'}>{method.isAvailable ? t('methods.available') : t('methods.unavailable')}</Badge>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function FaqCard() {
  const { t } = useTranslation('billing');
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <HelpCircle className="size-5 text-primary" aria-hidden />
          {t('faq.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <Accordion type="single" collapsible>
          {FAQ_KEYS.map((key) => (
            <AccordionItem key={key} value={key}>
              <AccordionTrigger>{t(`faq.${key}.question`)}</AccordionTrigger>
              <AccordionContent>{t(`faq.${key}.answer`)}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </CardContent>
    </Card>
  );
}

/** What the student reads when starting a payment failed (seed 000 section 8's payment toasts). */
function usePaymentErrorToast() {
  const { t } = useTranslation('billing');
  return (error: unknown, gateway: GatewayName) => {
    if (error instanceof ApiError && error.status === 401) {
      toast.error(t('errors.authRequired'), { description: t('errors.logInToUpgrade') });
    } else if (error instanceof ApiError && error.code === 'gateway_unavailable') {
      toast.error(t('errors.paymentError'), { description: t('errors.gatewayUnavailable', { gateway: GATEWAY_LABELS[gateway] }) });
    } else if (error instanceof ApiError && error.code === 'rate_limited') {
      toast.error(t('errors.paymentError'), { description: t('errors.tooManyAttempts') });
    } else if (error instanceof ApiError && error.code === 'validation_error') {
      toast.error(t('errors.selectPlanAndMethod'));
    } else {
      toast.error(t('errors.paymentError'), { description: t('errors.initiateFailedRetry') });
    }
  };
}

/** /subscription (seed 000, Subscription): 'Choose Your Plan', payment with a gateway, history and FAQ. */
export function SubscriptionPage() {
  const { t } = useTranslation('billing');
  const navigate = useNavigate();
  const format = useFormat();
  const session = useSession();
  const plans = usePlans();
  const gateways = useOfferedGateways();
  const createPayment = useCreatePayment();
  const activateFree = useActivateFreePlan();
  const showPaymentError = usePaymentErrorToast();
  const [selectedPlanId, setSelectedPlanId] = useState<string | null>(null);
  const [gateway, setGateway] = useState<GatewayName | null>(null);
  const [isRedirecting, setIsRedirecting] = useState(false);

  useEffect(() => {
    if (plans.isError) toast.error(t('errors.loadPlans'));
  }, [plans.isError, t]);
  useEffect(() => {
    if (gateways.isError) toast.error(t('errors.loadGateways'));
  }, [gateways.isError, t]);
  // Coming back from the gateway with the Back button restores this page from the cache: it is not redirecting any more.
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => event.persisted && setIsRedirecting(false);
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);
  // Premium is preselected: it is the plan students come here for.
  const paidPlans = (plans.data ?? []).filter((plan) => !isFreePlan(plan));
  const selectedPlan = plans.data?.find((plan) => plan.id === (selectedPlanId ?? paidPlans[0]?.id)) ?? null;
  const offered = gateways.data ?? [];
  // A gateway an admin switches off while it is chosen is dropped.
  const chosenGateway = gateway && offered.includes(gateway) ? gateway : null;

  const chooseFree = () => {
    if (!session.data?.user) return void toast.error(t('errors.logInToUpgrade'));
    activateFree.mutate(undefined, {
      onSuccess: () => {
        toast.success(t('freePlan.activated'));
        void navigate('/dashboard');
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'premium_active' && session.data?.user?.subscriptionExpiresAt) {
          toast.info(t('freePlan.premiumActive', { date: format.date(session.data.user.subscriptionExpiresAt) }));
        } else if (error instanceof ApiError && error.status === 401) {
          toast.error(t('errors.logInToUpgrade'));
        } else {
          toast.error(t('freePlan.failed'));
        }
      },
    });
  };

  const pay = () => {
    if (!session.data?.user) return void toast.error(t('errors.logInToUpgrade'));
    if (!selectedPlan || isFreePlan(selectedPlan) || !chosenGateway) return void toast.error(t('errors.selectPlanAndMethod'));
    createPayment.mutate(
      { planId: selectedPlan.id, gateway: chosenGateway },
      {
        onSuccess: (start) => {
          if (!start.success || !start.redirectUrl) return void toast.error(t('errors.initiateFailed'));
          setIsRedirecting(true);
          toast.success(t('initiated'), { description: t('redirecting', { gateway: GATEWAY_LABELS[chosenGateway] }) });
          goToGateway(start);
        },
        onError: (error) => showPaymentError(error, chosenGateway),
      },
    );
  };

  return (
    <PageContainer>
      <PageHeader title={t('title')} description={t('description')} />
      <CurrentPlanCard />
      {plans.isPending ? (
        <div className="grid gap-6 md:grid-cols-2" aria-busy="true">
          <Skeleton className="h-96" />
          <Skeleton className="h-96" />
        </div>
      ) : plans.isError ? (
        <EmptyState
          title={t('errors.loadPlans')}
          action={
            <Button variant="outline" onClick={() => void plans.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      ) : (
        <div className="grid gap-6 pt-3 md:grid-cols-2">
          {plans.data.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              isSelected={!isFreePlan(plan) && plan.id === selectedPlan?.id}
              isCurrent={(session.data?.user?.isPremium ? 'premium' : 'free') === plan.name}
              isBusy={isFreePlan(plan) && activateFree.isPending}
              onSelect={() => (isFreePlan(plan) ? chooseFree() : setSelectedPlanId(plan.id))}
            />
          ))}
        </div>
      )}

      {selectedPlan && !isFreePlan(selectedPlan) ? (
        <section aria-labelledby="payment-method-title" className="mt-8 grid gap-6 lg:grid-cols-3">
          <Card className="lg:col-span-2">
            <CardHeader>
              <CardTitle id="payment-method-title">{t('methods.title')}</CardTitle>
              <CardDescription>{t('methods.description')}</CardDescription>
            </CardHeader>
            <CardContent>
              {gateways.isPending ? (
                <div className="grid gap-3 sm:grid-cols-3" aria-busy="true">
                  {[0, 1, 2].map((index) => (
                    <Skeleton key={index} className="h-16" />
                  ))}
                </div>
              ) : (
                <GatewayPicker offered={offered} selected={chosenGateway} onSelect={setGateway} />
              )}
            </CardContent>
          </Card>
          <PaymentSummary plan={selectedPlan} gateway={chosenGateway} isProcessing={createPayment.isPending || isRedirecting} onPay={pay} />
        </section>
      ) : null}

      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <PaymentHistoryCard />
          <FaqCard />
        </div>
        <div className="min-w-0">
          <PaymentMethodsList offered={offered} />
        </div>
      </div>
    </PageContainer>
  );
}
