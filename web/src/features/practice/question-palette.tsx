import type { AnswerLetter } from '@common/practice';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';

export type QuestionState = { chosen: AnswerLetter | null; isMarked: boolean; isVisited: boolean };
type PaletteStatus = 'notVisited' | 'notAnswered' | 'answered' | 'marked';

/** The palette status of a question: marked for review wins, then answered, then visited. */
export function paletteStatus(state: QuestionState): PaletteStatus {
  if (state.isMarked) return 'marked';
  if (state.chosen) return 'answered';
  return state.isVisited ? 'notAnswered' : 'notVisited';
}

const STYLES: Record<PaletteStatus, string> = {
  notVisited: 'border-input bg-background text-foreground',
  notAnswered: 'border-destructive bg-destructive/10 text-destructive',
  answered: 'border-green-700 bg-green-700 text-white',
  marked: 'border-purple-700 bg-purple-700 text-white',
};

const PALETTE_STATUSES: PaletteStatus[] = ['notVisited', 'notAnswered', 'answered', 'marked'];

/** Numbered buttons for every question, coloured by status, with a legend; the current question is ringed. */
export function QuestionPalette({
  states,
  current,
  onSelect,
}: {
  states: QuestionState[];
  current: number;
  onSelect: (position: number) => void;
}) {
  const { t } = useTranslation('practice');
  const format = useFormat();
  const counts = new Map<PaletteStatus, number>();
  for (const state of states) counts.set(paletteStatus(state), (counts.get(paletteStatus(state)) ?? 0) + 1);
  return (
    <nav aria-label={t('exam.palette')} className="space-y-3">
      <ol className="grid grid-cols-[repeat(auto-fill,minmax(2.5rem,1fr))] gap-2">
        {states.map((state, index) => {
          const position = index + 1;
          const status = paletteStatus(state);
          return (
            <li key={position}>
              <button
                type="button"
                onClick={() => onSelect(position)}
                aria-current={position === current ? 'step' : undefined}
                aria-label={t('exam.paletteItem', { n: position, status: t(`exam.status.${status}`) })}
                data-status={status}
                className={cn(
                  'relative flex h-10 w-full items-center justify-center rounded-md border text-sm font-semibold tabular-nums transition-colors',
                  STYLES[status],
                  position === current && 'ring-2 ring-ring ring-offset-2 ring-offset-background',
                )}
              >
                {format.digits(position)}
                {status === 'marked' && state.chosen ? <span className="absolute right-0.5 top-0.5 size-2 rounded-full bg-green-400" aria-hidden /> : null}
              </button>
            </li>
          );
        })}
      </ol>
      <ul className="grid grid-cols-2 gap-x-3 gap-y-1.5 text-xs">
        {PALETTE_STATUSES.map((status) => (
          <li key={status} className="flex items-center gap-1.5">
            <span className={cn('inline-block size-3.5 rounded-sm border', STYLES[status])} aria-hidden />
            <span>
              {t(`exam.status.${status}`)} ({format.digits(counts.get(status) ?? 0)})
            </span>
          </li>
        ))}
      </ul>
    </nav>
  );
}
