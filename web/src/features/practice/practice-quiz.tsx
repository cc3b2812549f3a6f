import { useQueryClient } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Flag } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { AnswerLetter, InProgressAttempt } from '@common/practice';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Progress } from '@/components/ui/feedback';
import { toast } from '@/components/ui/toaster';
import { useTranslation } from '@/lib/i18n-react';
import { practiceKeys, useSubmitAttempt } from './queries';
import { QuestionView } from './question-view';
import { SaveStatus } from './save-status';
import { storedAnswers, useAnswerQueue } from './use-answer-queue';
import { useLeaveWarning } from './use-leave-warning';
import { useTimeSpent } from './use-time-spent';

// Long enough for a slow phone connection, short enough that a student is not left waiting.
const FLUSH_TIMEOUT_MS = 8000;

/**
 * Untimed practice (seed 000, MCQ practice): one question at a time, Previous and Next/Finish (Next waits for a
 * choice), a progress bar, 'Question n of N' and 'No time limit'. Each choice is saved to the server at once;
 * Finish submits, and the server grades.
 */
export function PracticeQuiz({ attempt, title }: { attempt: InProgressAttempt; title: string }) {
  const { t } = useTranslation('practice');
  const queryClient = useQueryClient();
  const submit = useSubmitAttempt();
  const total = attempt.questions.length;
  const [answers, setAnswers] = useState(() => {
    const unsent = storedAnswers(attempt.id);
    return new Map(
      attempt.questions.map((question) => {
        const pending = unsent.get(question.position);
        return [question.position, pending?.answer !== undefined ? pending.answer : question.chosenAnswer] as const;
      }),
    );
  });
  const [position, setPosition] = useState(() => Math.min(Math.max(attempt.currentPosition, 1), total));
  const timer = useTimeSpent(() => new Map(attempt.questions.map((question) => [question.position, question.timeSpentMs])));
  const queue = useAnswerQueue(attempt.id, {
    onClosed: () => void queryClient.invalidateQueries({ queryKey: practiceKeys.attempt(attempt.id) }),
  });

  const { enter } = timer;
  const { save } = queue;
  useLeaveWarning(queue.unsent > 0 && queue.status !== 'closed');
  // Entering a question records the time spent on the one left and makes it the place a reload returns to.
  useEffect(() => {
    const left = enter(position);
    if (left) save(left.position, { timeSpentMs: left.total });
    save(position, {});
  }, [position, enter, save]);

  const question = attempt.questions[position - 1]!;
  const chosen = answers.get(position) ?? null;
  const isLast = position === total;

  const choose = (answer: AnswerLetter) => {
    setAnswers((current) => new Map(current).set(position, answer));
    queue.save(position, { answer, timeSpentMs: timer.totalOf(position) });
  };

  const finish = async () => {
    const left = timer.leave();
    if (left) queue.save(left.position, { timeSpentMs: left.total });
    if (!(await queue.flush(FLUSH_TIMEOUT_MS))) {
      toast.error(t('save.notSavedYet'));
      timer.enter(position);
      return;
    }
    submit.mutate(attempt.id, { onError: () => toast.error(t('errors.submitFailed')) });
  };

  return (
    <Card>
      <CardHeader className="gap-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h1 className="text-xl font-bold sm:text-2xl">{title}</h1>
            <p className="text-sm text-muted-foreground">
              {t('quiz.questionOf', { n: position, total })} · {t('quiz.noTimeLimit')}
            </p>
          </div>
          <SaveStatus status={queue.status} unsent={queue.unsent} />
        </div>
        <Progress value={(position / total) * 100} label={t('quiz.progress')} />
      </CardHeader>
      <CardContent className="space-y-6">
        <QuestionView key={position} question={question} chosen={chosen} onChoose={choose} heading={t('quiz.questionOf', { n: position, total })} />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Button variant="outline" onClick={() => setPosition(position - 1)} disabled={position === 1}>
            <ChevronLeft />
            {t('quiz.previous')}
          </Button>
          {isLast ? (
            <Button onClick={() => void finish()} disabled={!chosen || submit.isPending}>
              <Flag />
              {submit.isPending ? t('quiz.finishing') : t('quiz.finish')}
            </Button>
          ) : (
            <Button onClick={() => setPosition(position + 1)} disabled={!chosen}>
              {t('quiz.next')}
              <ChevronRight />
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
