import { LIMITS } from '@rewind/shared/limits';
import { useState, type KeyboardEvent, type Ref } from 'react';
import { TextAreaField } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { usePreview } from '@/features/community/api/preview';
import { RichText } from '@/components/ui/rich-text';

export const MARKDOWN_HINT =
  '**bold**, _italic_, > quote, - list, links and @username work. Ctrl+Enter posts.';

function ModeButton({ isOn, onClick, children }: { isOn: boolean; onClick: () => void; children: string }) {
  return (
    <button
      type="button"
      aria-pressed={isOn}
      onClick={onClick}
      className={cn(
        'rounded-md px-3 py-1 text-xs font-semibold transition',
        isOn ? 'bg-tape-700 text-paper' : 'text-tape-300 hover:text-paper',
      )}
    >
      {children}
    </button>
  );
}

/**
 * The text of a post or reply, in Markdown, with the forum's length and a hint; Ctrl or Cmd+Enter submits.
 * Preview shows it as the server will store it.
 */
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
  const [isPreview, setPreview] = useState(false);
  const preview = usePreview();
  const showPreview = () => {
    setPreview(true);
    preview.mutate(value);
  };
  const submitOnModEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onSubmit();
    }
  };
  return (
    <div>
      <div className="mb-1 flex justify-end gap-1" role="group" aria-label="Write or preview">
        <ModeButton isOn={!isPreview} onClick={() => setPreview(false)}>
          Write
        </ModeButton>
        <ModeButton isOn={isPreview} onClick={showPreview}>
          Preview
        </ModeButton>
      </div>
      {isPreview ? (
        <div
          className="min-h-24 rounded-lg border border-tape-600 bg-tape-950 px-3 py-1"
          aria-live="polite"
          data-testid="post-preview"
        >
          {preview.isPending ? (
            <Skeleton className="my-2 h-16 w-full" />
          ) : preview.data?.html ? (
            <RichText html={preview.data.html} />
          ) : (
            <p className="my-2 text-sm text-tape-400">
              {preview.isError ? preview.error.message : 'Nothing to preview yet.'}
            </p>
          )}
        </div>
      ) : (
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
      )}
    </div>
  );
}
