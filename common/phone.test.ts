import { describe, expect, it } from 'vitest';
import { formatPhone, isNepaliMobile, NepaliMobileSchema, normalizeNepaliMobile } from './phone';

describe('Nepali mobile numbers', () => {
  it.each(['+977 9812345678', '+9779812345678', '977-981-2345678', '9812345678', '9741234567', '9612345678', ' +977 (985) 123 4567 '])(
    'accepts %j',
    (value) => {
      expect(isNepaliMobile(value)).toBe(true);
    },
  );

  it.each(['', '981234567', '98123456789', '+977 9512345678', '+977 0812345678', '+91 9812345678', '01-4412345', 'phone', '+977 98XXXXXXXX'])(
    'refuses %j',
    (value) => {
      expect(isNepaliMobile(value)).toBe(false);
    },
  );

  it('stores every spelling the same way', () => {
    expect(normalizeNepaliMobile('+977 981-234-5678')).toBe('+9779812345678');
    expect(normalizeNepaliMobile('9812345678')).toBe('+9779812345678');
    expect(NepaliMobileSchema.parse(' 977 9812345678 ')).toBe('+9779812345678');
    expect(NepaliMobileSchema.safeParse('12345').error?.issues[0]?.message).toBe('Enter a valid Nepali mobile number, e.g. +977 98XXXXXXXX');
  });

  it('reads back with a space after the country code', () => {
    expect(formatPhone('+9779812345678')).toBe('+977 9812345678');
    expect(formatPhone('01-4412345')).toBe('01-4412345');
  });
});
