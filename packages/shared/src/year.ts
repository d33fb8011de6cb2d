import { z } from 'zod';
import { optionalCode } from './fields.ts';
import { LIMITS } from './limits.ts';
import * as MSG from './texts.ts';

// A run of exactly four digits: '19 Nov 1993' -> 1993; the digits of '12345' are not a year.
const FOUR_DIGIT_RUN = /(?<!\d)\d{4}(?!\d)/;

export function isValidYear(year: number): boolean {
  return Number.isInteger(year) && year >= LIMITS.yearMin && year <= LIMITS.yearMax;
}

// The film's year comes from its released date, else the current year.
export function yearFromReleased(released: string | null | undefined, now: Date = new Date()): number {
  const match = released ? FOUR_DIGIT_RUN.exec(released) : null;
  return match ? Number(match[0]) : now.getFullYear();
}

// Four digits and nothing else, in the 1800-2200 range.
export const isYearText = (text: string): boolean => /^\d{4}$/.test(text) && isValidYear(Number(text));

export const ZYear = z
  .union([z.string(), z.number()], { error: MSG.yearRequired })
  .transform((year) => String(year).trim())
  .refine((year) => year !== '', { error: MSG.yearRequired, abort: true })
  .refine(isYearText, MSG.yearInvalid)
  .transform(Number);
export type TYear = z.infer<typeof ZYear>;

/** A release year: empty is null, anything but four digits in 1800-2200 is refused. */
export const ZOptionalYear = z
  .union([z.number().transform(String), z.string()])
  .nullish()
  .pipe(optionalCode(isYearText, MSG.yearInvalid))
  .transform((year) => (year === null ? null : Number(year)));

// What a year box keeps of a typed or pasted value: digits only, at most four.
export function cleanYearInput(input: string): string {
  return input.replace(/\D/g, '').slice(0, LIMITS.yearDigits);
}
