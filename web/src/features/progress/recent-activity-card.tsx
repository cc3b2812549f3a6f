import type { ReactNode } from 'react';
import { Activity, BookOpen, ClipboardList, FileText, History, ListChecks } from 'lucide-react';
import { Link } from 'react-router';
import type { ActivityItem } from '@common/progress';
import { scoreBadgeVariant } from '@common/progress-rules';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState, Skeleton } from '@/components/ui/feedback';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { useRecentActivity } from './queries';

const ICONS: Record<ActivityItem['activityType'], ReactNode> = {
  mcq: <ListChecks />,
  mock_test: <ClipboardList />,
  review: <History />,
  notes: <BookOpen />,
  past_paper: <FileText />,
  dashboard_view: <Activity />,
};

const SCORED = new Set<ActivityItem['activityType']>(['mcq', 'mock_test', 'review']);

/** Recent Activity: the last 10 things done (practice, mock tests, reviews, notes read, papers downloaded). */
export function RecentActivityCard() {
  const { t } = useTranslation('progress');
  const format = useFormat();
  const activity = useRecentActivity();
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle>{t('activity.title')}</CardTitle>
        <Link to="/notifications" className="text-sm text-primary hover:underline">
          {t('activity.viewNotifications')}
        </Link>
      </CardHeader>
      <CardContent>
        {activity.isPending ? (
          <div className="space-y-3" aria-busy="true">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} className="h-12" />
            ))}
          </div>
        ) : activity.isError || activity.data.length === 0 ? (
          <EmptyState icon={<Activity />} title={t('activity.empty')} description={t('activity.emptyHint')} />
        ) : (
          <ul className="divide-y" data-testid="recent-activity">
            {activity.data.map((item) => {
              const title =
                item.activityType === 'mock_test' && item.contentId ? (
                  <Link to={`/mocktest?attempt=${item.contentId}`} className="hover:text-primary hover:underline">
                    {item.contentTitle}
                  </Link>
                ) : (
                  item.contentTitle
                );
              return (
                <li key={item.id} className="flex items-center gap-3 py-3">
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground [&_svg]:size-4" aria-hidden>
                    {ICONS[item.activityType]}
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium">{title}</p>
                    <p className="text-xs text-muted-foreground">
                      {t(`activity.type.${item.activityType}`)}
                      {item.subjectName ? ` · ${item.subjectName}` : ''} · {format.relativeTime(item.completedAt)}
                    </p>
                  </div>
                  {SCORED.has(item.activityType) && item.progressPercentage !== null ? (
                    <Badge variant={scoreBadgeVariant(item.progressPercentage)}>{format.percent(item.progressPercentage)}</Badge>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
