import { zodResolver } from '@hookform/resolvers/zod';
import { Activity, Database, RefreshCw, Save, ShieldAlert, Wrench } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { DEFAULT_MAINTENANCE_MESSAGE, UpdateMaintenanceBody, type SystemStatus } from '@common/settings';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Switch } from '@/components/ui/controls';
import { Alert, EmptyState, Skeleton } from '@/components/ui/feedback';
import { FieldError, Label, Textarea } from '@/components/ui/input';
import { PageContainer, PageHeader } from '@/components/ui/page';
import { toast } from '@/components/ui/toaster';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { useSession } from '@/features/auth/queries';
import { useTranslation } from '@/lib/i18n-react';
import { useMaintenance, useSystemStatus, useUpdateMaintenance } from './queries';

function MaintenanceCard() {
  const { t } = useTranslation('settings');
  const maintenance = useMaintenance();
  const update = useUpdateMaintenance();
  const form = useForm<UpdateMaintenanceBody>({
    resolver: zodResolver(UpdateMaintenanceBody),
    defaultValues: { enabled: false, message: DEFAULT_MAINTENANCE_MESSAGE },
  });
  const { errors, isDirty } = form.formState;
  const isEnabled = useWatch({ control: form.control, name: 'enabled' });
  const setting = maintenance.data;
  useEffect(() => {
    if (setting) form.reset(setting);
  }, [form, setting]);
  useEffect(() => {
    if (maintenance.isError) toast.error(t('admin.fetchFailed'));
  }, [maintenance.isError, t]);

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => toast.success(t('admin.updated')),
      onError: () => toast.error(t('admin.updateFailed')),
    }),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Wrench className="size-5 text-primary" aria-hidden />
          {t('admin.maintenanceTitle')}
        </CardTitle>
        <CardDescription>{t('admin.maintenanceDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        {maintenance.isPending ? (
          <div className="space-y-3">
            <Skeleton className="h-6 w-48" />
            <Skeleton className="h-24" />
          </div>
        ) : (
          <form onSubmit={onSubmit} noValidate className="space-y-5">
            <div className="flex items-start justify-between gap-4 rounded-lg border p-4">
              <div className="space-y-1">
                <Label htmlFor="maintenance-enabled">{t('admin.enableLabel')}</Label>
                <p className="text-sm text-muted-foreground">{t('admin.enableHint')}</p>
              </div>
              <Controller
                control={form.control}
                name="enabled"
                render={({ field }) => (
                  <Switch id="maintenance-enabled" checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} ref={field.ref} />
                )}
              />
            </div>
            <div className="space-y-2">
              <Label htmlFor="maintenance-message">{t('admin.messageLabel')}</Label>
              <Textarea
                id="maintenance-message"
                rows={3}
                maxLength={500}
                aria-invalid={!!errors.message}
                aria-describedby={errors.message ? 'maintenance-message-error' : 'maintenance-message-hint'}
                {...form.register('message')}
              />
              <p id="maintenance-message-hint" className="text-xs text-muted-foreground">
                {t('admin.messageHint')}
              </p>
              <FieldError id="maintenance-message-error">{errors.message ? t('admin.messageRequired') : null}</FieldError>
            </div>
            {isEnabled ? <Alert variant="warning">{t('admin.enabledWarning')}</Alert> : null}
            <Button type="submit" disabled={update.isPending || !isDirty}>
              <Save />
              {update.isPending ? t('admin.saving') : t('admin.save')}
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}

function StatusRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 border-b py-2 text-sm last:border-b-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right font-medium">{children}</dd>
    </div>
  );
}

function StatusFigures({ status }: { status: SystemStatus }) {
  const { t } = useTranslation('settings');
  const format = useFormat();
  return (
    <dl>
      <StatusRow label={t('status.database')}>
        <Badge variant="outline" className={status.database.reachable ? undefined : 'border-destructive/50 text-destructive'}>
          <span className={cn('size-2 rounded-full', status.database.reachable ? 'bg-success' : 'bg-destructive')} aria-hidden />
          {status.database.reachable ? t('status.connected', { ms: status.database.latencyMs }) : t('status.unreachable')}
        </Badge>
      </StatusRow>
      <StatusRow label={t('status.maintenance')}>
        <Badge variant={status.maintenance.enabled ? 'warning' : 'secondary'}>{status.maintenance.enabled ? t('status.on') : t('status.off')}</Badge>
      </StatusRow>
      <StatusRow label={t('status.version')}>{format.digits(`v${status.version}`)}</StatusRow>
      <StatusRow label={t('status.uptime')}>{format.duration(status.uptimeSeconds * 1000)}</StatusRow>
      <StatusRow label={t('status.environment')}>{status.environment}</StatusRow>
      <StatusRow label={t('status.node')}>{format.digits(status.nodeVersion)}</StatusRow>
      <StatusRow label={t('status.memory')}>{t('status.megabytes', { value: format.number(Math.round(status.memory.rssBytes / 1_048_576)) })}</StatusRow>
      {status.counts ? (
        <>
          <StatusRow label={t('status.users')}>{format.number(status.counts.users)}</StatusRow>
          <StatusRow label={t('status.admins')}>{format.number(status.counts.admins)}</StatusRow>
          <StatusRow label={t('status.activeSessions')}>{format.number(status.counts.activeSessions)}</StatusRow>
          <StatusRow label={t('status.pendingEmails')}>{format.number(status.counts.pendingEmails)}</StatusRow>
        </>
      ) : null}
      <StatusRow label={t('status.checkedAt')}>{format.time(status.checkedAt, { seconds: true })}</StatusRow>
    </dl>
  );
}

function SystemStatusCard() {
  const { t } = useTranslation('settings');
  const status = useSystemStatus();
  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-2 space-y-0">
        <div className="space-y-1.5">
          <CardTitle className="flex items-center gap-2">
            <Activity className="size-5 text-primary" aria-hidden />
            {t('status.title')}
          </CardTitle>
          <CardDescription>{t('status.description')}</CardDescription>
        </div>
        <Button variant="ghost" size="icon" onClick={() => void status.refetch()} disabled={status.isFetching} aria-label={t('status.refresh')}>
          <RefreshCw className={status.isFetching ? 'animate-spin' : undefined} />
        </Button>
      </CardHeader>
      <CardContent>
        {status.isPending ? (
          <div className="space-y-2">
            {[0, 1, 2, 3, 4].map((row) => (
              <Skeleton key={row} className="h-6" />
            ))}
          </div>
        ) : status.data ? (
          <StatusFigures status={status.data} />
        ) : (
          <EmptyState icon={<Database />} title={t('status.unavailableTitle')} description={t('status.unavailableText')} />
        )}
      </CardContent>
    </Card>
  );
}

/** /admin/settings (seed 001, Admin system settings): maintenance mode and the System Status card. */
export function AdminSettingsPage() {
  const { t } = useTranslation('settings');
  const session = useSession();
  if (session.data?.user?.role !== 'admin') {
    return (
      <PageContainer>
        <EmptyState icon={<ShieldAlert />} title={t('accessDenied.title')} description={t('accessDenied.text')} />
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <PageHeader title={t('admin.title')} description={t('admin.description')} />
      <div className="grid gap-6 lg:grid-cols-2">
        <MaintenanceCard />
        <SystemStatusCard />
      </div>
    </PageContainer>
  );
}
