import { Search } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input, Label, NativeSelect } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';

// The filters of the content lists, kept in the URL: the bar, its fields and Clear Filters.

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
  const format = useFormat();
  return (
    <SelectField label={t('filters.year')} value={value} onChange={onChange}>
      <option value="">{t('filters.allYears')}</option>
      {years?.map((option) => (
        <option key={option} value={option}>
          {format.digits(option)}
        </option>
      ))}
    </SelectField>
  );
}
