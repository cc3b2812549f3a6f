import converterModule from 'nepali-date-converter';
import type { ReaderLanguage } from '@common/academics';
import { localDigits, toBikramSambat, type BikramSambatConverter } from '@common/nepali-calendar';
import { nepalDate } from './clock';

// The months as the web writes them (web/src/locales/*/common.json: format.months.long, format.bikramSambat.months).
const AD_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const BS_MONTHS = ['वैशाख', 'जेठ', 'असार', 'साउन', 'भदौ', 'असोज', 'कात्तिक', 'मङ्सिर', 'पुस', 'माघ', 'फागुन', 'चैत'];

// Node loads the package's UMD build, whose exports hold the class as `default`; the server bundle loads its ES module.
const loaded = converterModule as unknown as BikramSambatConverter | { default: BikramSambatConverter };
const NepaliDate = 'default' in loaded ? loaded.default : loaded;

const grouped = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/**
 * Numbers and dates in what the server prints for a reader (PDFs), as the web's format module writes them (decision
 * 076): Nepali readers read Devanagari digits and Bikram Sambat days, English readers AD; days and times are Nepal's.
 */
export function printedFormat(language: ReaderLanguage) {
  const digits = (value: number | string) => localDigits(String(value), language);
  /** A Nepal calendar day (YYYY-MM-DD): '22 November 2026' / '२०८३ मङ्सिर ६'. */
  const day = (isoDay: string) => {
    const [year, month, date] = isoDay.split('-').map(Number) as [number, number, number];
    const bs = language === 'ne' ? toBikramSambat(NepaliDate, isoDay) : null;
    if (bs) return `${digits(bs.year)} ${BS_MONTHS[bs.month - 1]} ${digits(bs.day)}`;
    // Outside the converter's years a Nepali reader reads the AD day in digits only.
    return language === 'ne' ? digits(isoDay) : `${date} ${AD_MONTHS[month - 1]} ${year}`;
  };
  /** The Nepal day and 24-hour clock time of an instant: '22 November 2026, 14:30' / '२०८३ मङ्सिर ६, १४:३०'. */
  const dateTime = (at: Date) => `${day(nepalDate(at))}, ${digits(new Date(at.getTime() + (5 * 60 + 45) * 60_000).toISOString().slice(11, 16))}`;
  return { language, digits, day, dateTime, number: (value: number) => digits(grouped.format(value)) };
}
export type PrintedFormat = ReturnType<typeof printedFormat>;
