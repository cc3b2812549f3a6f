import { ExternalLink, Save, ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { GATEWAY_DOCUMENTATION, GATEWAY_LABELS, GATEWAY_NAMES, UpdateGatewayBody, type AdminGateway } from '@common/billing';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger, Switch } from '@/components/ui/controls';
import { Alert, EmptyState, Skeleton } from '@/components/ui/feedback';
import { FieldError, Input, Label } from '@/components/ui/input';
import { PageContainer, PageHeader } from '@/components/ui/page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/toaster';
import { CommissionsPanel } from '@/features/referrals/commissions-panel';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { GatewayLogo } from './gateway-logo';
import { useAdminGateways, useUpdateGateway } from './queries';

const SETUP_STEPS = 3;

/** Active and offered, active without credentials, or off; and where its secret comes from (never the secret). */
function GatewayStatus({ gateway }: { gateway: AdminGateway }) {
  const { t } = useTranslation('billing');
  const state = gateway.isOffered ? 'live' : gateway.isActive ? 'blocked' : 'off';
  return (
    <div className="space-y-1 text-sm">
      <p className="flex items-center gap-2">
        <span className={cn('size-2.5 rounded-full', state === 'live' ? 'bg-success' : state === 'blocked' ? 'bg-warning' : 'bg-muted-foreground')} aria-hidden />
        {t(`admin.state.${state}`)}
      </p>
      <p className="text-muted-foreground">{t(`admin.credentials.${gateway.credentialSource}`, { variable: gateway.secretVariable })}</p>
    </div>
  );
}

/** One gateway's card (seed 001): the Active switch and merchant id edit locally, Save persists the whole row. */
function GatewayCard({ gateway }: { gateway: AdminGateway }) {
  const { t } = useTranslation('billing');
  const format = useFormat();
  const update = useUpdateGateway();
  const [isActive, setIsActive] = useState(gateway.isActive);
  const [merchantId, setMerchantId] = useState(gateway.merchantId ?? '');
  const parsed = UpdateGatewayBody.safeParse({ isActive, merchantId: merchantId.trim() || null });
  const isDirty = isActive !== gateway.isActive || (merchantId.trim() || null) !== gateway.merchantId;
  const name = GATEWAY_LABELS[gateway.gatewayName];
  const inputId = `merchant-${gateway.gatewayName}`;
  const save = () => {
    if (!parsed.success) return;
    update.mutate(
      { id: gateway.id, body: parsed.data },
      { onSuccess: () => toast.success(t('admin.saved')), onError: () => toast.error(t('admin.saveFailed')) },
    );
  };
  return (
    <Card role="group" aria-labelledby={`${inputId}-title`} className="flex flex-col">
      <CardHeader className="flex-row items-center gap-3 space-y-0">
        <GatewayLogo gateway={gateway.gatewayName} />
        <div className="min-w-0 flex-1">
          <CardTitle id={`${inputId}-title`}>{name}</CardTitle>
          <p className="text-xs text-muted-foreground">{t('admin.updated', { date: format.dateTime(gateway.updatedAt) })}</p>
        </div>
        <Badge variant={gateway.isOffered ? 'success' : 'secondary'}>{gateway.isOffered ? t('admin.badgeLive') : t('admin.badgeOff')}</Badge>
      </CardHeader>
      <CardContent className="flex-1 space-y-4">
        <div className="flex items-center justify-between gap-3 rounded-lg border p-3">
          <Label htmlFor={`active-${gateway.gatewayName}`}>{t('admin.active')}</Label>
          <Switch id={`active-${gateway.gatewayName}`} aria-label={t('admin.activeFor', { gateway: name })} checked={isActive} onCheckedChange={setIsActive} />
        </div>
        <div className="space-y-2">
          <Label htmlFor={inputId}>{t('admin.merchantId')}</Label>
          <Input
            id={inputId}
            aria-label={t('admin.merchantIdFor', { gateway: name })}
            value={merchantId}
            maxLength={20}
            autoComplete="off"
            spellCheck={false}
            placeholder={gateway.effectiveMerchantId ? t('admin.merchantPlaceholder', { id: gateway.effectiveMerchantId }) : undefined}
            aria-invalid={!parsed.success}
            aria-describedby={`${inputId}-hint ${inputId}-error`}
            onChange={(event) => setMerchantId(event.target.value)}
          />
          <p id={`${inputId}-hint`} className="text-xs text-muted-foreground">
            {t(`admin.merchantHint.${gateway.gatewayName}`)}
          </p>
          <FieldError id={`${inputId}-error`}>{parsed.success ? null : t('admin.merchantInvalid')}</FieldError>
        </div>
        <GatewayStatus gateway={gateway} />
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        <Button onClick={save} disabled={!isDirty || !parsed.success || update.isPending}>
          <Save aria-hidden />
          {update.isPending ? t('admin.saving') : t('admin.save')}
        </Button>
        <Button asChild variant="link" className="px-0">
          <a href={GATEWAY_DOCUMENTATION[gateway.gatewayName]} target="_blank" rel="noopener noreferrer">
            {t('admin.documentation', { gateway: name })}
            <ExternalLink aria-hidden />
          </a>
        </Button>
      </CardFooter>
    </Card>
  );
}

function SetupInstructions() {
  const { t } = useTranslation('billing');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.setupTitle')}</CardTitle>
      </CardHeader>
      <CardContent>
        <Accordion type="single" collapsible>
          {GATEWAY_NAMES.map((gateway) => (
            <AccordionItem key={gateway} value={gateway}>
              <AccordionTrigger>{t('admin.setupFor', { gateway: GATEWAY_LABELS[gateway] })}</AccordionTrigger>
              <AccordionContent>
                <ol className="list-decimal space-y-1 pl-5">
                  {Array.from({ length: SETUP_STEPS }, (_, index) => (
                    <li key={index}>{t(`admin.setup.${gateway}.${index + 1}`)}</li>
                  ))}
                </ol>
              </AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </CardContent>
    </Card>
  );
}

function GatewaySettings() {
  const { t } = useTranslation('billing');
  const gateways = useAdminGateways();
  useEffect(() => {
    if (gateways.isError) toast.error(t('errors.loadGateways'));
  }, [gateways.isError, t]);
  return (
    <div className="space-y-6">
      <Alert variant="info" icon={<ShieldCheck />} heading={t('admin.noticeTitle')}>
        <p>{t('admin.noticeText')}</p>
      </Alert>
      {gateways.isPending ? (
        <div className="grid gap-6 lg:grid-cols-3" aria-busy="true">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-80" />
          ))}
        </div>
      ) : gateways.isError ? (
        <EmptyState title={t('errors.loadGateways')} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-3">
          {gateways.data.map((gateway) => (
            // A saved change (here or by another admin) starts the card afresh from the server's row.
            <GatewayCard key={`${gateway.id}:${gateway.updatedAt}`} gateway={gateway} />
          ))}
        </div>
      )}
      <SetupInstructions />
    </div>
  );
}

const TABS = ['gateways', 'commissions'] as const;

/** /admin/payments (seed 001, Admin payment gateway settings) with the referral commissions to approve beside it. */
export function AdminPaymentsPage() {
  const { t } = useTranslation('billing');
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((value) => value === params.get('tab')) ?? 'gateways';
  return (
    <PageContainer>
      <PageHeader title={t('admin.title')} description={t('admin.description')} />
      <Tabs value={tab} onValueChange={(value) => setParams(value === 'gateways' ? {} : { tab: value }, { replace: true })}>
        <TabsList className="mb-6">
          <TabsTrigger value="gateways">{t('admin.tabGateways')}</TabsTrigger>
          <TabsTrigger value="commissions">{t('admin.tabCommissions')}</TabsTrigger>
        </TabsList>
        <TabsContent value="gateways">
          <GatewaySettings />
        </TabsContent>
        <TabsContent value="commissions">
          <CommissionsPanel />
        </TabsContent>
      </Tabs>
    </PageContainer>
  );
}

