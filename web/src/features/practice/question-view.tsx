import { useId } from 'react';
import { ANSWER_LETTERS, type AnswerLetter, type AttemptQuestion } from '@common/practice';
import { RadioGroup, RadioGroupItem } from '@/components/ui/controls';
import { MathText } from '@/components/markdown/math-text';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n-react';

/** One question with its four options as radio buttons (keyboard: arrows move, the choice is saved at once). */
export function QuestionView({
  question,
  chosen,
  onChoose,
  heading,
}: {
  question: Pick<AttemptQuestion, 'question' | 'options' | 'position' | 'subjectName' | 'unit' | 'marks'>;
  chosen: AnswerLetter | null;
  onChoose: (answer: AnswerLetter) => void;
  heading: string;
}) {
  const { t } = useTranslation('practice');
  const id = useId();
  return (
    <fieldset className="min-w-0 space-y-4">
      <legend className="sr-only">{heading}</legend>
      <div className="space-y-1">
        <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
          {question.subjectName} · {question.unit}
        </p>
        <MathText as="p" text={question.question} className="text-base font-medium leading-relaxed sm:text-lg" />
      </div>
      <RadioGroup value={chosen ?? ''} onValueChange={(value) => onChoose(value as AnswerLetter)} aria-label={t('question.options')}>
        {ANSWER_LETTERS.map((letter) => {
          const optionId = `${id}-${letter}`;
          const isChosen = chosen === letter;
          return (
            <label
              key={letter}
              htmlFor={optionId}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors hover:bg-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                isChosen && 'border-primary bg-primary/5',
              )}
            >
              <RadioGroupItem id={optionId} value={letter} className="mt-0.5" />
              <span className="font-semibold">{letter}.</span>
              <MathText text={question.options[letter]} className="min-w-0 flex-1" />
            </label>
          );
        })}
      </RadioGroup>
    </fieldset>
  );
}
