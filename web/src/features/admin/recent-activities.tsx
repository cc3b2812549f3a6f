import { zodResolver } from '@hookform/resolvers/zod';
import { Activity, Plus, Trash2 } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ADMIN_ACTIVITY_SUBJECTS, CreateRecentActivityBody, type AdminRecentActivity } from '@common/admin';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState, Skeleton } from '@/components/ui/feedback';
import { FieldError, Input, Label, NativeSelect, Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { useAddRecentActivity, useRecentActivities, useRemoveRecentActivity } from './queries';

type FormValues = z.input<typeof CreateRecentActivityBody>;

/**
 * Adding a Recent Activities entry. `quick` (the dashboard panel): a subject from the six options and a description.
 * `full` (the dashboard-content dialog): the subject typed or picked, a description, time ago and an optional score.
 */
export function RecentActivityForm({ variant, onAdded }: { variant: 'quick' | 'full'; onAdded?: () => void }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const add = useAddRecentActivity();
  const form = useForm<FormValues>({
    resolver: zodResolver(CreateRecentActivityBody),
    defaultValues: { subject: '', activityDescription: '', timeAgo: '', scorePercentage: null },
  });
  const { errors } = form.formState;
  const hasMissing = !!errors.subject || !!errors.activityDescription;

  const onSubmit = form.handleSubmit(
    (values) =>
      add.mutate(values, {
        onSuccess: () => {
          toast.success(t('toasts.activityAdded'));
          form.reset();
          onAdded?.();
        },
        onError: () => toast.error(t('toasts.activityAddFailed')),
      }),
    (invalid) => {
      if (invalid.subject || invalid.activityDescription) toast.error(t('toasts.fillIn'));
    },
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-subject`}>{t('dashboard.recentActivities.subject')}</Label>
        {variant === 'quick' ? (
          <NativeSelect id={`${id}-subject`} aria-invalid={!!errors.subject} {...form.register('subject')}>
            <option value="">{t('dashboard.recentActivities.subjectPlaceholder')}</option>
            {ADMIN_ACTIVITY_SUBJECTS.map((subject) => (
              <option key={subject} value={subject}>
                {t(`dashboard.recentActivities.subjects.${subject}`)}
              </option>
            ))}
          </NativeSelect>
        ) : (
          <>
            <Input id={`${id}-subject`} list={`${id}-subjects`} maxLength={100} aria-invalid={!!errors.subject} {...form.register('subject')} />
            <datalist id={`${id}-subjects`}>
              {ADMIN_ACTIVITY_SUBJECTS.map((subject) => (
                <option key={subject} value={subject} />
              ))}
            </datalist>
          </>
        )}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-description`}>{t('dashboard.recentActivities.description')}</Label>
        <Textarea
          id={`${id}-description`}
          rows={2}
          maxLength={500}
          placeholder={t('dashboard.recentActivities.descriptionPlaceholder')}
          aria-invalid={!!errors.activityDescription}
          {...form.register('activityDescription')}
        />
      </div>
      {variant === 'full' ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-time`}>{t('dashboard.recentActivities.timeAgo')}</Label>
            <Input id={`${id}-time`} maxLength={50} placeholder={t('dashboard.recentActivities.timeAgoPlaceholder')} {...form.register('timeAgo')} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-score`}>{t('dashboard.recentActivities.score')}</Label>
            <Input
              id={`${id}-score`}
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              aria-invalid={!!errors.scorePercentage}
              {...form.register('scorePercentage', { setValueAs: (value: string) => (value === '' || value === null ? null : Number(value)) })}
            />
            <FieldError>{errors.scorePercentage?.message}</FieldError>
          </div>
        </div>
      ) : null}
      <FieldError>{hasMissing ? t('toasts.fillIn') : null}</FieldError>
      <Button type="submit" disabled={add.isPending} className="w-full sm:w-auto">
        <Plus />
        {add.isPending ? t('dashboard.recentActivities.adding') : t('dashboard.recentActivities.add')}
      </Button>
    </form>
  );
}

function ActivityRow({ activity, onRemove, isRemoving }: { activity: AdminRecentActivity; onRemove: () => void; isRemoving: boolean }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  return (
    <li className="flex items-start gap-3 py-3">
      <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary" aria-hidden>
        <Activity className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="outline">{activity.subject}</Badge>
          {activity.scorePercentage !== null ? <Badge variant="secondary">{format.percent(activity.scorePercentage)}</Badge> : null}
        </div>
        <p className="mt-1 break-words text-sm">{activity.activityDescription}</p>
        <p className="mt-0.5 text-xs text-muted-foreground">
          <time dateTime={activity.createdAt} title={format.dateTime(activity.createdAt)}>
            {activity.timeAgo ?? format.relativeTime(activity.createdAt)}
          </time>
          {activity.createdByName ? ` · ${t('dashboard.recentActivities.by', { name: activity.createdByName })}` : ''}
        </p>
      </div>
      <Button
        size="icon"
        variant="ghost"
        className="size-8 shrink-0"
        onClick={onRemove}
        disabled={isRemoving}
        aria-label={t('dashboard.recentActivities.remove', { description: activity.activityDescription })}
      >
        <Trash2 className="text-destructive" />
      </Button>
    </li>
  );
}

/** The active entries, newest first, each removable (kept in the database, marked inactive). */
export function RecentActivityList({ limit }: { limit: number }) {
  const { t } = useTranslation('admin');
  const activities = useRecentActivities(limit);
  const remove = useRemoveRecentActivity();

  useEffect(() => {
    if (activities.isError) toast.error(t('toasts.loadFailed'));
  }, [activities.isError, t]);

  if (activities.isPending) {
    return (
      <div className="space-y-3" aria-busy="true">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-14" />
        ))}
      </div>
    );
  }
  if (!activities.data?.length) {
    return <EmptyState icon={<Activity />} title={t('dashboard.recentActivities.emptyTitle')} description={t('dashboard.recentActivities.emptyHint')} />;
  }
  return (
    <ul className="divide-y" data-testid="recent-activities">
      {activities.data.map((activity) => (
        <ActivityRow
          key={activity.id}
          activity={activity}
          isRemoving={remove.isPending && remove.variables === activity.id}
          onRemove={() =>
            remove.mutate(activity.id, {
              onSuccess: () => toast.success(t('toasts.activityDeleted')),
              onError: () => toast.error(t('toasts.activityDeleteFailed')),
            })
          }
        />
      ))}
    </ul>
  );
}
