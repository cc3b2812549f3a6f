import { Plus, ShieldAlert } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { DASHBOARD_CONTENT_EXAM_LIMIT, type AdminUpcomingExam } from '@common/admin';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/feedback';
import { PageContainer, PageHeader } from '@/components/ui/page';
import { toast } from '@/components/ui/toaster';
import { useSession } from '@/features/auth/queries';
import { useTranslation } from '@/lib/i18n-react';
import { ExamForm, ExamList } from './exams';
import { useAdminExams, useHideExam } from './queries';
import { RecentActivityForm, RecentActivityList } from './recent-activities';

/** The dashboard-content page lists up to this many entries; the dashboard panel shows the newest 10 of them. */
const ACTIVITY_LIST_LIMIT = 50;

function AddDialog({ label, title, description, children }: { label: string; title: string; description: string; children: (close: () => void) => ReactNode }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button size="sm" onClick={() => setIsOpen(true)}>
        <Plus />
        {label}
      </Button>
      <Dialog open={isOpen} onOpenChange={setIsOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {children(() => setIsOpen(false))}
        </DialogContent>
      </Dialog>
    </>
  );
}

function UpcomingExamsCard() {
  const { t } = useTranslation('admin');
  const exams = useAdminExams({ status: 'upcoming', limit: DASHBOARD_CONTENT_EXAM_LIMIT });
  const hide = useHideExam();

  useEffect(() => {
    if (exams.isError) toast.error(t('toasts.loadFailed'));
  }, [exams.isError, t]);

  // Deleting here hides the exam from students; the activity page still lists it (seed 001 section 4).
  const onDelete = (exam: AdminUpcomingExam) =>
    hide.mutate(exam.id, {
      onSuccess: () => toast.success(t('toasts.examDeleted')),
      onError: () => toast.error(t('toasts.examDeleteFailedDialog')),
    });

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3 space-y-0">
        <div className="space-y-1.5">
          <CardTitle>{t('dashboardContent.exams.title')}</CardTitle>
          <CardDescription>
            {t('dashboardContent.exams.nextFive')}{' '}
            <Link to="/admin/activity" className="font-medium text-primary underline underline-offset-2 hover:no-underline">
              {t('dashboardContent.exams.allExams')}
            </Link>
          </CardDescription>
        </div>
        <AddDialog label={t('activity.exams.add')} title={t('dashboardContent.exams.dialogTitle')} description={t('dashboardContent.exams.dialogDescription')}>
          {(close) => <ExamForm withSubjectAndActive={false} failureToast="toasts.examAddFailedDialog" onAdded={close} />}
        </AddDialog>
      </CardHeader>
      <CardContent>
        <ExamList exams={exams.data} isPending={exams.isPending} onDelete={onDelete} deletingId={hide.isPending ? hide.variables : undefined} />
      </CardContent>
    </Card>
  );
}

/** /admin/dashboard-content (seed 001): the Recent Activity and Upcoming Exams lists, each with an add dialog and a soft delete. */
export function DashboardContentPage() {
  const { t } = useTranslation('admin');
  const session = useSession();
  if (session.data?.user?.role !== 'admin') {
    return (
      <PageContainer>
        <EmptyState icon={<ShieldAlert />} title={t('common.accessDenied')} description={t('dashboardContent.noPermission')} />
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <PageHeader title={t('dashboardContent.title')} description={t('dashboardContent.description')} />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader className="flex-row flex-wrap items-start justify-between gap-3 space-y-0">
            <CardTitle>{t('dashboardContent.activities.title')}</CardTitle>
            <AddDialog
              label={t('dashboard.recentActivities.add')}
              title={t('dashboardContent.activities.dialogTitle')}
              description={t('dashboardContent.activities.dialogDescription')}
            >
              {(close) => <RecentActivityForm variant="full" onAdded={close} />}
            </AddDialog>
          </CardHeader>
          <CardContent>
            <RecentActivityList limit={ACTIVITY_LIST_LIMIT} />
          </CardContent>
        </Card>
        <UpcomingExamsCard />
      </div>
    </PageContainer>
  );
}
