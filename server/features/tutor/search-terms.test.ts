import { describe, expect, it } from 'vitest';
import { searchTermsOf } from './search-terms';

describe('searchTermsOf', () => {
  it('keeps what an English question is about, not how to answer it', () => {
    expect(searchTermsOf("Please explain Bernoulli's theorem step by step").english).toBe('bernoulli theorem by');
  });

  it('searches Nepali words by their stems, as prefixes, without question words', () => {
    const terms = searchTermsOf('वाच्यको परिभाषा के हो? कर्मवाच्यलाई उदाहरण सहित बताउनुहोस्।');
    expect(terms.devanagari).toBe("'वाच्य':* | 'परिभाषा':* | 'कर्मवाच्य':*");
    expect(terms.english).toBe('');
  });

  it('reads a question mixing both scripts, and gives the trigram fallback its longer words', () => {
    const terms = searchTermsOf('Ohm को नियम explain गर्नुहोस्');
    expect(terms.english).toBe('ohm');
    expect(terms.devanagari).toBe("'नियम':*");
    expect(terms.words).toEqual(['ohm', 'नियम']);
  });

  it('lets no quote, backslash or operator of the question into the query', () => {
    expect(searchTermsOf("नेपाल' | !भाषा\\ & (व्याकरण):*").devanagari).toBe("'नेपाल':* | 'भाषा':* | 'व्याकरण':*");
  });

  it('finds nothing to search in punctuation alone', () => {
    expect(searchTermsOf('?? !!')).toEqual({ english: '', devanagari: null, words: [] });
  });
});
