import converterModule from 'nepali-date-converter';
import type { ReaderLanguage } from '@common/academics';
import { localDigits, toBikramSambat, type BikramSambatConverter } from '@common/nepali-calendar';
import { nepalDate } from './clock';

// The months as the web writes them (web/src/locales/*/common.json: en format.months.long, ne format.months.short and
// format.bikramSambat.months); printed-format.test.ts fails when the two sides part.
const AD_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const NEPALI_AD_MONTHS = ['जन.', 'फेब्रु.', 'मार्च', 'अप्रि.', 'मे', 'जुन', 'जुला.', 'अग.', 'सेप्टे.', 'अक्टो.', 'नोभे.', 'डिसे.'];
const BS_MONTHS = ['वैशाख', 'जेठ', 'असार', 'साउन', 'भदौ', 'असोज', 'कात्तिक', 'मङ्सिर', 'पुस', 'माघ', 'फागुन', 'चैत'];

// Node loads the package's UMD build, whose exports hold the class as `default`; the server bundle loads its ES module.
const loaded = converterModule as unknown as BikramSambatConverter | { default: BikramSambatConverter };
const NepaliDate = 'default' in loaded ? loaded.default : loaded;

const grouped = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/**
 * Numbers and dates in what the server prints for a reader (PDFs, mails), as the web's format module writes them
 * (decisions 076, 091): Nepali readers read Devanagari digits and Bikram Sambat days with the AD day beside them, English
 * readers AD; days and times are Nepal's.
 */
export function printedFormat(language: ReaderLanguage) {
  const digits = (value: number | string) => localDigits(String(value), language);
  /** A Nepal calendar day (YYYY-MM-DD) as the web's `day()` writes it: '22 November 2026' (long) / '२०८३ मङ्सिर ६ (२०२६ नोभे. २२)' (medium). */
  const day = (isoDay: string) => {
    const [year, month, date] = isoDay.split('-').map(Number) as [number, number, number];
    if (language === 'en') return `${date} ${AD_MONTHS[month - 1]} ${year}`;
    const ad = `${digits(year)} ${NEPALI_AD_MONTHS[month - 1]} ${digits(date)}`;
    const bs = toBikramSambat(NepaliDate, isoDay);
    // Outside the converter's years a Nepali reader reads the AD day alone, as on the web.
    return bs ? `${digits(bs.year)} ${BS_MONTHS[bs.month - 1]} ${digits(bs.day)} (${ad})` : ad;
  };
  /** The Nepal day and 24-hour clock time of an instant: '22 November 2026, 14:30' / '२०८३ मङ्सिर ६ (२०२६ नोभे. २२), १४:३०'. */
  const dateTime = (at: Date) => `${day(nepalDate(at))}, ${digits(new Date(at.getTime() + (5 * 60 + 45) * 60_000).toISOString().slice(11, 16))}`;
  return { language, digits, day, dateTime, number: (value: number) => digits(grouped.format(value)) };
}
export type PrintedFormat = ReturnType<typeof printedFormat>;
