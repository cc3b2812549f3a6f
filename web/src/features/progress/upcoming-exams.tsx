import { CalendarDays } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { UpcomingExam } from '@common/progress';
import { DASHBOARD_EXAM_LIMIT } from '@common/progress-rules';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState, Skeleton } from '@/components/ui/feedback';
import { nepalDayOf, useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { useUpcomingExams } from './queries';

const DIFFICULTY_BADGE = { Easy: 'secondary', Medium: 'outline', Hard: 'destructive' } as const;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from today in Nepal to an exam date. */
function daysUntil(examDate: string, now = new Date()) {
  return Math.round((Date.parse(`${examDate}T00:00:00Z`) - Date.parse(`${nepalDayOf(now)}T00:00:00Z`)) / DAY_MS);
}

function ExamRow({ exam }: { exam: UpcomingExam }) {
  const { t } = useTranslation('progress');
  const format = useFormat();
  const days = daysUntil(exam.examDate);
  const date = format.day(exam.examDate);
  return (
    <li className="flex items-start gap-3 py-3">
      <span className="flex size-10 shrink-0 flex-col items-center justify-center rounded-md bg-primary/10 text-primary" aria-hidden>
        <CalendarDays className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium">{exam.title}</p>
        <p className="text-xs text-muted-foreground">
          {date} · {days <= 0 ? t('exams.today') : t('exams.inDays', { count: days })}
          {exam.subjectName ? ` · ${exam.subjectName}` : ''}
        </p>
        {exam.description ? <p className="mt-0.5 text-xs text-muted-foreground">{exam.description}</p> : null}
      </div>
      <Badge variant={DIFFICULTY_BADGE[exam.difficulty]}>{t(`exams.difficulty.${exam.difficulty}`)}</Badge>
    </li>
  );
}

/** Upcoming exams from the database, soonest first; an empty state when there are none. */
export function UpcomingExamsList({ limit, emptyIcon }: { limit?: number; emptyIcon?: ReactNode }) {
  const { t } = useTranslation('progress');
  const exams = useUpcomingExams(limit);
  if (exams.isPending) {
    return (
      <div className="space-y-3" aria-busy="true">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-12" />
        ))}
      </div>
    );
  }
  if (exams.isError || exams.data.length === 0) {
    return <EmptyState icon={emptyIcon ?? <CalendarDays />} title={t('exams.empty')} description={t('exams.emptyHint')} />;
  }
  return (
    <ul className="divide-y" data-testid="upcoming-exams">
      {exams.data.map((exam) => (
        <ExamRow key={exam.id} exam={exam} />
      ))}
    </ul>
  );
}

/** The dashboard's Upcoming Exams: the next 3, and View All Exams for the full list. */
export function UpcomingExamsCard() {
  const { t } = useTranslation('progress');
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle>{t('exams.title')}</CardTitle>
        <Link to="/dashboard?view=exams" className="text-sm text-primary hover:underline">
          {t('exams.viewAll')}
        </Link>
      </CardHeader>
      <CardContent>
        <UpcomingExamsList limit={DASHBOARD_EXAM_LIMIT} />
      </CardContent>
    </Card>
  );
}
