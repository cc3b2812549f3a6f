import { useState } from 'react';
import { Input, NativeSelect } from '@/components/ui/input';
import { adFromBikramSambat, bikramSambat, nepalDayOf, useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';

type Props = {
  id: string;
  /** The chosen Nepal calendar day (YYYY-MM-DD), or '' while none is. */
  value: string;
  onChange: (isoDay: string) => void;
  invalid: boolean;
  describedBy?: string;
};

const YEARS_AHEAD = 3;
const LONGEST_MONTH = 32;
type Parts = { year: string; month: string; day: string };

/** The days (29-32) of a Bikram Sambat month: they differ from year to year, so the converter is asked. */
function daysInMonth(year: number, month: number) {
  let days = LONGEST_MONTH;
  while (days > 28 && !adFromBikramSambat({ year, month, day: days })) days--;
  return days;
}

function partsOf(isoDay: string): Parts {
  const bs = isoDay ? bikramSambat(isoDay) : null;
  return bs ? { year: String(bs.year), month: String(bs.month), day: String(bs.day) } : { year: '', month: '', day: '' };
}

/**
 * An exam's date. English readers pick an AD day in the browser's date input; Nepali readers pick a Bikram Sambat
 * year, month and day (Devanagari digits, months by name), converted to the AD day the server stores (decision 082).
 * The Bikram Sambat converter is there whenever Nepali is chosen (lib/i18n.ts loads it with the Nepali texts).
 */
export function ExamDateField({ id, value, onChange, invalid, describedBy }: Props) {
  const format = useFormat();
  const today = nepalDayOf(new Date());
  const firstYear = bikramSambat(today)?.year;
  if (format.language !== 'ne' || firstYear === undefined) {
    return (
      <Input id={id} type="date" min={today} value={value} onChange={(event) => onChange(event.target.value)} aria-invalid={invalid} aria-describedby={describedBy} />
    );
  }
  return <BikramSambatDateSelects id={id} value={value} onChange={onChange} invalid={invalid} describedBy={describedBy} firstYear={firstYear} />;
}

function BikramSambatDateSelects({ id, value, onChange, invalid, describedBy, firstYear }: Props & { firstYear: number }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  // A half-chosen date (a year, no day yet) is kept here; the form holds a day only once all three make one.
  const [parts, setParts] = useState<Parts>(() => partsOf(value));
  const partsDay = parts.year && parts.month && parts.day ? adFromBikramSambat({ year: +parts.year, month: +parts.month, day: +parts.day }) : '';
  // The form changed the day itself (a reset after adding): show its day.
  const shown = (partsDay ?? '') === value ? parts : partsOf(value);
  const months: string[] = t('format.bikramSambat.months', { ns: 'common', returnObjects: true }) as string[];
  const years = Array.from({ length: YEARS_AHEAD + 1 }, (_, index) => firstYear + index);
  const dayCount = shown.year && shown.month ? daysInMonth(+shown.year, +shown.month) : LONGEST_MONTH;

  const choose = (change: Partial<Parts>) => {
    const next = { ...shown, ...change };
    // A day past the end of the newly chosen month becomes its last day (32 Asar → 31 Shrawan).
    if (next.year && next.month && next.day) next.day = String(Math.min(+next.day, daysInMonth(+next.year, +next.month)));
    setParts(next);
    onChange(next.year && next.month && next.day ? (adFromBikramSambat({ year: +next.year, month: +next.month, day: +next.day }) ?? '') : '');
  };

  const select = (part: keyof Parts, label: string, options: Array<[value: number, text: string]>) => (
    <NativeSelect
      id={part === 'year' ? id : `${id}-${part}`}
      aria-label={label}
      value={shown[part]}
      onChange={(event) => choose({ [part]: event.target.value })}
      aria-invalid={invalid}
      aria-describedby={describedBy}
    >
      <option value="">{label}</option>
      {options.map(([optionValue, text]) => (
        <option key={optionValue} value={String(optionValue)}>
          {text}
        </option>
      ))}
    </NativeSelect>
  );

  return (
    <div className="grid grid-cols-[5fr_6fr_4fr] gap-2" role="group" aria-label={t('activity.exams.date')}>
      {select('year', t('activity.exams.bsYear'), years.map((year) => [year, format.digits(year)]))}
      {select('month', t('activity.exams.bsMonth'), months.map((name, index) => [index + 1, name]))}
      {select('day', t('activity.exams.bsDay'), Array.from({ length: dayCount }, (_, index) => [index + 1, format.digits(index + 1)]))}
    </div>
  );
}
