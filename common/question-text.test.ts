import { describe, expect, it } from 'vitest';
import { normalizeQuestionText, questionSearchWords } from './question-text';

describe('normalizeQuestionText', () => {
  it.each([
    ["State Bernoulli's theorem.", 'bernoulli s theorem'],
    ['  Define   ELECTRIC flux; state Gauss’s law!  ', 'electric flux gauss s law'],
    ['What is meant by the half-life of a radioactive sample?', 'half life radioactive sample'],
    ['Calculate $\\frac{dy}{dx}$ if $y = x^2$', 'calculate dy dx if y x 2'],
    ['Résumé — café', 'resume cafe'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(normalizeQuestionText(input)).toBe(expected);
  });

  it('gives the same text to rewordings that only swap instruction verbs and articles', () => {
    expect(normalizeQuestionText("Define Ohm's law.")).toBe(normalizeQuestionText("State the Ohm's law"));
    expect(normalizeQuestionText('Explain the photoelectric effect.')).toBe(normalizeQuestionText('What is photoelectric effect?'));
  });

  it('keeps Devanagari words whole, vowel signs and conjuncts included, and drops the Nepali instruction words', () => {
    expect(normalizeQuestionText("'पुस्तकालयको महत्त्व' विषयमा एउटा निबन्ध लेख्नुहोस्।")).toBe('पुस्तकालयको महत्त्व निबन्ध');
    expect(normalizeQuestionText('कथाका तत्त्वहरू के के हुन्? कुनै एउटा कथाका आधारमा तिनको चर्चा गर्नुहोस्।')).toBe('कथाका तत्त्वहरू कथाका तिनको');
    expect(questionSearchWords('किताब')).toEqual(['किताब']);
  });

  it('keeps numbers and Greek letters, which tell numerical questions apart', () => {
    expect(normalizeQuestionText('Find λ when θ = 30°')).toBe('find λ θ 30');
  });
});

describe('questionSearchWords', () => {
  it('normalises a search like the stored questions and drops repeats', () => {
    expect(questionSearchWords("  Bernoulli's THEOREM theorem ")).toEqual(['bernoulli', 's', 'theorem']);
    expect(questionSearchWords(undefined)).toEqual([]);
    expect(questionSearchWords('the of ?')).toEqual([]);
  });
});
