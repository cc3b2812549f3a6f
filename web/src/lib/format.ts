import { useMemo } from 'react';
import { fromBikramSambat, localDigits, toBikramSambat, type BikramSambatConverter, type BikramSambatDay } from '@common/nepali-calendar';
import { useTranslation } from './i18n-react';
import { i18n as translator } from './translator';

/**
 * Every number, date, time and duration the web shows, written for the reader's language (docs/decisions/026):
 * Nepali gets Devanagari digits (०-९) everywhere, both languages the Indian grouping (12,34,567) Nepal uses; calendar
 * days and clock times are Nepal's (UTC+5:45), whatever the device's time zone. Screens take a `Format` from `useFormat()`.
 *
 * Words and word order (month names, 'am', 'minutes ago') are texts (common: format.*), not the browser's locale data:
 * Chrome, on Android too, ships no Nepali locale data, so `Intl` with 'ne' silently answers in American English.
 * Every calendar day shown passes through `day()`: Nepali readers read it in Bikram Sambat with AD beside it in brackets,
 * English readers in AD (decisions 076, 091).
 */
/** The languages the web is written in. */
export type Language = 'en' | 'ne';

export type Format = {
  language: Language;
  /** 1234567.5 → '12,34,567.5' / '१२,३४,५६७.५': a count or an amount, grouped, with 0-2 decimals unless told. */
  number: (value: number, options?: { minimumFractionDigits?: number; maximumFractionDigits?: number }) => string;
  /** The digits of a number or of a written code (a phone number, '9+', a version) as the reader writes them, nothing else changed. */
  digits: (value: number | string) => string;
  /** 70 → '70%', 33.333 → '33.3%': a percentage (0-100) with at most one decimal. */
  percent: (value: number) => string;
  /** 10000 paisa → 'Rs. 100' / 'रु. १००', 10050 → 'Rs. 100.50': money, given in paisa as the API sends it. */
  rupees: (paisa: number) => string;
  /** 2.5 → '2.5', -0.25 → '−0.25': marks as printed on a result (a true minus sign). */
  marks: (value: number) => string;
  /**
   * A calendar day given as YYYY-MM-DD (an exam date). English: 'short' 21 Nov, 'medium' 21 Nov 2026 (default), 'long'
   * 21 November 2026; Nepali in Bikram Sambat with AD beside it: 'मङ्सिर ५ (नोभे. २१)', '२०८३ मङ्सिर ५ (२०२६ नोभे. २१)',
   * '२०८३ मङ्सिर ५ (२०२६ नोभेम्बर २१)'.
   */
  day: (day: string, style?: DayStyle) => string;
  /** A chart axis's day, in the reader's calendar only and without its year ('21 Nov', 'मङ्सिर ५'): the chart's tooltip and table give the full date. */
  axisDay: (day: string) => string;
  /** The Nepal calendar day of an instant, as `day()` writes it. */
  date: (instant: Instant, style?: DayStyle) => string;
  /** The Nepal clock time of an instant: '2:50 pm' / '१४:५०' (with `seconds`, '2:50:07 pm'). */
  time: (instant: Instant, options?: { seconds?: boolean }) => string;
  /** '24 Nov 2026, 2:50 pm': a Nepal day (in `style`) and time, for expiry dates and tooltips. */
  dateTime: (instant: Instant, style?: DayStyle) => string;
  /** '5 minutes ago', 'yesterday', 'in 2 days' (relative to `now`, by default the present). */
  relativeTime: (instant: Instant, now?: number) => string;
  /** '45 s', '2 min 05 s', '1 h 02 min', '3 d 04 h': a time spent or an uptime, in its two largest units. */
  duration: (ms: number) => string;
  /** The exam countdown: 'mm:ss', or 'h:mm:ss' from an hour; never negative. */
  clock: (ms: number) => string;
};

export type DayStyle = 'short' | 'medium' | 'long';
type Instant = string | number | Date;

// Nepal has kept UTC+5:45 all year since 1986 (no daylight saving): a fixed offset gives its days and clock exactly.
const NEPAL_OFFSET_MS = (5 * 60 + 45) * 60_000;

const RELATIVE_UNITS = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
] as const;

const DURATION_UNITS = [
  ['days', 86_400],
  ['hours', 3600],
  ['minutes', 60],
  ['seconds', 1],
] as const;

// Intl.NumberFormat is costly to build and lists format hundreds of values: one per option set.
const numberFormats = new Map<string, Intl.NumberFormat>();

const toDate = (instant: Instant) => (instant instanceof Date ? instant : new Date(instant));
/** The instant moved by Nepal's offset, so its UTC fields read as Nepal's calendar and clock. */
const inNepal = (instant: Instant) => new Date(toDate(instant).getTime() + NEPAL_OFFSET_MS);
const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The calendar day (YYYY-MM-DD) an instant falls on in Nepal. */
export function nepalDayOf(instant: Instant): string {
  return inNepal(instant).toISOString().slice(0, 10);
}

/** An instant as a datetime-local input shows it in Nepal time: '2026-11-22T11:45'. */
export function toNepalInputValue(instant: Instant): string {
  return inNepal(instant).toISOString().slice(0, 16);
}

/** The instant a datetime-local input's value ('2026-11-22T11:45') means in Nepal time, as ISO 8601. */
export function fromNepalInputValue(value: string): string {
  return new Date(Date.parse(`${value}:00Z`) - NEPAL_OFFSET_MS).toISOString();
}

export { localDigits };

let converter: BikramSambatConverter | undefined;

/**
 * Gives `day()` the Bikram Sambat converter. Only Nepali readers need it, so it is not in the first visit's JavaScript:
 * lib/i18n.ts loads it with the Nepali texts, before anything is shown in Nepali (decision 076).
 */
export function setBikramSambatConverter(loaded: BikramSambatConverter) {
  converter = loaded;
}

/** The Bikram Sambat date (month 1-12) of a Nepal calendar day (YYYY-MM-DD), or null outside the converter's years or before it loaded. */
export function bikramSambat(isoDay: string): BikramSambatDay | null {
  return converter ? toBikramSambat(converter, isoDay) : null;
}

/** The Nepal calendar day (YYYY-MM-DD) of a Bikram Sambat date, or null for a day that does not exist or before the converter loaded. */
export function adFromBikramSambat(bs: BikramSambatDay): string | null {
  return converter ? fromBikramSambat(converter, bs) : null;
}

function createFormat(language: Language): Format {
  const digits = (value: number | string) => localDigits(String(value), language);
  const text = (key: string, values: Record<string, unknown> = {}) => translator.t(`format.${key}`, { lng: language, ns: 'common', ...values });
  const unit = (name: (typeof DURATION_UNITS)[number][0] | 'rupees', value: string) => text(`units.${name}`, { value });
  const number: Format['number'] = (value, { minimumFractionDigits = 0, maximumFractionDigits = Math.max(2, minimumFractionDigits) } = {}) => {
    const key = `${minimumFractionDigits}:${maximumFractionDigits}`;
    let grouped = numberFormats.get(key);
    if (!grouped) numberFormats.set(key, (grouped = new Intl.NumberFormat('en-IN', { minimumFractionDigits, maximumFractionDigits })));
    return digits(grouped.format(value));
  };

  const adDay = (isoDay: string, style: DayStyle) => {
    const [year, month, date] = isoDay.split('-').map(Number) as [number, number, number];
    const monthName = text(`months.${style === 'long' ? 'long' : 'short'}.${month - 1}`);
    return text(`day.${style}`, { year: digits(year), month: monthName, day: digits(date) });
  };
  const bikramSambatDay = (isoDay: string, style: DayStyle) => {
    const bs = language === 'ne' ? bikramSambat(isoDay) : null;
    return bs && text(`day.${style}`, { year: digits(bs.year), month: text(`bikramSambat.months.${bs.month - 1}`), day: digits(bs.day) });
  };
  // Nepali readers read both calendars (decision 091): BS first, the AD day they meet on notices and phones beside it.
  const day = (isoDay: string, style: DayStyle = 'medium') => {
    const written = bikramSambatDay(isoDay, style);
    return written ? text('bikramSambat.withAd', { date: written, ad: adDay(isoDay, style) }) : adDay(isoDay, style);
  };
  const time = (instant: Instant, { seconds = false } = {}) => {
    const clock = inNepal(instant);
    const hours = clock.getUTCHours();
    return text(seconds ? 'time.withSeconds' : 'time.short', {
      hour12: digits(hours % 12 || 12),
      hour24: digits(twoDigits(hours)),
      minute: digits(twoDigits(clock.getUTCMinutes())),
      second: digits(twoDigits(clock.getUTCSeconds())),
      period: text(hours < 12 ? 'time.am' : 'time.pm'),
    });
  };

  return {
    language,
    number,
    digits,
    rupees: (paisa) => unit('rupees', number(paisa / 100, { minimumFractionDigits: paisa % 100 ? 2 : 0 })),
    percent: (value) => `${digits(Math.round(value * 10) / 10)}%`,
    marks: (value) => (value < 0 ? `−${digits(Math.abs(value))}` : digits(value)),
    day,
    axisDay: (isoDay) => bikramSambatDay(isoDay, 'short') ?? adDay(isoDay, 'short'),
    date: (instant, style) => day(nepalDayOf(instant), style),
    time,
    dateTime: (instant, style) => `${day(nepalDayOf(instant), style)}, ${time(instant)}`,
    relativeTime: (instant, now = Date.now()) => {
      const seconds = Math.round((toDate(instant).getTime() - now) / 1000);
      const found = RELATIVE_UNITS.find(([, size]) => Math.abs(seconds) >= size);
      if (!found) return text('relative.now');
      const count = Math.trunc(Math.abs(seconds) / found[1]);
      return text(`relative.${seconds < 0 ? 'past' : 'future'}.${found[0]}`, { count });
    },
    duration: (ms) => {
      const seconds = Math.round(Math.max(0, ms) / 1000);
      const largest = DURATION_UNITS.findIndex(([, size]) => seconds >= size);
      if (largest === -1 || largest === DURATION_UNITS.length - 1) return unit('seconds', digits(seconds));
      const [name, size] = DURATION_UNITS[largest]!;
      const [nextName, nextSize] = DURATION_UNITS[largest + 1]!;
      return `${unit(name, digits(Math.floor(seconds / size)))} ${unit(nextName, digits(twoDigits(Math.floor((seconds % size) / nextSize))))}`;
    },
    clock: (ms) => {
      const total = Math.max(0, Math.ceil(ms / 1000));
      const hours = Math.floor(total / 3600);
      const minutes = twoDigits(Math.floor((total % 3600) / 60));
      const seconds = twoDigits(total % 60);
      return digits(hours ? `${hours}:${minutes}:${seconds}` : `${minutes}:${seconds}`);
    },
  };
}

const formats = new Map<Language, Format>();

/** The `Format` of a language (English for any other code). */
export function formatFor(language: string): Format {
  const code: Language = language === 'ne' ? 'ne' : 'en';
  let format = formats.get(code);
  if (!format) formats.set(code, (format = createFormat(code)));
  return format;
}

/** The `Format` of the language chosen now; the component re-renders when it changes. */
export function useFormat(): Format {
  const { i18n } = useTranslation();
  return useMemo(() => formatFor(i18n.language), [i18n.language]);
}
