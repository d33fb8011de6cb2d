import type { z } from 'zod';

/** A failed parse of a form's input as field → the last message for it (the server's own rules, checked first). */
export function fieldErrors<T extends Record<string, string | undefined>>(error: z.ZodError): T {
  const found: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    found[field] = issue.message;
  }
  return found as T;
}
