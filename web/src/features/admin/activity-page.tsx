import { History } from 'lucide-react';
import { useEffect } from 'react';
import type { AdminUpcomingExam } from '@common/admin';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState, Skeleton } from '@/components/ui/feedback';
import { PageContainer, PageHeader } from '@/components/ui/page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/toaster';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { ExamForm, ExamList } from './exams';
import { useAdminExams, useDeleteExam, useStudentActivities } from './queries';

function StudentActivities() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const activities = useStudentActivities();

  useEffect(() => {
    if (activities.isError) toast.error(t('toasts.loadFailed'));
  }, [activities.isError, t]);

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('activity.students.title')}</CardTitle>
        <CardDescription>{t('activity.students.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {activities.isPending ? (
          <div className="space-y-3" aria-busy="true">
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} className="h-12" />
            ))}
          </div>
        ) : !activities.data?.length ? (
          <EmptyState icon={<History />} title={t('activity.students.emptyTitle')} description={t('activity.students.emptyHint')} />
        ) : (
          <ul className="divide-y" data-testid="student-activities">
            {activities.data.map((activity) => (
              <li key={activity.id} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-start sm:gap-3">
                <div className="min-w-0 flex-1">
                  <p className="break-words text-sm">
                    <span className="font-medium">{activity.studentName}</span> · {activity.contentTitle}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {activity.subjectName ? `${activity.subjectName} · ` : ''}
                    <time dateTime={activity.completedAt} title={format.dateTime(activity.completedAt)}>
                      {format.relativeTime(activity.completedAt)}
                    </time>
                  </p>
                </div>
                <div className="flex flex-wrap gap-1.5">
                  <Badge variant="outline">{t(`activity.students.types.${activity.activityType}`)}</Badge>
                  {activity.progressPercentage !== null ? <Badge variant="secondary">{format.percent(activity.progressPercentage)}</Badge> : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function ExamsManager() {
  const { t } = useTranslation('admin');
  const exams = useAdminExams({ status: 'all' });
  const remove = useDeleteExam();

  useEffect(() => {
    if (exams.isError) toast.error(t('toasts.loadFailed'));
  }, [exams.isError, t]);

  // The activity page deletes for good, after the browser's own confirm (seed 001 section 8).
  const onDelete = (exam: AdminUpcomingExam) => {
    if (!window.confirm(t('activity.exams.confirmDelete', { title: exam.title }))) return;
    remove.mutate(exam.id, {
      onSuccess: () => toast.success(t('toasts.examDeleted')),
      onError: () => toast.error(t('toasts.examDeleteFailed')),
    });
  };

  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <Card>
        <CardHeader>
          <CardTitle>{t('activity.exams.formTitle')}</CardTitle>
        </CardHeader>
        <CardContent>
          <ExamForm withSubjectAndActive failureToast="toasts.examAddFailed" />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('activity.exams.listTitle')}</CardTitle>
          <CardDescription>{t('activity.exams.listDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          <ExamList exams={exams.data} isPending={exams.isPending} onDelete={onDelete} deletingId={remove.isPending ? remove.variables : undefined} />
        </CardContent>
      </Card>
    </div>
  );
}

/** /admin/activity (seed 001, Admin activity and exam management): student activities (read-only) and upcoming exams. */
export function ActivityPage() {
  const { t } = useTranslation('admin');
  return (
    <PageContainer>
      <PageHeader title={t('activity.title')} description={t('activity.description')} />
      <Tabs defaultValue="students">
        <TabsList>
          <TabsTrigger value="students">{t('activity.tabs.students')}</TabsTrigger>
          <TabsTrigger value="exams">{t('activity.tabs.exams')}</TabsTrigger>
        </TabsList>
        <TabsContent value="students">
          <StudentActivities />
        </TabsContent>
        <TabsContent value="exams">
          <ExamsManager />
        </TabsContent>
      </Tabs>
    </PageContainer>
  );
}
