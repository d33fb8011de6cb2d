import * as MSG from '@rewind/shared/texts';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { FormAlert } from '@/components/ui/form-field';
import { isApiError } from '@/lib/api-client';

type TIssue = { path: PropertyKey[]; message: string };

/** A failed parse of a shared schema as 'path -> message' pairs, the first message per field. */
export function issuesByField(issues: readonly TIssue[]): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || 'form';
    byField[key] ??= issue.message;
  }
  return byField;
}

/** The field messages of a 400 answer, or nothing for any other failure. */
export function apiFieldErrors(error: unknown): Record<string, string> | null {
  return isApiError(error) && error.status === 400 && error.fields && Object.keys(error.fields).length
    ? error.fields
    : null;
}

/**
 * The errors of a catalogue form: field messages (from the shared schema before sending, or from the server's
 * 400 answer) or one failure message, with `fallback` when the failure has no text of its own.
 */
export function useFormErrors(fallback: string) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const clear = useCallback(() => {
    setErrors({});
    setFailure(null);
  }, []);
  /** The input checked by the shared schema; on a failure its messages are shown and null returned. */
  const parse = <S extends z.ZodType>(schema: S, input: unknown): z.output<S> | null => {
    clear();
    const parsed = schema.safeParse(input);
    if (parsed.success) return parsed.data;
    setErrors(issuesByField(parsed.error.issues));
    return null;
  };
  const showError = (error: unknown) => {
    const fields = apiFieldErrors(error);
    if (fields) setErrors(fields);
    else setFailure(isApiError(error) ? error.message : fallback);
  };
  return { errors, failure, clear, parse, showError };
}

/** 'Validation errors:' followed by the list. */
export function ValidationErrors({ messages }: { messages: string[] }) {
  const ref = useRef<HTMLDivElement>(null);
  const text = messages.join('\n');
  // The submit button is at the bottom of a long form: focus goes to the first field at fault (which scrolls to
  // it and its own message); without one, the list comes into view.
  useEffect(() => {
    if (!text) return;
    const firstInvalid = ref.current?.closest('form')?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (firstInvalid) firstInvalid.focus();
    else ref.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [text]);
  if (!messages.length) return null;
  return (
    <div ref={ref} className="scroll-mt-4">
      <FormAlert title={MSG.validationErrors} testId="validation-errors">
        <ul className="list-disc space-y-0.5 pl-5">
          {[...new Set(messages)].map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      </FormAlert>
    </div>
  );
}
