/**
 * Bikram Sambat days and Devanagari digits, for the web's format module and the server's printed texts (decision 076).
 * The converter is passed in: the web loads it only for Nepali readers, the server imports it where it prints.
 */
type BikramSambatDate = { getYear(): number; getMonth(): number; getDate(): number; toJsDate(): Date };
/** What is used of nepali-date-converter's class (common/ imports no library): from an AD `Date`, or from a BS year, month index and day. */
export type BikramSambatConverter = {
  new (date: Date): BikramSambatDate;
  new (year: number, monthIndex: number, day: number): BikramSambatDate;
};
export type BikramSambatDay = { year: number; month: number; day: number };

// The converter's table starts on 1 Baisakh 2000 (14 April 1943) and ends with 2090 BS; it throws after its end only.
const FIRST_BS_DAY = '1943-04-14';
const DEVANAGARI_ZERO = 0x0966;

/** The Bikram Sambat date (month 1-12) of a Nepal calendar day (YYYY-MM-DD), or null outside the converter's years. */
export function toBikramSambat(converter: BikramSambatConverter, isoDay: string): BikramSambatDay | null {
  if (isoDay < FIRST_BS_DAY) return null;
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  try {
    // The converter reads a Date's local calendar fields, so local midnight of the day gives that day in any zone;
    // never a UTC instant, which is another day in Nepal for 5 h 45 min of every day (STACK-NOTES).
    const converted = new converter(new Date(year, month - 1, day));
    return { year: converted.getYear(), month: converted.getMonth() + 1, day: converted.getDate() };
  } catch {
    return null;
  }
}

/** The Nepal calendar day (YYYY-MM-DD) of a Bikram Sambat date (month 1-12), or null when there is no such day (32 Baisakh, a year outside the table). */
export function fromBikramSambat(converter: BikramSambatConverter, { year, month, day }: BikramSambatDay): string | null {
  try {
    const ad = new converter(year, month - 1, day).toJsDate();
    const iso = `${ad.getFullYear()}-${String(ad.getMonth() + 1).padStart(2, '0')}-${String(ad.getDate()).padStart(2, '0')}`;
    // The converter rolls an impossible day into the next month: only a day that converts back is real.
    const back = toBikramSambat(converter, iso);
    return back?.year === year && back.month === month && back.day === day ? iso : null;
  } catch {
    return null;
  }
}

/** ASCII digits in `text` written as the language writes them (Devanagari for Nepali). */
export function localDigits(text: string, language: string): string {
  if (language !== 'ne') return text;
  return text.replace(/[0-9]/g, (digit) => String.fromCharCode(DEVANAGARI_ZERO + Number(digit)));
}
