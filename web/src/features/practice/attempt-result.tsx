import { CheckCircle2, CircleMinus, Clock, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { ANSWER_LETTERS, type GradedQuestion, type ScoreBreakdown, type SubmittedAttempt } from '@common/practice';
import { scoreBadgeVariant } from '@common/progress-rules';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { MathText } from '@/components/markdown/math-text';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { useRefusedAnswers } from './use-answer-queue';

/**
 * The result of a submitted attempt: the score, per-question Correct/Incorrect with the chosen and correct answer,
 * the explanation and the time spent, and for tests the score per subject and unit. `actions` holds the buttons.
 */
export function AttemptResult({ result, actions }: { result: SubmittedAttempt; actions: ReactNode }) {
  const { t } = useTranslation('practice');
  const format = useFormat();
  const showBreakdown = result.kind === 'mock_test' || result.byUnit.length > 1;
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardDescription>{t('result.heading')}</CardDescription>
          <CardTitle className="text-xl sm:text-2xl">{result.title}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-5">
          <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
            <div>
              <p className="text-sm text-muted-foreground">{t('result.score')}</p>
              <p className="flex items-center gap-3">
                <span className="text-4xl font-bold tabular-nums" data-testid="result-percentage">
                  {format.percent(result.percentage)}
                </span>
                <Badge variant={scoreBadgeVariant(result.percentage)}>{t(`result.band.${scoreBadgeVariant(result.percentage)}`)}</Badge>
              </p>
              <p className="text-sm text-muted-foreground">
                {t('result.marks', { score: format.marks(result.score), max: result.maxScore })}
                {result.negativeMarkFraction > 0 ? ` · ${t('result.negativeMarking', { percent: format.percent(result.negativeMarkFraction * 100) })}` : ''}
              </p>
            </div>
            <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
              <Stat icon={<CheckCircle2 className="text-green-600" />} label={t('result.correct')} value={format.number(result.correctCount)} />
              <Stat icon={<XCircle className="text-destructive" />} label={t('result.incorrect')} value={format.number(result.wrongCount)} />
              <Stat icon={<CircleMinus className="text-muted-foreground" />} label={t('result.unanswered')} value={format.number(result.unansweredCount)} />
              <Stat icon={<Clock className="text-muted-foreground" />} label={t('result.time')} value={format.duration(result.totalTimeMs)} />
            </dl>
          </div>
          <RefusedAnswersNotice attemptId={result.id} />
          <div className="flex flex-wrap gap-2">{actions}</div>
        </CardContent>
      </Card>

      {showBreakdown ? <Breakdown bySubject={result.bySubject} byUnit={result.byUnit} /> : null}

      <section aria-labelledby="result-questions" className="space-y-3">
        <h2 id="result-questions" className="text-lg font-semibold">
          {t('result.questions')}
        </h2>
        <ol className="space-y-3">
          {result.questions.map((question) => (
            <li key={question.position}>
              <GradedQuestionCard question={question} />
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

/** Answers this browser queued that reached the server after the time was up and were refused (decision 067). */
function RefusedAnswersNotice({ attemptId }: { attemptId: string }) {
  const { t } = useTranslation('practice');
  const format = useFormat();
  const refused = useRefusedAnswers(attemptId);
  if (!refused.length) return null;
  return (
    <p role="status" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm" data-testid="refused-answers">
      {t('result.refusedLate', { count: refused.length, questions: refused.map((position) => format.number(position)).join(', ') })}
    </p>
  );
}

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  return (
    <div className="flex items-center gap-1.5 [&_svg]:size-4">
      {icon}
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

function Breakdown({ bySubject, byUnit }: { bySubject: ScoreBreakdown[]; byUnit: ScoreBreakdown[] }) {
  const { t } = useTranslation('practice');
  const format = useFormat();
  const rows = [...bySubject.map((line) => ({ ...line, isSubject: true })), ...byUnit.map((line) => ({ ...line, isSubject: false }))];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('result.breakdown')}</CardTitle>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead className="text-left text-muted-foreground">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">{t('result.part')}</th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">{t('result.correctOf')}</th>
              <th scope="col" className="py-2 text-right font-medium">{t('result.score')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((line) => (
              <tr key={`${line.subjectName}-${line.unit ?? ''}-${line.isSubject}`} className="border-t">
                <th scope="row" className={cn('py-2 pr-3 text-left', line.isSubject ? 'font-semibold' : 'pl-3 font-normal')}>
                  {line.isSubject ? line.subjectName : line.unit}
                </th>
                <td className="py-2 pr-3 text-right tabular-nums">
                  {format.digits(line.correct)}/{format.digits(line.questions)}
                </td>
                <td className="py-2 text-right tabular-nums">
                  {format.marks(line.score)}/{format.digits(line.maxScore)} ({format.percent(line.percentage)})
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}

function GradedQuestionCard({ question }: { question: GradedQuestion }) {
  const { t } = useTranslation('practice');
  const format = useFormat();
  const verdict = question.isKeyWithheld ? 'withheld' : question.isCorrect === null ? 'unanswered' : question.isCorrect ? 'correct' : 'incorrect';
  return (
    <Card data-testid="graded-question" data-verdict={verdict}>
      <CardContent className="space-y-3 pt-4 sm:pt-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm font-medium text-muted-foreground">{t('result.questionNumber', { n: question.position })}</p>
          <div className="flex items-center gap-2">
            <span className="text-xs text-muted-foreground">
              {t('result.timeSpent', { time: format.duration(question.timeSpentMs) })}
              {question.marksAwarded === null ? null : ` · ${t('result.marksAwarded', { marks: format.marks(question.marksAwarded) })}`}
            </span>
            <Badge variant={verdict === 'correct' ? 'success' : verdict === 'incorrect' ? 'destructive' : 'outline'}>{t(`result.verdict.${verdict}`)}</Badge>
          </div>
        </div>
        <MathText as="p" text={question.question} className="font-medium" />
        <ul className="space-y-1.5">
          {ANSWER_LETTERS.map((letter) => {
            const isCorrect = letter === question.correctAnswer;
            const isChosen = letter === question.chosenAnswer;
            return (
              <li
                key={letter}
                className={cn(
                  'flex flex-wrap items-start gap-2 rounded-md border p-2 text-sm',
                  isCorrect && 'border-green-600/50 bg-green-600/10',
                  isChosen && !isCorrect && !question.isKeyWithheld && 'border-destructive/50 bg-destructive/10',
                )}
              >
                <span className="font-semibold">{letter}.</span>
                <MathText text={question.options[letter]} className="min-w-0 flex-1 basis-40" />
                {isCorrect ? <Badge variant="success">{t('result.correctAnswer')}</Badge> : null}
                {isChosen ? <Badge variant={isCorrect ? 'success' : question.isKeyWithheld ? 'outline' : 'destructive'}>{t('result.yourAnswer')}</Badge> : null}
              </li>
            );
          })}
        </ul>
        {question.explanation === null ? (
          <p className="rounded-md bg-muted p-3 text-sm">{t('result.keyWithheld')}</p>
        ) : (
          <div className="rounded-md bg-muted p-3 text-sm">
            <p className="mb-1 font-semibold">{t('result.explanation')}</p>
            <MathText as="p" text={question.explanation} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
