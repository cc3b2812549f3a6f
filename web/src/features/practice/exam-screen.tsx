import { Bookmark, BookmarkCheck, ChevronLeft, ChevronRight, Eraser, Loader2, Send, Timer } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { InProgressAttempt } from '@common/practice';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { QuestionPalette } from './question-palette';
import { QuestionView } from './question-view';
import { SaveStatus } from './save-status';
import { useExamSession } from './use-exam-session';
import { useLeaveWarning } from './use-leave-warning';
import { EXAM_SHORTCUT_KEYS, useExamShortcuts } from './use-exam-shortcuts';

/**
 * The timed exam (Start Test): a countdown to the server's deadline, a palette (not visited, not answered,
 * answered, marked for review), navigation, answers saved as they are chosen with a visible saved state and a
 * retry queue, Submit with a confirmation, and submission by itself at zero. A reload resumes where it was.
 */
export function ExamScreen({ attempt, receivedAt }: { attempt: InProgressAttempt; receivedAt: number }) {
  const { t } = useTranslation('practice');
  const format = useFormat();
  const session = useExamSession(attempt, receivedAt);
  useLeaveWarning(session.unsent > 0 && session.saveStatus !== 'closed');
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const { position, total, current, answered, remainingMs, isTimeUp } = session;
  const questionRef = useRef<HTMLDivElement>(null);
  const refocusQuestion = useRef(false);

  // Keyboard users moving on from an option keep their place: the new question's chosen (or first) option takes focus.
  const goTo = (next: number) => {
    if (next < 1 || next > total) return;
    refocusQuestion.current = questionRef.current?.contains(document.activeElement) ?? false;
    session.goTo(next);
  };
  useEffect(() => {
    if (!refocusQuestion.current) return;
    refocusQuestion.current = false;
    const question = questionRef.current;
    (question?.querySelector<HTMLElement>('[role="radio"][data-state="checked"]') ?? question?.querySelector<HTMLElement>('[role="radio"]'))?.focus();
  }, [position]);
  useExamShortcuts({ next: () => goTo(position + 1), previous: () => goTo(position - 1), mark: session.toggleMark }, !isTimeUp && !isConfirmOpen);

  return (
    <div className="space-y-4">
      <div className="sticky top-14 z-30 -mx-4 border-b bg-background/95 px-4 py-2 backdrop-blur sm:-mx-6 sm:px-6">
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
          <h1 className="min-w-0 flex-1 truncate text-base font-semibold sm:text-lg">{attempt.title}</h1>
          <div
            role="timer"
            aria-label={t('exam.timeLeft')}
            className={cn('flex items-center gap-1.5 font-mono text-lg font-bold tabular-nums', session.isLastMinute && 'text-destructive')}
            data-testid="exam-countdown"
          >
            <Timer className="size-5" aria-hidden />
            {remainingMs === null ? '--:--' : format.clock(remainingMs)}
          </div>
          <Button size="sm" onClick={() => setConfirmOpen(true)} disabled={session.isSubmitPending || isTimeUp} aria-busy={session.isSubmitPending}>
            {session.isSubmitPending ? <Loader2 className="animate-spin" aria-hidden /> : <Send />}
            {session.isSubmitPending ? t('exam.submitting') : t('exam.submit')}
          </Button>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-muted-foreground">
            {t('quiz.questionOf', { n: position, total })} · {t('exam.answeredCount', { answered, total })}
          </p>
          <SaveStatus status={session.saveStatus} unsent={session.unsent} />
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
            <div ref={questionRef}>
              <QuestionView
                key={position}
                question={session.question}
                chosen={current.chosen}
                onChoose={session.choose}
                heading={t('quiz.questionOf', { n: position, total })}
              />
            </div>
            <p className="text-xs text-muted-foreground">
              {t('exam.marksNote', { count: session.question.marks })}
              {attempt.negativeMarkFraction > 0 ? ` · ${t('result.negativeMarking', { percent: format.percent(attempt.negativeMarkFraction * 100) })}` : ''}
            </p>
            <div className="flex flex-wrap items-center gap-2">
              <Button variant="outline" onClick={() => goTo(position - 1)} disabled={position === 1} aria-keyshortcuts={EXAM_SHORTCUT_KEYS.previous.label}>
                <ChevronLeft />
                {t('quiz.previous')}
              </Button>
              <Button
                variant={current.isMarked ? 'secondary' : 'outline'}
                onClick={session.toggleMark}
                aria-pressed={current.isMarked}
                aria-keyshortcuts={EXAM_SHORTCUT_KEYS.mark.label}
              >
                {current.isMarked ? <BookmarkCheck /> : <Bookmark />}
                {t('exam.markForReview')}
              </Button>
              <Button variant="ghost" onClick={session.clear} disabled={!current.chosen}>
                <Eraser />
                {t('exam.clear')}
              </Button>
              <Button className="ml-auto" onClick={() => goTo(position + 1)} disabled={position === total} aria-keyshortcuts={EXAM_SHORTCUT_KEYS.next.label}>
                {t('quiz.next')}
                <ChevronRight />
              </Button>
            </div>
            <p className="hidden flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground sm:flex" data-testid="exam-shortcuts">
              <span>{t('exam.shortcuts')}</span>
              {(['next', 'previous', 'mark'] as const).map((name) => (
                <span key={name}>
                  <kbd className="rounded border bg-muted px-1.5 py-0.5 font-mono text-foreground">{EXAM_SHORTCUT_KEYS[name].label}</kbd>{' '}
                  {name === 'mark' ? t('exam.markForReview') : t(`quiz.${name}`)}
                </span>
              ))}
            </p>
          </CardContent>
        </Card>
        <Card className="h-fit">
          <CardContent className="pt-4 sm:pt-6">
            <QuestionPalette states={session.states} current={position} onSelect={session.goTo} />
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
        isPending={session.isSubmitPending}
        onConfirm={() => {
          setConfirmOpen(false);
          session.submit();
        }}
      >
        {session.marked > 0 ? <p className="text-sm">{t('exam.markedWarning', { count: session.marked })}</p> : null}
        {session.hasUnvisited ? <p className="text-sm">{t('exam.notVisitedWarning')}</p> : null}
      </ConfirmDialog>
    </div>
  );
}
