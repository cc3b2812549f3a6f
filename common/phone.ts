import { z } from 'zod';

export const PHONE_PLACEHOLDER = '+977 98XXXXXXXX';
export const INVALID_PHONE_MESSAGE = 'Enter a valid Nepali mobile number, e.g. +977 98XXXXXXXX';

// Nepali mobile numbers are 10 digits starting 96, 97 or 98 (NTC, Ncell, Smart Cell, UTL), optionally after +977.
const NEPALI_MOBILE = /^(?:\+?977)?(9[678]\d{8})$/;

const digitsOf = (value: string) => value.replace(/[\s\-().]/g, '');

/** True for a Nepali mobile number in any common spelling (+977 98…, 977-98…, 98…). */
export function isNepaliMobile(value: string): boolean {
  return NEPALI_MOBILE.test(digitsOf(value.trim()));
}

/** The number in E.164 form (+9779812345678); call only on a valid number. */
export function normalizeNepaliMobile(value: string): string {
  const match = NEPALI_MOBILE.exec(digitsOf(value.trim()));
  if (!match) throw new Error('Not a Nepali mobile number');
  return `+977${match[1]}`;
}

/** A Nepali mobile number, stored as E.164. */
export const NepaliMobileSchema = z
  .string()
  .trim()
  .min(1, 'Phone number is required')
  .refine(isNepaliMobile, INVALID_PHONE_MESSAGE)
  .transform(normalizeNepaliMobile);

/** A stored number for reading: '+977 9812345678' (others are shown as stored). */
export function formatPhone(phone: string): string {
  const match = /^\+977(9[678]\d{8})$/.exec(phone);
  return match ? `+977 ${match[1]}` : phone;
}
