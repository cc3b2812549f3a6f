import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarDays, Plus, Trash2 } from 'lucide-react';
import { useEffect, useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { CreateUpcomingExamBody, EXAM_DATE_REQUIRED, EXAM_TITLE_REQUIRED, type AdminUpcomingExam } from '@common/admin';
import { CONTENT_CLASSES, DIFFICULTIES } from '@common/academics';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/controls';
import { EmptyState, Skeleton } from '@/components/ui/feedback';
import { FieldError, Input, Label, NativeSelect, Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { nepalDayOf, useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { ExamDateField } from './exam-date-field';
import { useAddExam, useExamSubjects } from './queries';

type FormValues = z.input<typeof CreateUpcomingExamBody>;

const DIFFICULTY_BADGE = { Easy: 'secondary', Medium: 'outline', Hard: 'destructive' } as const;
const FIELD_MESSAGES: Record<string, string> = { [EXAM_TITLE_REQUIRED]: 'activity.exams.titleRequired', [EXAM_DATE_REQUIRED]: 'activity.exams.dateRequired' };

/**
 * Adding an exam. The activity page's form has every field (subject, active switch); the dashboard-content dialog the
 * fields its insert names (title, date, description, difficulty, class). Defaults: Class 12, Medium, active.
 */
export function ExamForm({ withSubjectAndActive, failureToast, onAdded }: { withSubjectAndActive: boolean; failureToast: string; onAdded?: () => void }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const add = useAddExam();
  const subjects = useExamSubjects();
  const form = useForm<FormValues>({
    resolver: zodResolver(CreateUpcomingExamBody),
    defaultValues: { title: '', examDate: '', description: '', difficulty: 'Medium', class: '12', subjectId: null, isActive: true },
  });
  const { errors } = form.formState;
  const examClass = useWatch({ control: form.control, name: 'class' });
  const isActive = useWatch({ control: form.control, name: 'isActive' });
  const fieldError = (message: string | undefined) => (message ? t(FIELD_MESSAGES[message] ?? 'toasts.fillIn') : null);

  // A subject belongs to one class: changing the class clears it.
  useEffect(() => {
    form.setValue('subjectId', null);
  }, [examClass, form]);

  const onSubmit = form.handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: () => {
        toast.success(t('toasts.examAdded'));
        form.reset();
        onAdded?.();
      },
      // The spec's toast, with the server's reason (a past date, a subject of another class) beneath it.
      onError: (error) => toast.error(t(failureToast), { description: error.message }),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-title`}>{t('activity.exams.title')}</Label>
        <Input
          id={`${id}-title`}
          maxLength={200}
          placeholder={t('activity.exams.titlePlaceholder')}
          aria-invalid={!!errors.title}
          aria-describedby={errors.title ? `${id}-title-error` : undefined}
          {...form.register('title')}
        />
        <FieldError id={`${id}-title-error`}>{fieldError(errors.title?.message)}</FieldError>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-date`}>{t('activity.exams.date')}</Label>
          <Controller
            control={form.control}
            name="examDate"
            render={({ field }) => (
              <ExamDateField
                id={`${id}-date`}
                value={field.value}
                onChange={field.onChange}
                invalid={!!errors.examDate}
                describedBy={errors.examDate ? `${id}-date-error` : undefined}
              />
            )}
          />
          <FieldError id={`${id}-date-error`}>{fieldError(errors.examDate?.message)}</FieldError>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-difficulty`}>{t('activity.exams.difficulty')}</Label>
          <NativeSelect id={`${id}-difficulty`} {...form.register('difficulty')}>
            {DIFFICULTIES.map((difficulty) => (
              <option key={difficulty} value={difficulty}>
                {t(`common.difficulties.${difficulty}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-class`}>{t('activity.exams.class')}</Label>
          <NativeSelect id={`${id}-class`} {...form.register('class')}>
            {CONTENT_CLASSES.map((value) => (
              <option key={value} value={value}>
                {t(`common.classes.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        {withSubjectAndActive ? (
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-subject`}>{t('activity.exams.subject')}</Label>
            <NativeSelect id={`${id}-subject`} disabled={subjects.isPending} {...form.register('subjectId', { setValueAs: (value: string | null) => value || null })}>
              <option value="">{t('activity.exams.noSubject')}</option>
              {subjects.data
                ?.filter((subject) => subject.class === examClass)
                .map((subject) => (
                  <option key={subject.id} value={subject.id}>
                    {subject.name}
                  </option>
                ))}
            </NativeSelect>
          </div>
        ) : null}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-description`}>{t('activity.exams.descriptionLabel')}</Label>
        <Textarea id={`${id}-description`} rows={2} maxLength={1000} {...form.register('description')} />
      </div>
      {withSubjectAndActive ? (
        <div className="flex items-center gap-2">
          <Checkbox id={`${id}-active`} checked={isActive} onCheckedChange={(checked) => form.setValue('isActive', checked === true)} />
          <Label htmlFor={`${id}-active`}>{t('activity.exams.active')}</Label>
        </div>
      ) : null}
      <Button type="submit" disabled={add.isPending} className="w-full sm:w-auto">
        <Plus />
        {add.isPending ? t('activity.exams.adding') : t('activity.exams.add')}
      </Button>
    </form>
  );
}

/** The exams of an admin list, soonest first; `onDelete` is the page's own delete (hard or soft). */
export function ExamList({
  exams,
  isPending,
  onDelete,
  deletingId,
}: {
  exams: AdminUpcomingExam[] | undefined;
  isPending: boolean;
  onDelete: (exam: AdminUpcomingExam) => void;
  deletingId: string | undefined;
}) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const today = nepalDayOf(new Date());
  if (isPending) {
    return (
      <div className="space-y-3" aria-busy="true">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-14" />
        ))}
      </div>
    );
  }
  if (!exams?.length) return <EmptyState icon={<CalendarDays />} title={t('activity.exams.emptyTitle')} description={t('activity.exams.emptyHint')} />;
  return (
    <ul className="divide-y" data-testid="admin-exams">
      {exams.map((exam) => (
        <li key={exam.id} className="flex items-start gap-3 py-3" data-testid="admin-exam">
          <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary" aria-hidden>
            <CalendarDays className="size-4" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="break-words text-sm font-medium">{exam.title}</p>
            <p className="text-xs text-muted-foreground">
              {format.day(exam.examDate)} · {t(`common.classes.${exam.class}`)}
              {exam.subjectName ? ` · ${exam.subjectName}` : ''}
            </p>
            {exam.description ? <p className="mt-0.5 break-words text-xs text-muted-foreground">{exam.description}</p> : null}
            <div className="mt-1 flex flex-wrap gap-1.5">
              <Badge variant={DIFFICULTY_BADGE[exam.difficulty]}>{t(`common.difficulties.${exam.difficulty}`)}</Badge>
              {exam.isActive ? null : <Badge variant="secondary">{t('activity.exams.hidden')}</Badge>}
              {exam.examDate < today ? <Badge variant="secondary">{t('activity.exams.past')}</Badge> : null}
            </div>
          </div>
          <Button
            size="icon"
            variant="ghost"
            className="size-8 shrink-0"
            disabled={deletingId === exam.id}
            onClick={() => onDelete(exam)}
            aria-label={t('activity.exams.deleteLabel', { title: exam.title })}
          >
            <Trash2 className="text-destructive" />
          </Button>
        </li>
      ))}
    </ul>
  );
}
