import { describe, expect, it } from 'vitest';
import { isStrongEnough, passwordCriteria, passwordScore, passwordStrengthLabel } from './passwords';

describe('passwordCriteria', () => {
  it('checks length, upper case, lower case, digit and the listed special characters', () => {
    expect(passwordCriteria('Abcdefg1!')).toEqual({
      hasMinLength: true,
      hasUppercase: true,
      hasLowercase: true,
      hasNumber: true,
      hasSpecial: true,
    });
    expect(passwordCriteria('abc')).toEqual({
      hasMinLength: false,
      hasUppercase: false,
      hasLowercase: true,
      hasNumber: false,
      hasSpecial: false,
    });
  });

  it('counts only the spec’s special characters', () => {
    for (const special of '!@#$%^&*(),.?":{}|<>') expect(passwordCriteria(`a${special}`).hasSpecial, special).toBe(true);
    for (const other of ['-', '_', '+', '=', '~', ' ', '/', '[']) expect(passwordCriteria(`a${other}`).hasSpecial, other).toBe(false);
  });

  it('needs eight characters for the length criterion', () => {
    expect(passwordCriteria('1234567').hasMinLength).toBe(false);
    expect(passwordCriteria('12345678').hasMinLength).toBe(true);
  });
});

describe('passwordScore and its label', () => {
  it.each([
    ['', 0, 'veryWeak'],
    ['abc', 1, 'veryWeak'],
    ['abcdefgh', 2, 'weak'],
    ['Abcdefgh', 3, 'medium'],
    ['Abcdefg1', 4, 'strong'],
    ['Abcdefg1!', 5, 'veryStrong'],
    ['Ab1!', 4, 'strong'],
  ])('%j scores %i (%s)', (password, score, label) => {
    expect(passwordScore(password)).toBe(score);
    expect(passwordStrengthLabel(score)).toBe(label);
  });

  it('accepts a score of 3 or more', () => {
    expect(isStrongEnough('abcdefgh')).toBe(false);
    expect(isStrongEnough('Abcdefgh')).toBe(true);
    expect(isStrongEnough('Student@2026')).toBe(true);
  });
});
