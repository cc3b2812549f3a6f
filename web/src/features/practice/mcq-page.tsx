import { ChevronRight, Lock } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import type { PracticeSubject } from '@common/practice';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/feedback';
import { PageContainer, PageHeader } from '@/components/ui/page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useTranslation } from '@/lib/i18n-react';
import { AnalyticsView } from './analytics-view';
import { AttemptProblem } from './attempt-states';
import { AnalyticsLinkButton, ReviewLinkButton } from './practice-links';
import { usePracticeCatalog, useReviewSummary } from './queries';
import { ReviewSession } from './review-session';

/** /mcq: choose a subject and unit to practise; ?view=analytics shows analytics, ?mode=review the review of mistakes. */
export function McqPage() {
  const [params] = useSearchParams();
  if (params.get('view') === 'analytics') return <AnalyticsView />;
  if (params.get('mode') === 'review') return <ReviewSession />;
  return <UnitChooser />;
}

function UnitChooser() {
  const { t } = useTranslation('practice');
  const catalog = usePracticeCatalog();
  const review = useReviewSummary();
  const [params, setParams] = useSearchParams();
  const dueCount = review.data?.dueCount ?? 0;

  return (
    <PageContainer>
      <PageHeader
        title={t('mcq.title')}
        description={catalog.data ? t('mcq.description', { class: Number(catalog.data.contentClass) }) : undefined}
        actions={
          <>
            <ReviewLinkButton dueCount={dueCount} />
            <AnalyticsLinkButton />
          </>
        }
      />
      {catalog.isPending ? (
        <CatalogSkeleton />
      ) : catalog.isError ? (
        <AttemptProblem error={catalog.error} backTo="/dashboard" />
      ) : (
        <Tabs
          value={params.get('subject') ?? catalog.data.subjects[0]?.slug}
          onValueChange={(subject) => setParams({ subject }, { replace: true })}
        >
          <TabsList aria-label={t('mcq.subjects')}>
            {catalog.data.subjects.map((subject) => (
              <TabsTrigger key={subject.slug} value={subject.slug}>
                {subject.name}
              </TabsTrigger>
            ))}
          </TabsList>
          {catalog.data.subjects.map((subject) => (
            <TabsContent key={subject.slug} value={subject.slug}>
              <UnitList subject={subject} />
            </TabsContent>
          ))}
        </Tabs>
      )}
    </PageContainer>
  );
}

function UnitList({ subject }: { subject: PracticeSubject }) {
  const { t } = useTranslation('practice');
  return (
    <ul className="grid gap-3 sm:grid-cols-2" aria-label={t('mcq.unitsOf', { subject: subject.name })}>
      {subject.units.map((unit) => {
        const isOpen = unit.questionCount > 0;
        const body = (
          <CardContent className="flex items-center justify-between gap-3 p-4 sm:p-4">
            <div className="min-w-0">
              <p className="font-medium">{unit.name}</p>
              <p className="text-sm text-muted-foreground">
                {isOpen ? t('mcq.questionCount', { count: unit.questionCount }) : unit.lockedCount > 0 ? t('mcq.premiumOnly') : t('mcq.noQuestionsYet')}
                {isOpen && unit.lockedCount > 0 ? ` · ${t('mcq.lockedCount', { count: unit.lockedCount })}` : ''}
              </p>
            </div>
            {isOpen ? <ChevronRight className="size-5 shrink-0 text-muted-foreground" aria-hidden /> : unit.lockedCount > 0 ? <Lock className="size-4 shrink-0 text-muted-foreground" aria-hidden /> : null}
          </CardContent>
        );
        return (
          <li key={unit.slug}>
            {isOpen ? (
              <Link to={`/mcq/${subject.slug}/${unit.slug}`} className="block rounded-xl focus-visible:outline-2 focus-visible:outline-ring" aria-label={t('mcq.practiseUnit', { unit: unit.name })}>
                <Card className="transition-colors hover:bg-accent">{body}</Card>
              </Link>
            ) : unit.lockedCount > 0 ? (
              <Link to="/subscription" className="block rounded-xl" aria-label={t('mcq.upgradeForUnit', { unit: unit.name })}>
                <Card className="opacity-80 transition-colors hover:bg-accent">{body}</Card>
              </Link>
            ) : (
              <Card className="opacity-60">{body}</Card>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function CatalogSkeleton() {
  return (
    <div className="space-y-4" aria-busy="true">
      <Skeleton className="h-10 w-full max-w-md" />
      <div className="grid gap-3 sm:grid-cols-2">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-16" />
        ))}
      </div>
    </div>
  );
}
