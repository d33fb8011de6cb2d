import * as MSG from '@rewind/shared/texts';
import { ReleaseNotesFields } from '@/features/collection/components/release-option';
import type { TEntry } from '@/features/collection/components/release-picker-entries';

/** The notes for the releases about to be added, and what is about to go (with the match rules going with it). */
export function PendingChanges({
  entries,
  additions,
  removals,
  rulesGoing,
  placeholder,
  isSaving,
  onNoteChange,
}: {
  entries: TEntry[];
  additions: ReadonlyMap<string, string>;
  removals: number;
  rulesGoing: number;
  placeholder: string;
  isSaving: boolean;
  onNoteChange: (key: string, note: string) => void;
}) {
  return (
    <section
      aria-labelledby="picker-pending"
      className="rounded-lg border border-tape-700 bg-tape-850 p-4"
      data-testid="picker-pending"
    >
      <h3 id="picker-pending" className="font-semibold text-paper">
        {additions.size > 0 ? MSG.notesForSelectedReleases : MSG.changesPending}
      </h3>
      {additions.size === 0 ? (
        <p className="mt-1 text-sm text-tape-300">{MSG.changesPendingHint}</p>
      ) : (
        <ReleaseNotesFields
          entries={entries}
          notes={additions}
          placeholder={placeholder}
          isDisabled={isSaving}
          onChange={onNoteChange}
        >
          {removals > 0 && (
            <p className="text-sm text-tape-300">
              {removals === 1 ? '1 release' : `${removals} releases`} will be removed.
            </p>
          )}
        </ReleaseNotesFields>
      )}
      {rulesGoing > 0 && (
        <p className="mt-2 text-sm text-orange" data-testid="rules-warning">
          {rulesGoing === 1 ? '1 want removed has' : `${rulesGoing} wants removed have`} match rules, which go
          with {rulesGoing === 1 ? 'it' : 'them'}.
        </p>
      )}
    </section>
  );
}
