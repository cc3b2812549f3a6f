/** The special characters that count toward password strength (seed 000 section 5). */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';

export const MIN_SIGNUP_PASSWORD_LENGTH = 8;
/** The reset page's own minimum (seed 001 section 5); the strength score still applies there. */
export const MIN_RESET_PASSWORD_LENGTH = 6;
export const MIN_PASSWORD_SCORE = 3;
export const MAX_PASSWORD_LENGTH = 128;

export const WEAK_PASSWORD_MESSAGE = 'Password is too weak. Please create a stronger password.';
export const PASSWORDS_DO_NOT_MATCH_MESSAGE = 'Passwords do not match.';

export type PasswordCriteria = {
  hasMinLength: boolean;
  hasUppercase: boolean;
  hasLowercase: boolean;
  hasNumber: boolean;
  hasSpecial: boolean;
};

export type PasswordStrengthLabel = 'veryWeak' | 'weak' | 'medium' | 'strong' | 'veryStrong';

/** The five strength criteria of a password. */
export function passwordCriteria(password: string): PasswordCriteria {
  return {
    hasMinLength: password.length >= MIN_SIGNUP_PASSWORD_LENGTH,
    hasUppercase: /[A-Z]/.test(password),
    hasLowercase: /[a-z]/.test(password),
    hasNumber: /[0-9]/.test(password),
    hasSpecial: [...password].some((character) => PASSWORD_SPECIAL_CHARACTERS.includes(character)),
  };
}

/** How many of the five criteria a password meets (0-5). */
export function passwordScore(password: string): number {
  return Object.values(passwordCriteria(password)).filter(Boolean).length;
}

/** The meter's label by score: 5 Very Strong, 4 Strong, 3 Medium, 2 Weak, otherwise Very Weak. */
export function passwordStrengthLabel(score: number): PasswordStrengthLabel {
  if (score >= 5) return 'veryStrong';
  if (score === 4) return 'strong';
  if (score === 3) return 'medium';
  if (score === 2) return 'weak';
  return 'veryWeak';
}

export const isStrongEnough = (password: string) => passwordScore(password) >= MIN_PASSWORD_SCORE;
