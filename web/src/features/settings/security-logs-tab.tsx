import { ScrollText } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { SECURITY_EVENT_TYPES, type SecurityEvent } from '@common/security-logs';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState, Skeleton } from '@/components/ui/feedback';
import { Input, Label, NativeSelect } from '@/components/ui/input';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { LoadFailed } from './load-failed';
import type { SecurityLogFilters } from './queries';
import { useSecurityEvents } from './security-queries';

const DESTRUCTIVE = /failed|locked|denied|rate_limited|deleted/;

/** The details of an event as short `key: value` pairs (settings changes carry objects: shown as JSON). */
function describeDetails(details: SecurityEvent['details']) {
  return Object.entries(details)
    .filter(([key]) => key !== 'timestamp')
    .map(([key, value]) => `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
    .join(' · ');
}

/** Security Logs: the security_events table, filtered by type, user and day (Nepal time), 25 a page. */
export function SecurityLogsTab() {
  const { t } = useTranslation('settings');
  const format = useFormat();
  const [draft, setDraft] = useState<SecurityLogFilters>({});
  const [filters, setFilters] = useState<SecurityLogFilters>({});
  const events = useSecurityEvents(filters);
  const rows = events.data?.pages.flatMap((page) => page.events) ?? [];

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters(Object.fromEntries(Object.entries(draft).filter(([, value]) => value)) as SecurityLogFilters);
  };
  const field = (key: keyof SecurityLogFilters) => ({
    value: draft[key] ?? '',
    onChange: (event: { target: { value: string } }) => setDraft((previous) => ({ ...previous, [key]: event.target.value })),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('otp.logs.title')}</CardTitle>
        <CardDescription>{t('otp.logs.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <form onSubmit={apply} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
          <div className="space-y-1">
            <Label htmlFor="log-type">{t('otp.logs.type')}</Label>
            <NativeSelect id="log-type" {...field('type')}>
              <option value="">{t('otp.logs.allTypes')}</option>
              {SECURITY_EVENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`otp.logs.types.${type}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="space-y-1">
            <Label htmlFor="log-user">{t('otp.logs.user')}</Label>
            <Input id="log-user" placeholder={t('otp.logs.userPlaceholder')} {...field('user')} />
          </div>
          <div className="space-y-1">
            <Label htmlFor="log-from">{t('otp.logs.from')}</Label>
            <Input id="log-from" type="date" {...field('from')} />
          </div>
          <div className="space-y-1">
            <Label htmlFor="log-to">{t('otp.logs.to')}</Label>
            <Input id="log-to" type="date" {...field('to')} />
          </div>
          <Button type="submit">{t('otp.logs.apply')}</Button>
        </form>
        {events.isPending ? (
          <Skeleton className="h-48" />
        ) : events.isError ? (
          <LoadFailed error={events.error} />
        ) : rows.length === 0 ? (
          <EmptyState icon={<ScrollText />} title={t('otp.logs.emptyTitle')} description={t('otp.logs.emptyText')} />
        ) : (
          <ul className="divide-y" aria-label={t('otp.logs.title')}>
            {rows.map((event) => (
              <li key={event.id} className="space-y-1 py-3">
                <div className="flex flex-wrap items-center gap-2">
                  <Badge variant={DESTRUCTIVE.test(event.eventType) ? 'destructive' : 'secondary'}>
                    {t(`otp.logs.types.${event.eventType}`, { defaultValue: event.eventType })}
                  </Badge>
                  <span className="text-sm text-muted-foreground">{format.dateTime(event.createdAt)}</span>
                </div>
                <p className="text-sm">
                  {event.userName ?? event.email ?? t('otp.recent.unknown')}
                  {event.userName && event.email ? <span className="text-muted-foreground"> · {event.email}</span> : null}
                  {event.ipAddress ? <span className="text-muted-foreground"> · {event.ipAddress}</span> : null}
                </p>
                <p className="break-all text-xs text-muted-foreground">{describeDetails(event.details)}</p>
              </li>
            ))}
          </ul>
        )}
        {events.hasNextPage ? (
          <Button variant="outline" className="w-full" onClick={() => void events.fetchNextPage()} disabled={events.isFetchingNextPage}>
            {t('otp.logs.more')}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
