import { describe, expect, it } from 'vitest';
import { AskQuestionBody, detectQuestionLanguage } from './tutor';

describe('detectQuestionLanguage', () => {
  it.each([
    ['What is the photoelectric effect?', 'en'],
    ['प्रकाश विद्युत प्रभाव भनेको के हो?', 'ne'],
    ['Ohm को नियम के हो?', 'ne'],
    ['Explain Newton’s second law (न्युटन)', 'en'],
    ['$F = ma$ ?', 'en'],
  ])('%s → %s', (question, language) => {
    expect(detectQuestionLanguage(question)).toBe(language);
  });
});

describe('AskQuestionBody', () => {
  it('trims the question, refuses a blank one and answers in the question’s language by default', () => {
    expect(AskQuestionBody.parse({ question: '  Why?  ' })).toEqual({ question: 'Why?', language: 'auto' });
    expect(AskQuestionBody.safeParse({ question: '   ' }).error?.issues[0]?.message).toBe('Please type a question');
    expect(AskQuestionBody.safeParse({ question: 'Why?', language: 'hi' }).success).toBe(false);
  });
});
