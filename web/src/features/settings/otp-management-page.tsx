import { AlertTriangle, BarChart3, History, Save, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import {
  DEFAULT_OTP_SETTINGS,
  MAX_OTP_MAX_ATTEMPTS,
  MIN_OTP_MAX_ATTEMPTS,
  OTP_EXPIRY_OPTIONS,
  OTP_LENGTH_OPTIONS,
  OtpSettingsSchema,
  RECOMMENDED_OTP_EXPIRY,
  RECOMMENDED_OTP_LENGTH,
  type OtpSettings,
  type RecentOtp,
} from '@common/otp';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Switch } from '@/components/ui/controls';
import { Alert, EmptyState, Skeleton } from '@/components/ui/feedback';
import { FieldError, Input, Label, NativeSelect } from '@/components/ui/input';
import { PageContainer, PageHeader } from '@/components/ui/page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/toaster';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { LoadFailed } from './load-failed';
import { useOtpSettings, useOtpStatistics, useRecentOtps, useUpdateOtpSettings } from './security-queries';
import { SecurityLogsTab } from './security-logs-tab';

function SwitchRow({ id, label, hint, checked, onChange }: { id: string; label: string; hint: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="space-y-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onChange} aria-describedby={`${id}-hint`} />
    </div>
  );
}

function SettingsTab() {
  const current = useOtpSettings();
  const saved = current.data?.settings;
  if (current.isPending) return <Skeleton className="h-96" />;
  // The form starts from the saved settings; a newer saved version (another admin, live) starts it again.
  return <SettingsForm key={JSON.stringify(saved ?? DEFAULT_OTP_SETTINGS)} saved={saved ?? DEFAULT_OTP_SETTINGS} />;
}

function SettingsForm({ saved }: { saved: OtpSettings }) {
  const { t } = useTranslation('settings');
  const format = useFormat();
  const update = useUpdateOtpSettings();
  const [draft, setDraft] = useState<OtpSettings>(saved);
  const [maxAttemptsText, setMaxAttemptsText] = useState(String(saved.maxAttempts));
  const set = <K extends keyof OtpSettings>(key: K, value: OtpSettings[K]) => setDraft((previous) => ({ ...previous, [key]: value }));
  const parsed = OtpSettingsSchema.safeParse({ ...draft, maxAttempts: Number(maxAttemptsText) });
  const attemptsInvalid = !parsed.success;

  const save = () => {
    if (!parsed.success) return;
    update.mutate(parsed.data, {
      onSuccess: () => toast.success(t('otp.settings.updated')),
      onError: () => toast.error(t('otp.settings.failed')),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('otp.settings.title')}</CardTitle>
        <CardDescription>{t('otp.settings.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <SwitchRow id="enable-email-otp" label={t('otp.settings.emailOtp')} hint={t('otp.settings.emailOtpHint')} checked={draft.enableEmailOtp} onChange={(value) => set('enableEmailOtp', value)} />
        <SwitchRow id="enable-phone-otp" label={t('otp.settings.phoneOtp')} hint={t('otp.settings.phoneOtpHint')} checked={draft.enablePhoneOtp} onChange={(value) => set('enablePhoneOtp', value)} />
        <div className="grid gap-4 sm:grid-cols-3">
          <div className="space-y-2">
            <Label htmlFor="otp-expiry">{t('otp.settings.expiry')}</Label>
            <NativeSelect id="otp-expiry" value={draft.otpExpirySeconds} onChange={(event) => set('otpExpirySeconds', Number(event.target.value) as OtpSettings['otpExpirySeconds'])}>
              {OTP_EXPIRY_OPTIONS.map((seconds) => (
                <option key={seconds} value={seconds}>
                  {t(seconds === RECOMMENDED_OTP_EXPIRY ? 'otp.settings.minutesRecommended' : 'otp.settings.minutes', { count: seconds / 60, value: format.number(seconds / 60) })}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="space-y-2">
            <Label htmlFor="otp-length">{t('otp.settings.length')}</Label>
            <NativeSelect id="otp-length" value={draft.otpLength} onChange={(event) => set('otpLength', Number(event.target.value) as OtpSettings['otpLength'])}>
              {OTP_LENGTH_OPTIONS.map((length) => (
                <option key={length} value={length}>
                  {t(length === RECOMMENDED_OTP_LENGTH ? 'otp.settings.digitsRecommended' : 'otp.settings.digits', { value: format.number(length) })}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="space-y-2">
            <Label htmlFor="otp-max-attempts">{t('otp.settings.maxAttempts')}</Label>
            <Input
              id="otp-max-attempts"
              type="number"
              inputMode="numeric"
              min={MIN_OTP_MAX_ATTEMPTS}
              max={MAX_OTP_MAX_ATTEMPTS}
              value={maxAttemptsText}
              onChange={(event) => setMaxAttemptsText(event.target.value)}
              aria-invalid={attemptsInvalid}
              aria-describedby={attemptsInvalid ? 'otp-max-attempts-error' : undefined}
            />
            <FieldError id="otp-max-attempts-error">
              {attemptsInvalid ? t('otp.settings.maxAttemptsRange', { min: format.number(MIN_OTP_MAX_ATTEMPTS), max: format.number(MAX_OTP_MAX_ATTEMPTS) }) : null}
            </FieldError>
          </div>
        </div>
        <SwitchRow id="enable-mfa" label={t('otp.settings.mfa')} hint={t('otp.settings.mfaHint')} checked={draft.enableMfa} onChange={(value) => set('enableMfa', value)} />
        {draft.enableMfa ? (
          <Alert variant="warning" icon={<AlertTriangle />}>
            {t('otp.settings.mfaWarning')}
          </Alert>
        ) : null}
        <Button onClick={save} disabled={update.isPending || attemptsInvalid}>
          <Save />
          {update.isPending ? t('otp.settings.saving') : t('otp.settings.save')}
        </Button>
      </CardContent>
    </Card>
  );
}

function StatisticsTab() {
  const { t } = useTranslation('settings');
  const format = useFormat();
  const statistics = useOtpStatistics();
  if (statistics.isError) return <LoadFailed error={statistics.error} />;
  const cards = [
    ['totalSent', statistics.data?.totalSent],
    ['successful', statistics.data?.successfulVerifications],
    ['failed', statistics.data?.failedVerifications],
    ['pending', statistics.data?.pendingVerifications],
  ] as const;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map(([key, value]) => (
        <Card key={key}>
          <CardHeader className="pb-2">
            <CardDescription>{t(`otp.statistics.${key}`)}</CardDescription>
          </CardHeader>
          <CardContent>
            {value === undefined ? <Skeleton className="h-8 w-16" /> : <p className="text-3xl font-semibold" data-testid={`otp-${key}`}>{format.number(value)}</p>}
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

const STATUS_BADGES: Record<RecentOtp['status'], 'default' | 'secondary' | 'destructive'> = {
  verified: 'default',
  pending: 'secondary',
  expired: 'destructive',
  failed: 'destructive',
};

function RecentTab() {
  const { t } = useTranslation('settings');
  const format = useFormat();
  const recent = useRecentOtps();
  if (recent.isPending) return <Skeleton className="h-64" />;
  if (recent.isError) return <LoadFailed error={recent.error} />;
  const items = recent.data?.items ?? [];
  if (items.length === 0) return <EmptyState icon={<History />} title={t('otp.recent.emptyTitle')} description={t('otp.recent.emptyText')} />;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('otp.recent.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-y" aria-label={t('otp.recent.title')}>
          {items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <div className="min-w-0">
                <p className="truncate font-medium">{item.destination ?? t('otp.recent.unknown')}</p>
                <p className="text-sm text-muted-foreground">{format.dateTime(item.createdAt)}</p>
              </div>
              <div className="flex gap-2">
                <Badge variant={STATUS_BADGES[item.status]}>{t(`otp.status.${item.status}`)}</Badge>
                <Badge variant="outline">{t(`otp.type.${item.type}`)}</Badge>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** /admin/otp-management (seed 001): Settings, Statistics, Recent OTPs and Security Logs, all from the server's records. */
export function OtpManagementPage() {
  const { t } = useTranslation('settings');
  return (
    <PageContainer>
      <PageHeader title={t('otp.title')} description={t('otp.description')} />
      <Tabs defaultValue="settings">
        <TabsList className="w-full sm:w-auto">
          <TabsTrigger value="settings">
            <ShieldCheck className="size-4" aria-hidden />
            {t('otp.tabs.settings')}
          </TabsTrigger>
          <TabsTrigger value="statistics">
            <BarChart3 className="size-4" aria-hidden />
            {t('otp.tabs.statistics')}
          </TabsTrigger>
          <TabsTrigger value="recent">{t('otp.tabs.recent')}</TabsTrigger>
          <TabsTrigger value="logs">{t('otp.tabs.logs')}</TabsTrigger>
        </TabsList>
        <TabsContent value="settings" className="mt-4">
          <SettingsTab />
        </TabsContent>
        <TabsContent value="statistics" className="mt-4">
          <StatisticsTab />
        </TabsContent>
        <TabsContent value="recent" className="mt-4">
          <RecentTab />
        </TabsContent>
        <TabsContent value="logs" className="mt-4">
          <SecurityLogsTab />
        </TabsContent>
      </Tabs>
    </PageContainer>
  );
}
