import { AlertTriangle, Lock, Search, Sparkles, UserRound } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CLASS_REQUIRED_CODE } from '@common/content';
import { UPGRADE_PATH } from '@common/practice';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Alert, EmptyState, Skeleton } from '@/components/ui/feedback';
import { Input, Label, NativeSelect } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api';
import { cn } from '@/lib/cn';

const isClassRequired = (error: unknown) => error instanceof ApiError && error.code === CLASS_REQUIRED_CODE;

/** The spec's toast for a failed load ('Error fetching data: …'), or the profile message when the class is missing. */
export function useLoadErrorToast(error: Error | null) {
  const { t } = useTranslation('content');
  useEffect(() => {
    if (!error) return;
    toast.error(isClassRequired(error) ? error.message : t('errors.fetch', { message: error.message }));
  }, [error, t]);
}

/** What a list shows when it cannot load: the profile prompt for a missing class, else a retry. */
export function LoadProblem({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation('content');
  if (isClassRequired(error)) {
    return (
      <EmptyState
        icon={<UserRound />}
        title={error.message}
        description={t('errors.classRequiredHint')}
        action={
          <Button asChild>
            <Link to="/profile">{t('errors.updateProfile')}</Link>
          </Button>
        }
      />
    );
  }
  return (
    <EmptyState
      icon={<AlertTriangle />}
      title={t('errors.loadFailed')}
      description={error.message}
      action={
        <Button variant="outline" onClick={onRetry}>
          {t('errors.retry')}
        </Button>
      }
    />
  );
}

/** The upgrade banner of free users (seed 000, Notes page). */
export function UpgradeBanner({ text }: { text: string }) {
  const { t } = useTranslation('content');
  return (
    <Alert variant="info" className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-start gap-2">
        <Sparkles className="mt-0.5 size-4 shrink-0" aria-hidden />
        <div>
          <p className="font-semibold">{t('upgrade.title')}</p>
          <p className="text-sm">{text}</p>
        </div>
      </div>
      <Button asChild size="sm" className="shrink-0">
        <Link to={UPGRADE_PATH}>{t('upgrade.action')}</Link>
      </Button>
    </Alert>
  );
}

export function PremiumBadge() {
  const { t } = useTranslation('content');
  return (
    <Badge variant="warning">
      <Sparkles className="size-3" aria-hidden />
      {t('premium')}
    </Badge>
  );
}

/** The locked state of a premium item: a link to the plans. */
export function UpgradeRequiredButton({ className }: { className?: string }) {
  const { t } = useTranslation('content');
  return (
    <Button asChild variant="outline" className={className}>
      <Link to={UPGRADE_PATH}>
        <Lock />
        {t('upgradeRequired')}
      </Link>
    </Button>
  );
}

/** Filters kept in the URL, so a filtered list survives a reload and can be shared. */
export function useFilterParams<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>;
  const set = (changes: Partial<Record<K, string>>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes) as [K, string][]) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  const clear = () => set(Object.fromEntries(keys.map((key) => [key, ''])) as Record<K, string>);
  return { values, set, clear, isFiltered: keys.some((key) => values[key]) };
}

/** A search box that reports its text after a short pause, so each keystroke does not hit the API. */
export function SearchField({ label, placeholder, value, onSearch }: { label: string; placeholder: string; value: string; onSearch: (text: string) => void }) {
  const id = useId();
  const [text, setText] = useState(value);
  const reported = useRef(value);
  const report = useEffectEvent((search: string) => onSearch(search));
  // A change from outside (Clear Filters, back button) replaces what is typed.
  useEffect(() => {
    if (value !== reported.current) {
      reported.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => {
    if (text.trim() === reported.current) return;
    const timer = setTimeout(() => {
      reported.current = text.trim();
      report(text.trim());
    }, 300);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input id={id} type="search" value={text} placeholder={placeholder} onChange={(event) => setText(event.target.value)} className="pl-9" />
      </div>
    </div>
  );
}

export function SelectField({ label, value, onChange, children, className }: { label: string; value: string; onChange: (value: string) => void; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </NativeSelect>
    </div>
  );
}

type ListFilters = { isFiltered: boolean; clear: () => void };

/** Clear Filters: empties every filter of the list; off while nothing is filtered. */
export function ClearFiltersButton({ filters }: { filters: ListFilters }) {
  const { t } = useTranslation('content');
  return (
    <Button variant="outline" onClick={filters.clear} disabled={!filters.isFiltered}>
      {t('filters.clear')}
    </Button>
  );
}

/** The filter card above a list: its fields in a grid (`className` sets the columns), then Clear Filters. */
export function FilterBar({ filters, className, children }: { filters: ListFilters; className: string; children: ReactNode }) {
  return (
    <Card>
      <CardContent className={cn('grid gap-4 pt-4 sm:pt-6', className)}>
        {children}
        <ClearFiltersButton filters={filters} />
      </CardContent>
    </Card>
  );
}

export function SubjectSelect({ subjects, value, onChange }: { subjects: { slug: string; name: string }[] | undefined; value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('content');
  return (
    <SelectField label={t('filters.subject')} value={value} onChange={onChange}>
      <option value="">{t('filters.allSubjects')}</option>
      {subjects?.map((option) => (
        <option key={option.slug} value={option.slug}>
          {option.name}
        </option>
      ))}
    </SelectField>
  );
}

export function YearSelect({ years, value, onChange }: { years: number[] | undefined; value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('content');
  return (
    <SelectField label={t('filters.year')} value={value} onChange={onChange}>
      <option value="">{t('filters.allYears')}</option>
      {years?.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </SelectField>
  );
}

/** Six card-shaped placeholders while a list loads (`className` sets the grid, `itemClassName` the card height). */
export function CardGridSkeleton({ className, itemClassName }: { className: string; itemClassName: string }) {
  return (
    <div className={className} aria-busy="true">
      {[0, 1, 2, 3, 4, 5].map((index) => (
        <Skeleton key={index} className={itemClassName} />
      ))}
    </div>
  );
}

/** Dates as the student's language writes them (en: 12 Mar 2026). */
export function formatDate(iso: string, language: string) {
  return new Intl.DateTimeFormat(language === 'ne' ? 'ne-NP' : 'en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));
}

export const formatCount = (value: number, language: string) => new Intl.NumberFormat(language === 'ne' ? 'ne-NP' : 'en-IN').format(value);
