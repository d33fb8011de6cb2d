import { LIMITS } from '@rewind/shared/limits';
import * as MSG from '@rewind/shared/texts';
import { Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/control-classes';
import { cn } from '@/lib/cn';

/** Notes shown as text, edited in place: Save, Cancel or Escape. */
export function NotesEditor({
  notes,
  placeholder,
  itemLabel,
  onSave,
  isReadOnly = false,
}: {
  notes: string | null;
  placeholder: string;
  /** Names the item for screen readers, e.g. the film's title. */
  itemLabel: string;
  /** Resolves when saved; rejects to keep the editor open. */
  onSave: (notes: string | null) => Promise<unknown>;
  isReadOnly?: boolean;
}) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  if (draft === null) {
    if (isReadOnly) {
      return notes ? <p className="text-sm leading-relaxed break-words text-tape-300">{notes}</p> : null;
    }
    return (
      <div className="flex items-start gap-2">
        <p
          className={cn(
            'min-w-0 flex-1 text-sm leading-relaxed break-words',
            notes ? 'text-tape-300' : 'text-tape-500 italic',
          )}
          data-testid="item-notes"
        >
          {notes || 'No notes'}
        </p>
        <button
          type="button"
          onClick={() => setDraft(notes ?? '')}
          aria-label={`Edit notes for ${itemLabel}`}
          title="Edit notes"
          className="-m-1 shrink-0 rounded p-1 text-tape-400 transition hover:bg-tape-800 hover:text-paper"
        >
          <Pencil aria-hidden className="size-4" />
        </button>
      </div>
    );
  }

  async function save() {
    if (draft === null) return;
    setIsSaving(true);
    try {
      await onSave(draft.trim() || null);
      setDraft(null);
    } catch {
      // The caller reported the error; the draft stays for another try.
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <label htmlFor={id} className="sr-only">
        Notes for {itemLabel}
      </label>
      <textarea
        id={id}
        autoFocus
        value={draft}
        maxLength={LIMITS.notes}
        placeholder={placeholder}
        rows={3}
        disabled={isSaving}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            event.stopPropagation();
            setDraft(null);
          } else if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
            event.preventDefault();
            void save();
          }
        }}
        className={cn(inputClasses, 'min-h-20 resize-y py-2 text-sm leading-relaxed')}
      />
      <div className="flex items-center justify-between gap-2">
        <span aria-hidden className="font-counter text-base leading-none text-tape-400">
          {draft.length} / {LIMITS.notes}
        </span>
        <div className="flex gap-2">
          <Button size="sm" variant="ghost" onClick={() => setDraft(null)} disabled={isSaving}>
            {MSG.cancel}
          </Button>
          <Button size="sm" type="submit" isLoading={isSaving}>
            Save
          </Button>
        </div>
      </div>
    </form>
  );
}
