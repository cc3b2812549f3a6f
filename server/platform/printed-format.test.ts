import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { printedFormat } from './printed-format';

// The web's texts, read rather than imported (the server cannot import web/): the month names both sides write.
const webFormat = (language: 'en' | 'ne') =>
  (JSON.parse(readFileSync(new URL(`../../web/src/locales/${language}/common.json`, import.meta.url), 'utf8')) as {
    format: { months: { short: string[]; long: string[] }; bikramSambat: { months: string[] } };
  }).format;

describe('printedFormat', () => {
  const en = printedFormat('en');
  const ne = printedFormat('ne');

  // The strings web/src/lib/format.test.ts expects of the web's medium day (decision 091): both sides agree.
  it.each([
    ['2026-11-22', '२०८३ मङ्सिर ६ (२०२६ नोभे. २२)'],
    ['2026-04-13', '२०८२ चैत ३० (२०२६ अप्रि. १३)'],
    ['2026-04-14', '२०८३ वैशाख १ (२०२६ अप्रि. १४)'],
    ['2027-03-05', '२०८३ फागुन २१ (२०२७ मार्च ५)'],
    ['1900-01-01', '१९०० जन. १'],
  ])('writes %s for a Nepali reader as the web does: %s', (isoDay, written) => {
    expect(ne.day(isoDay)).toBe(written);
  });

  it('keeps AD for English readers', () => {
    expect(en.day('2026-11-22')).toBe('22 November 2026');
    expect(en.day('2026-04-14')).toBe('14 April 2026');
  });

  it('writes every month with the web’s names: BS first, the AD day in brackets', () => {
    const web = { en: webFormat('en'), ne: webFormat('ne') };
    for (let month = 1; month <= 12; month++) {
      const isoDay = `2027-${String(month).padStart(2, '0')}-01`;
      const [, bsMonth, adMonth] = /^\S+ (\S+) \S+ \(२०२७ (\S+) १\)$/.exec(ne.day(isoDay)) ?? [];
      expect(adMonth).toBe(web.ne.months.short[month - 1]);
      // BS months begin between the 13th and the 18th of an AD month: the 1st lies in the BS month four before (1 January in Poush).
      expect(bsMonth).toBe(web.ne.bikramSambat.months[(month + 7) % 12]);
      expect(en.day(isoDay)).toBe(`1 ${web.en.months.long[month - 1]} 2027`);
    }
  });

  it('reads an instant on Nepal’s calendar and clock, whatever the server’s zone', () => {
    // 20:00 UTC on 13 April is already 1 Baisakh in Kathmandu.
    expect(ne.dateTime(new Date('2026-04-13T20:00:00Z'))).toBe('२०८३ वैशाख १ (२०२६ अप्रि. १४), ०१:४५');
    expect(en.dateTime(new Date('2026-04-13T20:00:00Z'))).toBe('14 April 2026, 01:45');
    // The web's '२०८३ मङ्सिर ६ (२०२६ नोभे. २२), १४:५०'.
    expect(ne.dateTime(new Date('2026-11-22T09:05:00Z'))).toBe('२०८३ मङ्सिर ६ (२०२६ नोभे. २२), १४:५०');
  });

  it('groups numbers the Nepali way in both languages', () => {
    expect(ne.number(1234567.5)).toBe('१२,३४,५६७.५');
    expect(en.number(1234567.5)).toBe('12,34,567.5');
    expect(ne.digits('2019, 2021')).toBe('२०१९, २०२१');
  });
});
