import { Award, BookOpen, Flame, Medal, Sparkles, Star, Target, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AchievementKey } from '@common/profiles';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState, Skeleton } from '@/components/ui/feedback';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { useAchievements } from './queries';

const ICONS: Record<AchievementKey, ReactNode> = {
  first_practice: <Target />,
  first_mock_test: <Trophy />,
  high_score: <Star />,
  perfect_score: <Medal />,
  ten_tests: <Award />,
  streak_7: <Flame />,
  notes_reader: <BookOpen />,
};

/** Recent achievements, computed by the server from the student's real activity. */
export function AchievementsCard() {
  const { t } = useTranslation('profiles');
  const format = useFormat();
  const achievements = useAchievements();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Sparkles className="size-5 text-primary" aria-hidden />
          {t('achievements.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {achievements.isPending ? (
          <div className="space-y-3">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} className="h-14" />
            ))}
          </div>
        ) : achievements.isError ? (
          <EmptyState title={t('achievements.loadFailed')} />
        ) : achievements.data.length === 0 ? (
          <EmptyState
            icon={<Trophy />}
            title={t('achievements.emptyTitle')}
            description={t('achievements.emptyText')}
            action={
              <Link to="/mcq" className={buttonClasses('outline', 'sm')}>
                {t('achievements.startPractice')}
              </Link>
            }
          />
        ) : (
          <ul className="space-y-3">
            {achievements.data.map((achievement) => (
              <li key={achievement.key} className="flex items-start gap-3 rounded-lg border p-3">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary [&_svg]:size-5" aria-hidden>
                  {ICONS[achievement.key]}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{t(`achievements.items.${achievement.key}.title`)}</p>
                  <p className="text-sm text-muted-foreground">{t(`achievements.items.${achievement.key}.description`)}</p>
                  {/* Under the text, not beside it: a Nepali day with AD beside it would squeeze the title on a phone. */}
                  <time dateTime={achievement.earnedAt} className="mt-1 block text-xs text-muted-foreground">
                    {format.date(achievement.earnedAt)}
                  </time>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
