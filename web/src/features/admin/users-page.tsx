import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight, Crown, GraduationCap, Search, ShieldCheck, UserPlus, Users } from 'lucide-react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { AdminUsersQuery, USER_PAGE_SIZES, USER_SORT_COLUMNS, type AdminUser, type UserSortColumn } from '@common/admin';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState, Skeleton } from '@/components/ui/feedback';
import { Input, Label, NativeSelect } from '@/components/ui/input';
import { PageContainer, PageHeader } from '@/components/ui/page';
import { toast } from '@/components/ui/toaster';
import { useSession } from '@/features/auth/queries';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { useAdminUsers, useUserCounts, useUsersTotal } from './queries';
import { UserActionsMenu } from './user-actions';

const SEARCH_DELAY_MS = 300;

/** The list's state lives in the address (?q=&role=&sort=&order=&page=&size=), so Back and a shared link keep it. */
function useUsersQuery() {
  const [params, setParams] = useSearchParams();
  const parsed = AdminUsersQuery.safeParse({
    search: params.get('q') ?? undefined,
    role: params.get('role') ?? undefined,
    sort: params.get('sort') ?? undefined,
    order: params.get('order') ?? undefined,
    page: params.get('page') ?? undefined,
    pageSize: params.get('size') ?? undefined,
  });
  const query = parsed.success ? parsed.data : AdminUsersQuery.parse({});
  const update = useCallback(
    (changes: Record<string, string | number | undefined>, resetPage = true) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries({ ...(resetPage ? { page: undefined } : {}), ...changes })) {
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { query, update };
}

function CountCard({ icon, label, value }: { icon: ReactNode; label: string; value: number | undefined }) {
  const format = useFormat();
  return (
    <Card>
      <CardContent className="flex items-center gap-3 p-4 [&_svg]:size-5">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary" aria-hidden>
          {icon}
        </span>
        <div className="min-w-0">
          <p className="text-sm text-muted-foreground">{label}</p>
          <p className="text-xl font-bold tabular-nums">{value === undefined ? <Skeleton className="h-7 w-12" /> : format.number(value)}</p>
        </div>
      </CardContent>
    </Card>
  );
}

function UserCountCards() {
  const { t } = useTranslation('admin');
  const counts = useUserCounts().data;
  return (
    <section aria-label={t('users.counts.label')} className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4">
      <CountCard icon={<GraduationCap />} label={t('users.counts.students')} value={counts?.students} />
      <CountCard icon={<ShieldCheck />} label={t('users.counts.admins')} value={counts?.admins} />
      <CountCard icon={<Crown />} label={t('users.counts.premium')} value={counts?.premiumUsers} />
      <CountCard icon={<UserPlus />} label={t('users.counts.newThisMonth')} value={counts?.newThisMonth} />
    </section>
  );
}

function SortHeader({ column, sort, order, onSort }: { column: UserSortColumn; sort: UserSortColumn; order: 'asc' | 'desc'; onSort: (column: UserSortColumn) => void }) {
  const { t } = useTranslation('admin');
  const isActive = sort === column;
  const Icon = isActive ? (order === 'asc' ? ArrowUp : ArrowDown) : ArrowUpDown;
  const label = t(`users.columns.${column}`);
  return (
    <th scope="col" aria-sort={isActive ? (order === 'asc' ? 'ascending' : 'descending') : 'none'} className="px-3 py-2 text-left font-medium">
      <button
        type="button"
        onClick={() => onSort(column)}
        className="inline-flex items-center gap-1 rounded-sm hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        aria-label={t('users.sortBy', { column: label })}
      >
        {label}
        <Icon className={cn('size-3.5', !isActive && 'opacity-50')} aria-hidden />
      </button>
    </th>
  );
}

function SubscriptionCell({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  if (user.isPremium) {
    return (
      <span className="flex flex-col items-start gap-0.5">
        <Badge variant="warning">{t('users.subscription.premium')}</Badge>
        {user.subscriptionExpiresAt ? <span className="text-xs text-muted-foreground">{t('users.subscription.until', { date: format.date(user.subscriptionExpiresAt) })}</span> : null}
      </span>
    );
  }
  return <Badge variant="secondary">{user.subscriptionPlan === 'premium' ? t('users.subscription.expired') : t('users.subscription.free')}</Badge>;
}

function UserRow({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  return (
    <tr className="border-b last:border-b-0" data-testid="user-row">
      <td className="px-3 py-2 font-medium">
        <span className="flex flex-wrap items-center gap-1.5">
          {user.fullName}
          {isSelf ? <Badge variant="outline">{t('users.you')}</Badge> : null}
        </span>
      </td>
      <td className="max-w-56 break-all px-3 py-2 text-muted-foreground">{user.email}</td>
      <td className="px-3 py-2">
        <Badge variant={user.role === 'admin' ? 'default' : 'outline'}>{t(`users.roles.${user.role}`)}</Badge>
      </td>
      <td className="whitespace-nowrap px-3 py-2">{user.class ? t(`common.classes.${user.class}`) : t('common.none')}</td>
      <td className="px-3 py-2">{user.school ?? t('common.none')}</td>
      <td className="px-3 py-2">
        <SubscriptionCell user={user} />
      </td>
      <td className="whitespace-nowrap px-3 py-2">{format.date(user.createdAt)}</td>
      <td className="px-3 py-2 text-right">
        <UserActionsMenu user={user} isSelf={isSelf} />
      </td>
    </tr>
  );
}

/** /admin/users (seed 001, Admin user management): search, role filter, a sorted page of users, count cards and row actions. */
export function UsersPage() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const selfId = useSession().data?.user?.id;
  const { query, update } = useUsersQuery();
  const [searchText, setSearchText] = useState(query.search ?? '');
  const users = useAdminUsers(query);

  // Searching waits for a pause in typing, then starts from the first page.
  useEffect(() => {
    if (searchText.trim() === (query.search ?? '')) return;
    const timer = setTimeout(() => update({ q: searchText.trim() }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText, query.search, update]);

  useEffect(() => {
    if (users.isError) toast.error(t('toasts.usersFetchFailed', { message: users.error.message }));
  }, [users.isError, users.error, t]);

  const onSort = (column: UserSortColumn) =>
    update({ sort: column, order: query.sort === column && query.order === 'asc' ? 'desc' : query.sort === column ? 'asc' : column === 'joined' ? 'desc' : 'asc' });

  const total = useUsersTotal(query) ?? 0;
  const pages = Math.max(1, Math.ceil(total / query.pageSize));
  const from = total === 0 ? 0 : (query.page - 1) * query.pageSize + 1;
  const to = Math.min(total, query.page * query.pageSize);

  return (
    <PageContainer>
      <PageHeader title={t('users.title')} description={t('users.description')} />
      <UserCountCards />

      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1 space-y-1.5">
          <Label htmlFor="user-search">{t('users.search')}</Label>
          <div className="relative">
            <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
            <Input
              id="user-search"
              type="search"
              className="pl-9"
              placeholder={t('users.searchPlaceholder')}
              value={searchText}
              maxLength={100}
              onChange={(event) => setSearchText(event.target.value)}
            />
          </div>
        </div>
        <div className="space-y-1.5 sm:w-44">
          <Label htmlFor="user-role">{t('users.roleFilter')}</Label>
          <NativeSelect id="user-role" value={query.role ?? ''} onChange={(event) => update({ role: event.target.value })}>
            <option value="">{t('users.roles.all')}</option>
            <option value="student">{t('users.roles.student')}</option>
            <option value="admin">{t('users.roles.admin')}</option>
          </NativeSelect>
        </div>
      </div>

      <Card className="mt-4">
        {users.isPending ? (
          <div className="space-y-2 p-4" aria-busy="true">
            {[0, 1, 2, 3, 4].map((index) => (
              <Skeleton key={index} className="h-10" />
            ))}
          </div>
        ) : !users.data || users.data.users.length === 0 ? (
          <EmptyState icon={<Users />} title={t('users.emptyTitle')} description={t('users.emptyHint')} className="m-4" />
        ) : (
          // The table scrolls sideways inside its card on a phone; the page itself never does.
          <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t('users.table')}>
            <table className={cn('w-full min-w-[56rem] text-sm', users.isPlaceholderData && 'opacity-60')}>
              <thead className="border-b bg-muted/50 text-muted-foreground">
                <tr>
                  {USER_SORT_COLUMNS.map((column) => (
                    <SortHeader key={column} column={column} sort={query.sort} order={query.order} onSort={onSort} />
                  ))}
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    {t('users.columns.actions')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {users.data.users.map((user) => (
                  <UserRow key={user.id} user={user} isSelf={user.id === selfId} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>

      <nav aria-label={t('users.pager.label')} className="mt-4 flex flex-col gap-3 text-sm sm:flex-row sm:items-center sm:justify-between">
        <p className="text-muted-foreground" data-testid="users-range">
          {t('users.pager.range', { from: format.number(from), to: format.number(to), total: format.number(total) })}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <Label htmlFor="user-page-size" className="font-normal text-muted-foreground">
            {t('users.pager.pageSize')}
          </Label>
          <NativeSelect id="user-page-size" className="w-20" value={query.pageSize} onChange={(event) => update({ size: event.target.value })}>
            {USER_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {format.number(size)}
              </option>
            ))}
          </NativeSelect>
          <Button variant="outline" size="icon" disabled={query.page <= 1} onClick={() => update({ page: query.page - 1 }, false)} aria-label={t('users.pager.previous')}>
            <ChevronLeft />
          </Button>
          <span className="tabular-nums">{t('users.pager.page', { page: format.number(query.page), pages: format.number(pages) })}</span>
          <Button variant="outline" size="icon" disabled={query.page >= pages} onClick={() => update({ page: query.page + 1 }, false)} aria-label={t('users.pager.next')}>
            <ChevronRight />
          </Button>
        </div>
      </nav>
    </PageContainer>
  );
}
