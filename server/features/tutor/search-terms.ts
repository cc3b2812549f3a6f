/** Words that say how to answer, not what about: matching them would rank every passage alike. */
const ENGLISH_NOISE = new Set([
  'explain', 'explanation', 'describe', 'define', 'definition', 'tell', 'please', 'kindly', 'help', 'step', 'steps', 'briefly',
  'brief', 'detail', 'detailed', 'details', 'simple', 'simply', 'words', 'understand', 'mean', 'meaning', 'means', 'give',
  'know', 'want', 'need', 'can', 'could', 'would', 'should', 'solve', 'question', 'answer', 'nepali', 'english',
]);

/** Nepali function and question words (PostgreSQL has no Nepali stop-word list). */
const NEPALI_NOISE = new Set([
  'के', 'हो', 'हुन्', 'छ', 'छन्', 'छैन', 'र', 'वा', 'तथा', 'को', 'का', 'की', 'मा', 'ले', 'लाई', 'बाट', 'भन्दा', 'पनि', 'यो', 'त्यो',
  'यस', 'उक्त', 'भनेको', 'भन्नाले', 'कसरी', 'किन', 'कुन', 'कति', 'कहाँ', 'कस्तो', 'गर्नुहोस्', 'बताउनुहोस्', 'व्याख्या', 'लेख्नुहोस्',
  'दिनुहोस्', 'सम्झाउनुहोस्', 'चरणबद्ध', 'एक', 'म', 'मलाई', 'हामी', 'तपाईं', 'कृपया', 'गर्ने', 'हुन्छ', 'थियो', 'थिए', 'बारे', 'बारेमा',
  'उदाहरण', 'सहित', 'अर्थ',
]);

/** Case endings and plural markers written onto Nepali nouns; a word is searched by its stem as a prefix. */
const NEPALI_SUFFIXES = ['हरूलाई', 'हरूको', 'हरूमा', 'हरूले', 'हरूबाट', 'हरू', 'द्वारा', 'लाई', 'बाट', 'भन्दा', 'सँग', 'को', 'का', 'की', 'ले', 'मा'];

const DEVANAGARI_WORD = /[\u0900-\u097F]/u;
const MAX_WORDS = 12;

function nepaliStem(word: string): string {
  for (const suffix of NEPALI_SUFFIXES) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 2) return word.slice(0, -suffix.length);
  }
  return word;
}

/** A tsquery lexeme written literally (quotes and backslashes escaped). */
const quoteLexeme = (word: string) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

export type SearchTerms = {
  /** The English words of the question, for to_tsvector('english', …) (stemmed and stop-words dropped there). */
  english: string;
  /** An OR tsquery of the Devanagari word stems as prefixes, for the 'simple' vectors; null without any. */
  devanagari: string | null;
  /** The meaningful words in both scripts, for the trigram fallback when full-text search finds nothing. */
  words: string[];
};

/** What to search the study passages for, from a question in English, Nepali or both. */
export function searchTermsOf(question: string): SearchTerms {
  const tokens = question.toLowerCase().normalize('NFC').split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);
  const english: string[] = [];
  const stems: string[] = [];
  for (const token of tokens) {
    if (DEVANAGARI_WORD.test(token)) {
      if (NEPALI_NOISE.has(token)) continue;
      const stem = nepaliStem(token);
      if (stem.length >= 2 && !NEPALI_NOISE.has(stem)) stems.push(stem);
    } else if (token.length >= 2 && !ENGLISH_NOISE.has(token)) {
      english.push(token);
    }
  }
  const uniqueStems = [...new Set(stems)].slice(0, MAX_WORDS);
  const words = [...new Set([...english.filter((word) => word.length >= 3), ...uniqueStems])].slice(0, MAX_WORDS);
  return {
    english: english.slice(0, MAX_WORDS * 2).join(' '),
    devanagari: uniqueStems.length ? uniqueStems.map((stem) => `${quoteLexeme(stem)}:*`).join(' | ') : null,
    words,
  };
}
