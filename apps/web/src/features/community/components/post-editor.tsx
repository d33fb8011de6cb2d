import { LIMITS } from '@rewind/shared/limits';
import type { KeyboardEvent, Ref } from 'react';
import { TextAreaField } from '@/components/ui/form-field';

export const MARKDOWN_HINT =
  '**bold**, _italic_, > quote, - list, links and @username work. Ctrl+Enter posts.';

/** The text of a post or reply, in Markdown, with the forum's length and a hint; Ctrl or Cmd+Enter submits. */
export function PostEditor({
  label,
  value,
  onChange,
  onSubmit,
  error,
  rows = 6,
  ref,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  error?: string | undefined;
  rows?: number;
  ref?: Ref<HTMLTextAreaElement>;
}) {
  const submitOnModEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onSubmit();
    }
  };
  return (
    <TextAreaField
      ref={ref}
      label={label}
      rows={rows}
      maxLength={LIMITS.forumText}
      count={value.length}
      value={value}
      error={error}
      hint={MARKDOWN_HINT}
      onKeyDown={submitOnModEnter}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
