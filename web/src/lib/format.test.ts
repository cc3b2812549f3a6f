import { beforeAll, describe, expect, it, vi } from 'vitest';
import { bikramSambat, formatFor, fromNepalInputValue, localDigits, setBikramSambatConverter, nepalDayOf, toNepalInputValue } from './format';
import { i18n } from './translator';

const en = formatFor('en');
const ne = formatFor('ne');
const LATIN_DIGIT = /[0-9]/;

beforeAll(async () => {
  await i18n.loadLanguage('ne');
  setBikramSambatConverter((await import('nepali-date-converter')).default);
});

describe('numbers', () => {
  it('groups counts and amounts the way Nepal does, in each language’s digits', () => {
    expect(en.number(1234567.891)).toBe('12,34,567.89');
    expect(ne.number(1234567.891)).toBe('१२,३४,५६७.८९');
    expect(en.number(100)).toBe('100');
    expect(ne.number(100, { maximumFractionDigits: 0 })).toBe('१००');
  });

  it('writes percentages with one decimal, marks with a true minus sign', () => {
    expect(en.percent(33.333)).toBe('33.3%');
    expect(en.percent(70)).toBe('70%');
    expect(ne.percent(66.66)).toBe('६६.७%');
    expect(en.marks(-0.25)).toBe('−0.25');
    expect(ne.marks(-0.25)).toBe('−०.२५');
    expect(ne.marks(2.5)).toBe('२.५');
  });

  it('writes money given in paisa as rupees', () => {
    expect(en.rupees(10_000)).toBe('Rs. 100');
    expect(en.rupees(123_456_750)).toBe('Rs. 12,34,567.50');
    expect(ne.rupees(10_000)).toBe('रु. १००');
  });

  it('changes only the digits of a written code', () => {
    expect(ne.digits('+977 9812345678')).toBe('+९७७ ९८१२३४५६७८');
    expect(ne.digits('9+')).toBe('९+');
    expect(en.digits('+977 9812345678')).toBe('+977 9812345678');
    expect(localDigits('v1.2.0', 'ne')).toBe('v१.२.०');
  });
});

describe('dates and times', () => {
  // 18:30 UTC on 21 November is 00:15 on 22 November in Kathmandu (UTC+5:45).
  const lateEvening = '2026-11-21T18:30:00Z';

  it('takes the calendar day in Nepal, whatever the device’s zone', () => {
    expect(nepalDayOf(lateEvening)).toBe('2026-11-22');
    expect(en.date(lateEvening)).toBe('22 Nov 2026');
    expect(en.date(lateEvening, 'long')).toBe('22 November 2026');
    expect(ne.date(lateEvening)).toBe('२०८३ मङ्सिर ६ (२०२६ नोभे. २२)');
    expect(ne.date(lateEvening, 'long')).toBe('२०८३ मङ्सिर ६ (२०२६ नोभेम्बर २२)');
  });

  it('shows and reads datetime-local inputs in Nepal time', () => {
    expect(toNepalInputValue(lateEvening)).toBe('2026-11-22T00:15');
    expect(fromNepalInputValue('2026-11-22T00:15')).toBe('2026-11-21T18:30:00.000Z');
  });

  it('writes a YYYY-MM-DD day as that day', () => {
    expect(en.day('2027-03-05')).toBe('5 Mar 2027');
    expect(en.day('2027-03-05', 'short')).toBe('5 Mar');
    expect(ne.day('2027-03-05')).toBe('२०८३ फागुन २१ (२०२७ मार्च ५)');
    expect(ne.day('2027-03-05', 'short')).toBe('फागुन २१ (मार्च ५)');
    expect(ne.day('2027-03-05')).not.toMatch(LATIN_DIGIT);
  });

  it('gives Nepali readers both calendars, Bikram Sambat first and AD beside it with a short month name', () => {
    expect(ne.day('2026-11-22')).toBe('२०८३ मङ्सिर ६ (२०२६ नोभे. २२)');
    expect(ne.day('2026-11-22', 'short')).toBe('मङ्सिर ६ (नोभे. २२)');
    expect(ne.dateTime('2026-11-22T09:05:00Z')).toBe('२०८३ मङ्सिर ६ (२०२६ नोभे. २२), १४:५०');
    expect(en.day('2026-11-22')).toBe('22 Nov 2026');
  });

  it('writes a chart axis’s day in the reader’s calendar alone', () => {
    expect(ne.axisDay('2026-11-22')).toBe('मङ्सिर ६');
    expect(en.axisDay('2026-11-22')).toBe('22 Nov');
    expect(ne.axisDay('2040-01-01')).toBe('जन. १');
  });

  it('writes days outside the converter’s years (before 2000 BS, after 2090 BS) in AD in both languages', () => {
    expect(bikramSambat('1943-04-13')).toBeNull();
    expect(bikramSambat('2040-01-01')).toBeNull();
    expect(ne.day('1900-01-01')).toBe('१९०० जन. १');
    expect(ne.day('2040-01-01', 'long')).toBe('२०४० जनवरी १');
    expect(en.day('2040-01-01', 'long')).toBe('1 January 2040');
  });

  it('shows clock times and date-times in Nepal time', () => {
    expect(en.time(lateEvening)).toBe('12:15 am');
    expect(en.time('2026-11-22T09:05:07Z', { seconds: true })).toBe('2:50:07 pm');
    expect(ne.time('2026-11-22T09:05:00Z')).toBe('१४:५०');
    expect(en.dateTime(lateEvening)).toBe('22 Nov 2026, 12:15 am');
    expect(ne.dateTime(lateEvening)).not.toMatch(LATIN_DIGIT);
  });

  it('says how long ago (or how soon) in words', () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    expect(en.relativeTime('2026-11-22T11:55:00Z', now)).toBe('5 minutes ago');
    expect(ne.relativeTime('2026-11-22T11:55:00Z', now)).toBe('५ मिनेट पहिले');
    expect(en.relativeTime('2026-11-21T12:00:00Z', now)).toBe('yesterday');
    expect(en.relativeTime('2026-11-24T12:00:00Z', now)).toBe('in 2 days');
    expect(en.relativeTime('2026-11-22T11:59:40Z', now)).toBe('now');
    expect(ne.relativeTime('2026-11-21T12:00:00Z', now)).toBe('हिजो');
  });
});

describe('Bikram Sambat', () => {
  // Known days: new years (1 Baisakh), the last day of Chaitra before them, Maghe Sankranti (1 Magh), 1 Shrawan,
  // Constitution Day (3 Asoj) and Vijaya Dashami, as published in Nepal's calendars; and the converter's first day.
  const KNOWN: [ad: string, bs: [number, number, number]][] = [
    ['1943-04-14', [2000, 1, 1]],
    ['2024-04-12', [2080, 12, 30]],
    ['2024-04-13', [2081, 1, 1]],
    ['2024-09-19', [2081, 6, 3]],
    ['2024-10-12', [2081, 6, 26]],
    ['2025-01-14', [2081, 10, 1]],
    ['2025-04-13', [2081, 12, 31]],
    ['2025-04-14', [2082, 1, 1]],
    ['2025-07-17', [2082, 4, 1]],
    ['2025-10-02', [2082, 6, 16]],
    ['2026-01-15', [2082, 10, 1]],
    ['2026-04-13', [2082, 12, 30]],
    ['2026-04-14', [2083, 1, 1]],
  ];

  it.each(KNOWN)('%s is %j BS', (ad, [year, month, day]) => {
    expect(bikramSambat(ad)).toEqual({ year, month, day });
  });

  it('writes Nepali days in Bikram Sambat, across a new year', () => {
    expect(ne.day('2026-04-13')).toBe('२०८२ चैत ३० (२०२६ अप्रि. १३)');
    expect(ne.day('2026-04-14')).toBe('२०८३ वैशाख १ (२०२६ अप्रि. १४)');
    expect(ne.day('2026-04-14', 'short')).toBe('वैशाख १ (अप्रि. १४)');
    expect(ne.day('2026-04-14', 'long')).toBe('२०८३ वैशाख १ (२०२६ अप्रिल १४)');
    expect(en.day('2026-04-14', 'long')).toBe('14 April 2026');
    expect(en.day('2026-04-14')).toBe('14 Apr 2026');
  });

  it('converts the Nepal day, whatever the device’s zone', () => {
    // 20:00 UTC on 13 April 2026 is already 1 Baisakh 2083 in Kathmandu (01:45 on the 14th).
    expect(ne.date('2026-04-13T20:00:00Z')).toBe('२०८३ वैशाख १ (२०२६ अप्रि. १४)');
    expect(ne.date('2026-04-13T18:00:00Z')).toBe('२०८२ चैत ३० (२०२६ अप्रि. १३)');
  });
});

describe('durations', () => {
  it('writes a time spent in its two largest units', () => {
    expect(en.duration(44_600)).toBe('45 s');
    expect(en.duration(125_000)).toBe('2 min 05 s');
    expect(en.duration(3_720_000)).toBe('1 h 02 min');
    expect(en.duration(3 * 86_400_000 + 4 * 3_600_000 + 59_000)).toBe('3 d 04 h');
    expect(en.duration(-5)).toBe('0 s');
    expect(ne.duration(125_000)).toBe('२ मिनेट ०५ सेकेन्ड');
    expect(ne.duration(3_720_000)).toBe('१ घण्टा ०२ मिनेट');
  });

  it('counts an exam down as mm:ss, then h:mm:ss', () => {
    expect(en.clock(59_001)).toBe('01:00');
    expect(en.clock(3_600_000 + 65_000)).toBe('1:01:05');
    expect(en.clock(-5)).toBe('00:00');
    expect(ne.clock(125_000)).toBe('०२:०५');
    expect(ne.clock(3_600_000 + 65_000)).toBe('१:०१:०५');
  });
});

describe('numbers inside texts', () => {
  it('come out in the reader’s digits, while strings pass unchanged', () => {
    const english = i18n.getFixedT('en', 'practice');
    const nepali = i18n.getFixedT('ne', 'practice');
    expect(english('exam.answeredCount', { answered: 3, total: 10 })).toBe('3/10 answered');
    expect(nepali('exam.answeredCount', { answered: 3, total: 10 })).toBe('१० मध्ये ३ उत्तर दिइयो');
    expect(nepali('mockTests.lastScore', { score: '7' })).toContain('7');
  });
});

describe('independence from the browser’s locale data', () => {
  it('writes Nepali the same where the runtime has no Nepali locale data (Chrome, on Android too)', () => {
    // Chrome's Intl answers a request for 'ne' in American English; so do these stand-ins.
    const american = (locales?: Intl.LocalesArgument) => ([locales].flat().some((locale) => String(locale).startsWith('ne')) ? 'en-US' : locales);
    vi.stubGlobal(
      'Intl',
      Object.assign(Object.create(Intl) as typeof Intl, {
        DateTimeFormat: class extends Intl.DateTimeFormat {
          constructor(locales?: Intl.LocalesArgument, options?: Intl.DateTimeFormatOptions) {
            super(american(locales), options);
          }
        },
        NumberFormat: class extends Intl.NumberFormat {
          constructor(locales?: Intl.LocalesArgument, options?: Intl.NumberFormatOptions) {
            super(american(locales), options);
          }
        },
        RelativeTimeFormat: class extends Intl.RelativeTimeFormat {
          constructor(locales?: Intl.LocalesArgument, options?: Intl.RelativeTimeFormatOptions) {
            super(american(locales), options);
          }
        },
      }),
    );
    try {
      const now = Date.parse('2026-11-22T12:00:00Z');
      expect(ne.dateTime('2026-11-22T09:05:00Z', 'long')).toBe('२०८३ मङ्सिर ६ (२०२६ नोभेम्बर २२), १४:५०');
      expect(ne.relativeTime('2026-11-21T12:00:00Z', now)).toBe('हिजो');
      expect(ne.relativeTime('2026-11-22T09:00:00Z', now)).toBe('३ घण्टा पहिले');
      expect(ne.number(1234567.891, { maximumFractionDigits: 1 })).toBe('१२,३४,५६७.९');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
