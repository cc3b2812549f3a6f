import { AlertTriangle, CheckCircle2, Clock, Cpu, Gauge, Info, Server, Users, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { SystemAlert, SystemPerformance } from '@common/admin';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Alert, EmptyState, Progress, Skeleton } from '@/components/ui/feedback';
import { cn } from '@/lib/cn';
import { useFormat, type Format } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { useSystemMonitor, useSystemPerformance } from './queries';

const GATEWAY_NAMES: Record<string, string> = { esewa: 'eSewa', khalti: 'Khalti', fonepay: 'FonePay' };
const ALERT_ICONS = { info: <Info />, warning: <AlertTriangle />, error: <XCircle /> } as const;
const ALERT_VARIANTS = { info: 'info', warning: 'warning', error: 'destructive' } as const;
/** Where an admin fixes what an alert is about. */
const ALERT_FIX: Partial<Record<SystemAlert['code'], { to: string; key: string }>> = {
  maintenance_on: { to: '/admin/settings', key: 'settings' },
  gateway_without_secret: { to: '/admin/payments', key: 'payments' },
  gateway_test_credentials: { to: '/admin/payments', key: 'payments' },
};

const megabytes = (format: Format, bytes: number) => `${format.number(Math.round(bytes / 1_048_576))} MB`;

function AlertItem({ alert }: { alert: SystemAlert }) {
  const { t } = useTranslation('admin');
  const fix = ALERT_FIX[alert.code];
  return (
    <Alert variant={ALERT_VARIANTS[alert.severity]} className="flex items-start gap-3" data-testid={`alert-${alert.code}`}>
      <span className="mt-0.5 [&_svg]:size-4" aria-hidden>
        {ALERT_ICONS[alert.severity]}
      </span>
      <div className="min-w-0 flex-1 space-y-1">
        <p>
          <span className="sr-only">{t(`dashboard.monitor.severity.${alert.severity}`)}: </span>
          {t(`dashboard.monitor.alerts.${alert.code}`, {
            count: alert.count ?? 0,
            gateway: GATEWAY_NAMES[alert.gateway ?? ''] ?? alert.gateway,
            variable: alert.variable,
          })}
        </p>
        {fix ? (
          <Link to={fix.to} className="text-xs font-medium underline underline-offset-2">
            {t(`dashboard.monitor.fix.${fix.key}`)}
          </Link>
        ) : null}
      </div>
    </Alert>
  );
}

function Meter({ label, value, detail, percent }: { label: string; value: string; detail?: string; percent?: number }) {
  return (
    <div className="space-y-1">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="text-muted-foreground">{label}</span>
        <span className="font-medium tabular-nums">{value}</span>
      </div>
      {percent !== undefined ? <Progress value={percent} label={label} /> : null}
      {detail ? <p className="text-xs text-muted-foreground">{detail}</p> : null}
    </div>
  );
}

/** System Alerts and resources, from real conditions and measurements, refreshed every 5 s. */
export function SystemMonitorCard() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const monitor = useSystemMonitor();
  const data = monitor.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('dashboard.monitor.title')}</CardTitle>
        <CardDescription>
          {data ? t('dashboard.monitor.checkedAt', { time: format.time(data.checkedAt, { seconds: true }) }) : t('dashboard.monitor.description')}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {monitor.isPending ? (
          <div className="space-y-3" aria-busy="true">
            <Skeleton className="h-12" />
            <Skeleton className="h-24" />
          </div>
        ) : !data ? (
          <EmptyState icon={<Server />} title={t('dashboard.monitor.unavailable')} />
        ) : (
          <>
            {data.alerts.length === 0 ? (
              <div className="flex items-start gap-3 rounded-lg border border-success/40 bg-success/10 p-3 text-sm" data-testid="alerts-clear">
                <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
                <div>
                  <p className="font-medium">{t('dashboard.monitor.allClear')}</p>
                  <p className="text-muted-foreground">{t('dashboard.monitor.allClearHint')}</p>
                </div>
              </div>
            ) : (
              <ul className="space-y-2" aria-label={t('dashboard.monitor.title')}>
                {data.alerts.map((alert) => (
                  <li key={`${alert.code}-${alert.gateway ?? ''}`}>
                    <AlertItem alert={alert} />
                  </li>
                ))}
              </ul>
            )}
            <div className="space-y-3">
              <h3 className="text-sm font-semibold">{t('dashboard.monitor.resources')}</h3>
              <Meter label={t('dashboard.monitor.serverLoad')} value={format.percent(data.performance.serverLoad)} percent={data.performance.serverLoad} />
              <Meter
                label={t('dashboard.monitor.eventLoopDelay')}
                value={t('dashboard.performance.milliseconds', { value: format.number(data.performance.eventLoopDelayMs, { maximumFractionDigits: 1 }) })}
              />
              <Meter label={t('dashboard.monitor.memory')} value={megabytes(format, data.performance.memoryRssBytes)} />
              <Meter label={t('dashboard.monitor.instances')} value={format.number(data.performance.instances.length)} />
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function Figure({ icon, label, value, detail, testId }: { icon: ReactNode; label: string; value: string; detail?: string; testId: string }) {
  return (
    <div className="rounded-lg border p-3">
      <dt className="flex items-center gap-2 text-sm text-muted-foreground [&_svg]:size-4 [&_svg]:text-primary">
        {icon}
        {label}
      </dt>
      <dd className="mt-1">
        <span className="text-xl font-bold tabular-nums" data-testid={testId}>
          {value}
        </span>
        {detail ? <span className="block text-xs text-muted-foreground">{detail}</span> : null}
      </dd>
    </div>
  );
}

function PerformanceFigures({ performance }: { performance: SystemPerformance }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const ms = (value: number | null) => (value === null ? '—' : t('dashboard.performance.milliseconds', { value: format.number(value, { maximumFractionDigits: 1 }) }));
  const { responseMs } = performance;
  return (
    <>
      <dl className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2">
        <Figure icon={<Cpu />} label={t('dashboard.performance.serverLoad')} value={format.percent(performance.serverLoad)} detail={t('dashboard.performance.serverLoadHint')} testId="perf-load" />
        <Figure icon={<Clock />} label={t('dashboard.performance.uptime')} value={format.duration(performance.uptimeSeconds * 1000)} testId="perf-uptime" />
        <Figure
          icon={<Gauge />}
          label={t('dashboard.performance.responseTime')}
          value={ms(responseMs.p50)}
          detail={
            performance.requestsLastMinute === 0
              ? t('dashboard.performance.noResponses')
              : `${t('dashboard.performance.responseDetail', { p50: ms(responseMs.p50), p95: ms(responseMs.p95) })} · ${t('dashboard.performance.requests', { count: performance.requestsLastMinute })}`
          }
          testId="perf-response"
        />
        <Figure icon={<Users />} label={t('dashboard.performance.activeUsers')} value={format.number(performance.activeUsers)} detail={t('dashboard.performance.activeUsersHint')} testId="perf-active" />
      </dl>
      {performance.instances.length > 1 ? (
        <ul className="mt-3 space-y-1 text-xs text-muted-foreground" aria-label={t('dashboard.performance.instances', { count: performance.instances.length })}>
          {performance.instances.map((instance) => (
            <li key={instance.instanceId} className={cn('flex flex-wrap justify-between gap-2', instance.isCurrent && 'font-medium text-foreground')}>
              <span>
                {format.digits(`${instance.hostname}:${instance.pid}`)}
                {instance.isCurrent ? ` (${t('dashboard.performance.thisInstance')})` : ''}
              </span>
              <span>
                {format.percent(instance.eventLoopUtilization)} · {ms(instance.responseMs.p95)} · {format.number(instance.realtimeConnections)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** System Performance across every app instance, measured, refreshed every 30 s. */
export function SystemPerformanceCard() {
  const { t } = useTranslation('admin');
  const performance = useSystemPerformance();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('dashboard.performance.title')}</CardTitle>
        <CardDescription>
          {t('dashboard.performance.description')}
          {performance.data ? ` ${t('dashboard.performance.instances', { count: performance.data.instances.length })}.` : ''}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {performance.isPending ? (
          <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2" aria-busy="true">
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} className="h-20" />
            ))}
          </div>
        ) : performance.data ? (
          <PerformanceFigures performance={performance.data} />
        ) : (
          <EmptyState icon={<Server />} title={t('dashboard.performance.unavailable')} />
        )}
      </CardContent>
    </Card>
  );
}
