/**
 * Words that carry no meaning of their own in an exam question: articles and particles, plus the
 * instruction verbs examiners swap between years ("Define…" one year, "What is…" the next).
 * Dropping them lets trigram similarity compare what a question is about.
 */
const FILLER_WORDS = new Set([
  'a', 'an', 'the', 'of', 'and', 'or', 'to', 'in', 'on', 'for', 'with', 'by', 'as', 'at', 'from', 'into', 'its', 'it',
  'is', 'are', 'was', 'were', 'be', 'been', 'this', 'that', 'these', 'those', 'what', 'which', 'how', 'why', 'when',
  'do', 'does', 'you', 'your', 'their', 'his', 'her', 'also', 'any', 'each', 'one', 'two', 'both', 'between', 'about',
  'define', 'defined', 'explain', 'state', 'write', 'describe', 'briefly', 'brief', 'short', 'note', 'notes', 'discuss',
  'give', 'mention', 'meant', 'mean', 'means', 'term', 'terms', 'following', 'suitable', 'example', 'examples',
  'necessary', 'diagram', 'neat', 'labelled', 'help', 'using', 'use', 'can', 'will', 'should', 'would', 'hence',
  // The same for Nepali papers: "the given", "write", "do", "what", "any one", "and", "in your own words"…
  'दिइएको', 'दिइएका', 'गर्नुहोस्', 'लेख्नुहोस्', 'दिनुहोस्', 'बताउनुहोस्', 'देखाउनुहोस्', 'बदल्नुहोस्', 'लेखी', 'दिई',
  'के', 'हो', 'हुन्', 'कुन', 'कुनै', 'एउटा', 'एक', 'र', 'वा', 'तथा', 'पनि', 'आफ्नै', 'शब्दमा', 'विषयमा', 'शीर्षकमा',
  'आधारमा', 'चर्चा', 'परिचय', 'उल्लेख', 'स्पष्ट', 'संक्षेपमा', 'उदाहरणसहित',
]);

/**
 * The form of a past-paper question that similarity is computed on: accents removed, lower case,
 * punctuation and LaTeX markup turned into spaces, filler words dropped, spacing collapsed. Devanagari keeps its
 * vowel signs and virama (combining marks that are part of a word, not accents).
 * Stored in past_paper_questions.normalized_text; pg_trgm compares these.
 */
export function normalizeQuestionText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\\[a-z]+/g, ' ')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .split(' ')
    .filter((word) => word && !FILLER_WORDS.has(word))
    .join(' ');
}

/** The words a search must find, normalised the same way as the stored questions (empty: no search). */
export function questionSearchWords(search: string | undefined): string[] {
  if (!search) return [];
  return [...new Set(normalizeQuestionText(search).split(' ').filter(Boolean))];
}
