import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { MSG } from './messages.ts';

// A run of exactly four digits: '19 Nov 1993' -> 1993; the digits of '12345' are not a year.
const FOUR_DIGIT_RUN = /(?<!\d)\d{4}(?!\d)/;

export function isValidYear(year: number): boolean {
  return Number.isInteger(year) && year >= LIMITS.yearMin && year <= LIMITS.yearMax;
}

// The film's year comes from its released date, else the current year (spec section 5).
export function yearFromReleased(released: string | null | undefined, now: Date = new Date()): number {
  const match = released ? FOUR_DIGIT_RUN.exec(released) : null;
  return match ? Number(match[0]) : now.getFullYear();
}

export const ZYear = z
  .union([z.string(), z.number()], { error: MSG.yearRequired })
  .transform((year) => String(year).trim())
  .refine((year) => year !== '', { error: MSG.yearRequired, abort: true })
  .refine((year) => /^\d{4}$/.test(year) && isValidYear(Number(year)), MSG.yearInvalid)
  .transform(Number);
export type TYear = z.infer<typeof ZYear>;

// Release year inputs keep digits only, at most four, and store null when nothing is left.
export function parseReleaseYear(input: string | number | null | undefined): number | null {
  const digits = String(input ?? '')
    .replace(/\D/g, '')
    .slice(0, LIMITS.yearDigits);
  return digits === '' ? null : Number.parseInt(digits, 10);
}
