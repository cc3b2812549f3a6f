import i18next from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from './i18n';

/**
 * Every number, date, time and duration the web shows, written for the reader's language (docs/decisions/026):
 * Nepali gets Devanagari digits (०-९) everywhere, English the Indian grouping (12,34,567) Nepal uses; calendar days
 * are Nepal's (Asia/Kathmandu), whatever the device's time zone. Screens take a `Format` from `useFormat()`.
 *
 * Every calendar day shown passes through `day()`, so another calendar (Bikram Sambat) is added there alone.
 */
export type Format = {
  language: Language;
  /** 1234567.5 → '12,34,567.5' / '१२,३४,५६७.५': a count or an amount, grouped, with 0-2 decimals unless told. */
  number: (value: number, options?: { minimumFractionDigits?: number; maximumFractionDigits?: number }) => string;
  /** The digits of a number or of a written code (a phone number, '9+', a version) as the reader writes them, nothing else changed. */
  digits: (value: number | string) => string;
  /** 70 → '70%', 33.333 → '33.3%': a percentage (0-100) with at most one decimal. */
  percent: (value: number) => string;
  /** 2.5 → '2.5', -0.25 → '−0.25': marks as printed on a result (a true minus sign). */
  marks: (value: number) => string;
  /** A calendar day given as YYYY-MM-DD (an exam date): 'short' 21 Nov, 'medium' 21 Nov 2026 (default), 'long' 21 November 2026. */
  day: (day: string, style?: DayStyle) => string;
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

const NEPAL_TIME_ZONE = 'Asia/Kathmandu';
// Nepal has kept UTC+5:45 all year since 1986 (no daylight saving), so a fixed offset converts form inputs exactly.
const NEPAL_OFFSET_MS = (5 * 60 + 45) * 60_000;
const LOCALES: Record<Language, string> = { en: 'en-IN', ne: 'ne-NP' };
const DEVANAGARI_ZERO = 0x0966;

const DAY_PARTS: Record<DayStyle, Intl.DateTimeFormatOptions> = {
  short: { day: 'numeric', month: 'short' },
  medium: { day: 'numeric', month: 'short', year: 'numeric' },
  long: { day: 'numeric', month: 'long', year: 'numeric' },
};

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const DURATION_UNITS = [
  ['days', 86_400],
  ['hours', 3600],
  ['minutes', 60],
  ['seconds', 1],
] as const;

// Intl formatters are costly to build and lists format hundreds of values: one of each kind per language.
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(key: string, build: () => T): T {
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) cache.set(key, (formatter = build()));
  return formatter;
}

const toDate = (instant: Instant) => (instant instanceof Date ? instant : new Date(instant));

/** The calendar day (YYYY-MM-DD) an instant falls on in Nepal. */
export function nepalDayOf(instant: Instant): string {
  return cached('nepal-day', () => new Intl.DateTimeFormat('en-CA', { timeZone: NEPAL_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })).format(
    toDate(instant),
  );
}

/** An instant as a datetime-local input shows it in Nepal time: '2026-11-22T11:45'. */
export function toNepalInputValue(instant: Instant): string {
  return new Date(toDate(instant).getTime() + NEPAL_OFFSET_MS).toISOString().slice(0, 16);
}

/** The instant a datetime-local input's value ('2026-11-22T11:45') means in Nepal time, as ISO 8601. */
export function fromNepalInputValue(value: string): string {
  return new Date(Date.parse(`${value}:00Z`) - NEPAL_OFFSET_MS).toISOString();
}

/** ASCII digits in `text` written as the language writes them (Devanagari for Nepali). */
export function localDigits(text: string, language: string): string {
  if (language !== 'ne') return text;
  return text.replace(/[0-9]/g, (digit) => String.fromCharCode(DEVANAGARI_ZERO + Number(digit)));
}

function createFormat(language: Language): Format {
  const locale = LOCALES[language];
  const digits = (value: number | string) => localDigits(String(value), language);
  const twoDigits = (value: number) => digits(String(value).padStart(2, '0'));
  const unit = (name: (typeof DURATION_UNITS)[number][0], value: string) => i18next.t(`units.${name}`, { lng: language, ns: 'common', value });

  const day = (isoDay: string, style: DayStyle = 'medium') =>
    cached(`day:${language}:${style}`, () => new Intl.DateTimeFormat(locale, { ...DAY_PARTS[style], timeZone: 'UTC' })).format(
      new Date(`${isoDay}T00:00:00Z`),
    );
  const time = (instant: Instant, { seconds = false } = {}) =>
    cached(
      `time:${language}:${seconds}`,
      () => new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', ...(seconds ? { second: '2-digit' } : {}), timeZone: NEPAL_TIME_ZONE }),
    ).format(toDate(instant));

  return {
    language,
    number: (value, { minimumFractionDigits = 0, maximumFractionDigits = Math.max(2, minimumFractionDigits) } = {}) =>
      cached(
        `number:${language}:${minimumFractionDigits}:${maximumFractionDigits}`,
        () => new Intl.NumberFormat(locale, { minimumFractionDigits, maximumFractionDigits }),
      ).format(value),
    digits,
    percent: (value) => `${digits(Math.round(value * 10) / 10)}%`,
    marks: (value) => (value < 0 ? `−${digits(Math.abs(value))}` : digits(value)),
    day,
    date: (instant, style) => day(nepalDayOf(instant), style),
    time,
    dateTime: (instant, style) => `${day(nepalDayOf(instant), style)}, ${time(instant)}`,
    relativeTime: (instant, now = Date.now()) => {
      const seconds = Math.round((toDate(instant).getTime() - now) / 1000);
      const relative = cached(`relative:${language}`, () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
      for (const [name, size] of RELATIVE_UNITS) {
        if (Math.abs(seconds) >= size) return relative.format(Math.trunc(seconds / size), name);
      }
      return relative.format(0, 'second');
    },
    duration: (ms) => {
      const seconds = Math.round(Math.max(0, ms) / 1000);
      const largest = DURATION_UNITS.findIndex(([, size]) => seconds >= size);
      if (largest === -1 || largest === DURATION_UNITS.length - 1) return unit('seconds', digits(seconds));
      const [name, size] = DURATION_UNITS[largest]!;
      const [nextName, nextSize] = DURATION_UNITS[largest + 1]!;
      return `${unit(name, digits(Math.floor(seconds / size)))} ${unit(nextName, twoDigits(Math.floor((seconds % size) / nextSize)))}`;
    },
    clock: (ms) => {
      const total = Math.max(0, Math.ceil(ms / 1000));
      const hours = Math.floor(total / 3600);
      const minutes = Math.floor((total % 3600) / 60);
      const seconds = twoDigits(total % 60);
      return hours ? `${digits(hours)}:${twoDigits(minutes)}:${seconds}` : `${twoDigits(minutes)}:${seconds}`;
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
