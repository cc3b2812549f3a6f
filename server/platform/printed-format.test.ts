import { describe, expect, it } from 'vitest';
import { printedFormat } from './printed-format';

describe('printedFormat', () => {
  const en = printedFormat('en');
  const ne = printedFormat('ne');

  it('writes Nepal days in Bikram Sambat with Devanagari digits for Nepali readers, across a new year', () => {
    expect(ne.day('2026-04-13')).toBe('२०८२ चैत ३०');
    expect(ne.day('2026-04-14')).toBe('२०८३ वैशाख १');
    expect(ne.day('2026-11-22')).toBe('२०८३ मङ्सिर ६');
    expect(en.day('2026-11-22')).toBe('22 November 2026');
  });

  it('reads an instant on Nepal’s calendar and clock, whatever the server’s zone', () => {
    // 20:00 UTC on 13 April is already 1 Baisakh in Kathmandu.
    expect(ne.dateTime(new Date('2026-04-13T20:00:00Z'))).toBe('२०८३ वैशाख १, ०१:४५');
    expect(en.dateTime(new Date('2026-04-13T20:00:00Z'))).toBe('14 April 2026, 01:45');
  });

  it('groups numbers the Nepali way in both languages', () => {
    expect(ne.number(1234567.5)).toBe('१२,३४,५६७.५');
    expect(en.number(1234567.5)).toBe('12,34,567.5');
    expect(ne.digits('2019, 2021')).toBe('२०१९, २०२१');
  });

  it('writes a day outside the converter’s years in digits', () => {
    expect(ne.day('1900-01-01')).toBe('१९००-०१-०१');
  });
});
