import { Search, UserRound, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { NotificationRecipient } from '@common/notifications';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/feedback';
import { Input, Label } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n-react';
import { useRecipientSearch } from './queries';

const SEARCH_DELAY_MS = 300;

/** The recipient of a specific_user notification, found by name or email rather than typed as an id. */
export function RecipientPicker({
  value,
  onChange,
  invalid,
  errorId,
}: {
  value: NotificationRecipient | null;
  onChange: (recipient: NotificationRecipient | null) => void;
  invalid?: boolean;
  errorId?: string;
}) {
  const { t } = useTranslation('notifications');
  const inputId = useId();
  const listId = useId();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const results = useRecipientSearch(search, value === null);

  if (value) {
    return (
      <div className="flex flex-col gap-2">
        <span className="text-sm font-medium">{t('admin.userLabel')}</span>
        <div className="flex items-center gap-3 rounded-md border p-2">
          <UserRound className="size-5 shrink-0 text-muted-foreground" aria-hidden />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium">{value.fullName}</p>
            <p className="truncate text-xs text-muted-foreground">{value.email}</p>
          </div>
          <Button size="sm" variant="ghost" onClick={() => onChange(null)}>
            <X />
            {t('admin.changeUser')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={inputId}>{t('admin.userSearchLabel')}</Label>
      <div className="relative">
        <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input
          id={inputId}
          type="search"
          className="pl-9"
          value={text}
          placeholder={t('admin.userSearchPlaceholder')}
          onChange={(event) => setText(event.target.value)}
          aria-controls={listId}
          aria-invalid={invalid || undefined}
          aria-describedby={errorId}
          autoComplete="off"
        />
      </div>
      <div id={listId} aria-live="polite">
        {results.isFetching && !results.data ? (
          <Spinner label={t('admin.userSearching')} className="text-sm" />
        ) : results.isError ? (
          <p className="text-sm text-destructive">{t('admin.userSearchFailed')}</p>
        ) : results.data?.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('admin.userNoMatches', { search })}</p>
        ) : (
          <ul className={cn('max-h-56 overflow-y-auto rounded-md border', !results.data?.length && 'hidden')}>
            {results.data?.map((user) => (
              <li key={user.id} className="border-b last:border-b-0">
                <button
                  type="button"
                  className="flex w-full flex-col items-start px-3 py-2 text-left hover:bg-accent focus-visible:bg-accent"
                  onClick={() => onChange(user)}
                >
                  <span className="max-w-full truncate text-sm font-medium">{user.fullName}</span>
                  <span className="max-w-full truncate text-xs text-muted-foreground">{user.email}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
