import { LayoutGrid, RotateCcw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageContainer } from '@/components/ui/page';
import { useTranslation } from '@/lib/i18n-react';
import { AttemptResult } from './attempt-result';
import { AttemptProblem, AttemptSkeleton } from './attempt-states';
import { AnalyticsLinkButton } from './practice-links';
import { PracticeQuiz } from './practice-quiz';
import { useAttempt, useStartPractice } from './queries';

/**
 * /mcq/{subject}/{unit}: starts a practice round of the unit (its id goes into ?attempt= so a reload resumes it),
 * then shows the questions and, once finished, the result with Try Again and View Analytics.
 */
export function PracticePage() {
  const { subject = '', unit = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const attemptId = params.get('attempt');
  const start = useStartPractice();
  const startedFor = useRef<string | null>(null);
  const { mutate } = start;

  useEffect(() => {
    if (attemptId) return;
    // One start per visit (Try Again is a new visit), even when effects run twice.
    if (startedFor.current === location.key) return;
    startedFor.current = location.key;
    mutate({ subject, unit }, { onSuccess: (attempt) => setParams({ attempt: attempt.id }, { replace: true }) });
  }, [attemptId, location.key, mutate, setParams, subject, unit]);

  return (
    <PageContainer className="max-w-3xl">
      {attemptId ? <PracticeAttempt attemptId={attemptId} /> : start.isError ? <AttemptProblem error={start.error} /> : <AttemptSkeleton />}
    </PageContainer>
  );
}

function PracticeAttempt({ attemptId }: { attemptId: string }) {
  const { t } = useTranslation('practice');
  const navigate = useNavigate();
  const { subject = '', unit = '' } = useParams();
  const attempt = useAttempt(attemptId);
  if (attempt.isPending) return <AttemptSkeleton />;
  if (attempt.isError) return <AttemptProblem error={attempt.error} />;
  const data = attempt.data;
  if (data.status === 'in_progress') return <PracticeQuiz key={data.id} attempt={data} title={data.title} />;
  return (
    <AttemptResult
      result={data}
      actions={
        <>
          <Button onClick={() => void navigate(`/mcq/${subject}/${unit}`)}>
            <RotateCcw />
            {t('result.tryAgain')}
          </Button>
          <AnalyticsLinkButton />
          <Button asChild variant="ghost">
            <Link to="/mcq">
              <LayoutGrid />
              {t('result.otherUnits')}
            </Link>
          </Button>
        </>
      }
    />
  );
}
