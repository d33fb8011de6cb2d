import { z } from 'zod';

/** A text field of a form: trimmed, capped, and empty means "no value" (stored as null). */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((value) => value || null);
