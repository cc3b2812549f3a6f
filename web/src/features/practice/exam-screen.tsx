import { useQueryClient } from '@tanstack/react-query';
import { Bookmark, BookmarkCheck, ChevronLeft, ChevronRight, Eraser, Send, Timer } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerLetter, InProgressAttempt } from '@common/practice';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toaster';
import { cn } from '@/lib/cn';
import { asPercent, formatClock } from './format';
import { practiceKeys, useSubmitAttempt } from './queries';
import { QuestionPalette, paletteStatus, type QuestionState } from './question-palette';
import { QuestionView } from './question-view';
import { SaveStatus } from './save-status';
import { storedAnswers, useAnswerQueue } from './use-answer-queue';
import { useServerCountdown } from './use-server-countdown';
import { useTimeSpent } from './use-time-spent';

const MANUAL_FLUSH_MS = 8000;
// At zero the server still takes answers for a few seconds; wait briefly, then submit whatever arrived.
const AUTO_FLUSH_MS = 3000;
const AUTO_SUBMIT_RETRY_MS = 5000;
const LAST_MINUTE_MS = 60_000;

const startPosition = (attempt: InProgressAttempt) => Math.min(Math.max(attempt.currentPosition, 1), attempt.questions.length);

function initialStates(attempt: InProgressAttempt): QuestionState[] {
  const unsent = storedAnswers(attempt.id);
  return attempt.questions.map((question) => {
    const pending = unsent.get(question.position);
    return {
      chosen: pending?.answer !== undefined ? pending.answer : question.chosenAnswer,
      isMarked: pending?.isMarkedForReview ?? question.isMarkedForReview,
      isVisited: question.isVisited || !!pending || question.position === startPosition(attempt),
    };
  });
}

/**
 * The timed exam (Start Test): a countdown to the server's deadline, a palette (not visited, not answered,
 * answered, marked for review), navigation, answers saved as they are chosen with a visible saved state and a
 * retry queue, Submit with a confirmation, and submission by itself at zero. A reload resumes where it was.
 */
export function ExamScreen({ attempt, receivedAt }: { attempt: InProgressAttempt; receivedAt: number }) {
  const { t } = useTranslation('practice');
  const queryClient = useQueryClient();
  const { mutate: submitAttempt, isPending: isSubmitPending } = useSubmitAttempt();
  const total = attempt.questions.length;
  const [states, setStates] = useState(() => initialStates(attempt));
  const [position, setPosition] = useState(() => startPosition(attempt));
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const { remainingMs, syncClock } = useServerCountdown(attempt.deadlineAt, attempt.serverNow, receivedAt);
  const timer = useTimeSpent(() => new Map(attempt.questions.map((question) => [question.position, question.timeSpentMs])));
  const queue = useAnswerQueue(attempt.id, {
    onSaved: (saved) => syncClock(saved.serverNow),
    // The server refused (time is up or it was submitted elsewhere): show what it graded.
    onClosed: () => void queryClient.invalidateQueries({ queryKey: practiceKeys.attempt(attempt.id) }),
  });
  const { enter, leave, totalOf } = timer;
  const { save, flush } = queue;
  const isSubmitting = useRef(false);

  useEffect(() => {
    const left = enter(position);
    if (left) save(left.position, { timeSpentMs: left.total });
    save(position, {});
  }, [position, enter, save]);

  const goTo = (next: number) => {
    setPosition(next);
    setStates((current) => current.map((state, index) => (index === next - 1 && !state.isVisited ? { ...state, isVisited: true } : state)));
  };

  const update = (patch: Partial<QuestionState>) =>
    setStates((current) => current.map((state, index) => (index === position - 1 ? { ...state, ...patch } : state)));

  const choose = (answer: AnswerLetter) => {
    update({ chosen: answer });
    save(position, { answer, timeSpentMs: totalOf(position) });
  };
  const clear = () => {
    update({ chosen: null });
    save(position, { answer: null });
  };
  const toggleMark = () => {
    const isMarked = !states[position - 1]!.isMarked;
    update({ isMarked });
    save(position, { isMarkedForReview: isMarked });
  };

  const submitNow = useCallback(
    async (isAuto: boolean) => {
      if (isSubmitting.current) return;
      isSubmitting.current = true;
      const left = leave();
      if (left) save(left.position, { timeSpentMs: left.total });
      const isSaved = await flush(isAuto ? AUTO_FLUSH_MS : MANUAL_FLUSH_MS);
      if (!isSaved && !isAuto) {
        toast.error(t('save.notSavedYet'));
        isSubmitting.current = false;
        return;
      }
      const attemptSubmit = () =>
        submitAttempt(attempt.id, {
          onError: () => {
            if (isAuto) setTimeout(attemptSubmit, AUTO_SUBMIT_RETRY_MS);
            else {
              toast.error(t('errors.submitFailed'));
              isSubmitting.current = false;
            }
          },
        });
      attemptSubmit();
    },
    [attempt.id, flush, leave, save, submitAttempt, t],
  );

  const isTimeUp = remainingMs !== null && remainingMs <= 0;
  useEffect(() => {
    if (isTimeUp) void submitNow(true);
  }, [isTimeUp, submitNow]);

  const current = states[position - 1]!;
  const answered = states.filter((state) => state.chosen).length;
  const marked = states.filter((state) => state.isMarked).length;
  const isLastMinute = remainingMs !== null && remainingMs <= LAST_MINUTE_MS;

  return (
    <div className="space-y-4">
      <div className="sticky top-14 z-30 -mx-4 border-b bg-background/95 px-4 py-2 backdrop-blur sm:-mx-6 sm:px-6">
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
          <h1 className="min-w-0 flex-1 truncate text-base font-semibold sm:text-lg">{attempt.title}</h1>
          <div
            role="timer"
            aria-label={t('exam.timeLeft')}
            className={cn('flex items-center gap-1.5 font-mono text-lg font-bold tabular-nums', isLastMinute && 'text-destructive')}
            data-testid="exam-countdown"
          >
            <Timer className="size-5" aria-hidden />
            {remainingMs === null ? '--:--' : formatClock(remainingMs)}
          </div>
          <Button size="sm" onClick={() => setConfirmOpen(true)} disabled={isSubmitPending || isTimeUp}>
            <Send />
            {t('exam.submit')}
          </Button>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-muted-foreground">
            {t('quiz.questionOf', { n: position, total })} · {t('exam.answeredCount', { answered, total })}
          </p>
          <SaveStatus status={queue.status} unsent={queue.unsent} />
        </div>
        {isTimeUp ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {t('exam.timeUp')}
          </p>
        ) : null}
      </div>

      <div className="grid gap-4 lg:grid-cols-[1fr_18rem]">
        <Card>
          <CardContent className="space-y-6 pt-4 sm:pt-6">
            <QuestionView
              key={position}
              question={attempt.questions[position - 1]!}
              chosen={current.chosen}
              onChoose={choose}
              heading={t('quiz.questionOf', { n: position, total })}
            />
            <p className="text-xs text-muted-foreground">
              {t('exam.marksNote', { count: attempt.questions[position - 1]!.marks })}
              {attempt.negativeMarkFraction > 0 ? ` · ${t('result.negativeMarking', { percent: asPercent(attempt.negativeMarkFraction) })}` : ''}
            </p>
            <div className="flex flex-wrap items-center gap-2">
              <Button variant="outline" onClick={() => goTo(position - 1)} disabled={position === 1}>
                <ChevronLeft />
                {t('quiz.previous')}
              </Button>
              <Button variant={current.isMarked ? 'secondary' : 'outline'} onClick={toggleMark} aria-pressed={current.isMarked}>
                {current.isMarked ? <BookmarkCheck /> : <Bookmark />}
                {t('exam.markForReview')}
              </Button>
              <Button variant="ghost" onClick={clear} disabled={!current.chosen}>
                <Eraser />
                {t('exam.clear')}
              </Button>
              <Button className="ml-auto" onClick={() => goTo(position + 1)} disabled={position === total}>
                {t('quiz.next')}
                <ChevronRight />
              </Button>
            </div>
          </CardContent>
        </Card>
        <Card className="h-fit">
          <CardContent className="pt-4 sm:pt-6">
            <QuestionPalette states={states} current={position} onSelect={goTo} />
          </CardContent>
        </Card>
      </div>

      <ConfirmDialog
        open={isConfirmOpen && !isTimeUp}
        onOpenChange={setConfirmOpen}
        title={t('exam.confirmTitle')}
        description={t('exam.confirmDescription', { answered, total, unanswered: total - answered })}
        confirmLabel={t('exam.confirmSubmit')}
        cancelLabel={t('exam.keepWorking')}
        isPending={isSubmitPending}
        onConfirm={() => {
          setConfirmOpen(false);
          void submitNow(false);
        }}
      >
        {marked > 0 ? <p className="text-sm">{t('exam.markedWarning', { count: marked })}</p> : null}
        {states.some((state) => paletteStatus(state) === 'notVisited') ? <p className="text-sm">{t('exam.notVisitedWarning')}</p> : null}
      </ConfirmDialog>
    </div>
  );
}
