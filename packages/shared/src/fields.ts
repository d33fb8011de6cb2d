import { z } from 'zod';
import * as MSG from './texts.ts';

/**
 * A text field of a form: trimmed, capped, and empty means "no value" (stored as null). Too long a value is
 * refused with the field's own name ('Director must be at most 200 characters').
 */
export const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, MSG.tooLong(label, max))
    .nullish()
    .transform((value) => value || null);

/**
 * A field of a limited alphabet (a year, a UPC, a rating): a value with anything else in it is refused with
 * `message`, not quietly cleaned; empty means "no value".
 */
export const optionalCode = (isValid: (value: string) => boolean, message: string) =>
  z
    .string()
    .trim()
    .nullish()
    .transform((value) => value ?? '')
    .refine((value) => value === '' || isValid(value), message)
    .transform((value) => value || null);
