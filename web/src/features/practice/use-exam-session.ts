import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AnswerLetter, InProgressAttempt } from '@common/practice';
import { toast } from '@/components/ui/toaster';
import { useTranslation } from '@/lib/i18n-react';
import { practiceKeys, useSubmitAttempt } from './queries';
import { paletteStatus, type QuestionState } from './question-palette';
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
 * One sitting of a timed attempt, without its screen: where the student is, each question's state (chosen, marked,
 * visited), answers saved as they change (with the time spent on each question), the countdown to the server's
 * deadline, and submission (after the last save; by itself at zero, retried until the server takes it).
 * A reload resumes where it was, unsent changes included.
 */
export function useExamSession(attempt: InProgressAttempt, receivedAt: number) {
  const { t } = useTranslation('practice');
  const queryClient = useQueryClient();
  const { mutate: submitAttempt, isPending: isSubmitPending } = useSubmitAttempt();
  const [states, setStates] = useState(() => initialStates(attempt));
  const [position, setPosition] = useState(() => startPosition(attempt));
  const { remainingMs, syncClock } = useServerCountdown(attempt.deadlineAt, attempt.serverNow, receivedAt);
  const { enter, leave, totalOf } = useTimeSpent(() => new Map(attempt.questions.map((question) => [question.position, question.timeSpentMs])));
  const queue = useAnswerQueue(attempt.id, {
    onSaved: (saved) => syncClock(saved.serverNow),
    // The server refused (time is up or it was submitted elsewhere): show what it graded.
    onClosed: () => void queryClient.invalidateQueries({ queryKey: practiceKeys.attempt(attempt.id) }),
  });
  const { save, flush } = queue;
  const isSubmitting = useRef(false);
  // 'Submitting…' from the click: saving the last answers comes first and can take seconds on a slow connection.
  const [isFlushingToSubmit, setFlushingToSubmit] = useState(false);

  // Entering a question records the time spent on the one left and makes it the place a reload returns to.
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
    async (isAuto: boolean, onGiveUp?: () => void) => {
      if (isSubmitting.current) return;
      isSubmitting.current = true;
      const left = leave();
      if (left) save(left.position, { timeSpentMs: left.total });
      const isSaved = await flush(isAuto ? AUTO_FLUSH_MS : MANUAL_FLUSH_MS);
      if (!isSaved && !isAuto) {
        toast.error(t('save.notSavedYet'));
        isSubmitting.current = false;
        onGiveUp?.();
        return;
      }
      const attemptSubmit = () =>
        submitAttempt(attempt.id, {
          onError: () => {
            // The server was out: answers queued meanwhile go first (they may still be taken, decision 067), then the submission.
            if (isAuto) setTimeout(() => void flush(AUTO_FLUSH_MS).then(attemptSubmit), AUTO_SUBMIT_RETRY_MS);
            else {
              toast.error(t('errors.submitFailed'));
              isSubmitting.current = false;
              onGiveUp?.();
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

  return {
    total: attempt.questions.length,
    position,
    question: attempt.questions[position - 1]!,
    states,
    current: states[position - 1]!,
    goTo,
    choose,
    clear,
    toggleMark,
    answered: states.filter((state) => state.chosen).length,
    marked: states.filter((state) => state.isMarked).length,
    hasUnvisited: states.some((state) => paletteStatus(state) === 'notVisited'),
    remainingMs,
    isTimeUp,
    isLastMinute: remainingMs !== null && remainingMs <= LAST_MINUTE_MS,
    saveStatus: queue.status,
    unsent: queue.unsent,
    /** Submits after the last answer is saved (says so and stays when it cannot be). */
    submit: () => {
      setFlushingToSubmit(true);
      void submitNow(false, () => setFlushingToSubmit(false));
    },
    isSubmitPending: isSubmitPending || isFlushingToSubmit,
  };
}
