import type { TTitleDetail } from '@rewind/shared/catalog';
import * as MSG from '@rewind/shared/texts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { addToCollection } from '@/features/collection/api/add-to-collection';
import { useMyTitleState } from '@/features/collection/api/get-my-title-state';
import { invalidateShelves } from '@/features/collection/api/query-keys';
import {
  ReleaseNotesFields,
  ReleaseOption,
  type TReleaseOptionData,
} from '@/features/collection/components/release-option';
import { FILM_ENTRY, type TPickerMode } from '@/features/collection/components/release-picker-entries';
import { addToWantlist } from '@/features/collection/api/add-to-wantlist';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { errorText, Footer, releaseOption } from '@/features/collection/components/release-form-parts';

const ADD_TEXTS = {
  collection: {
    held: 'In your collection',
    other: 'In wantlist',
    idle: 'Add to collection',
    placeholder: MSG.collectionNotesPlaceholder,
    nothingSelected: MSG.selectAtLeastOneRelease,
    failed: MSG.errorAddingToCollection,
  },
  wantlist: {
    held: 'In your wantlist',
    other: 'In collection',
    idle: 'Add to wantlist',
    placeholder: MSG.wantlistNotesPlaceholder,
    // The product words only the collection's text; the wantlist says the same of itself.
    nothingSelected: 'Please select at least one release to add to your wantlist',
    failed: MSG.errorAddingToWantlist,
  },
} as const;

/**
 * 'Add to Collection' / 'Add to Wantlist': several releases at once (a wantlist may also name the film,
 * any release), each with optional notes; what is already held is shown but cannot be chosen.
 */
export function AddToListForm({
  film,
  list,
  initialReleaseId,
  onDone,
  onClose,
}: {
  film: TTitleDetail;
  list: TPickerMode;
  initialReleaseId: string | undefined;
  onDone: () => void;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const stateQuery = useMyTitleState(film.id);
  const [selected, setSelected] = useState<ReadonlyMap<string, string>>(
    new Map(initialReleaseId ? [[initialReleaseId, '']] : []),
  );
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [savingKey, setSavingKey] = useState<string | null>(null);
  // Saved in this opening, shown as held before the refetched state says so.
  const [added, setAdded] = useState<ReadonlySet<string>>(new Set());
  const texts = ADD_TEXTS[list];
  const state = stateQuery.data;
  const other: TPickerMode = list === 'collection' ? 'wantlist' : 'collection';
  const heldOf = (key: string, of: TPickerMode = list) => {
    const row = key === FILM_ENTRY ? state : state?.releases.find((release) => release.releaseId === key);
    return (of === 'collection' ? row?.inCollection : row?.inWantlist) ?? null;
  };
  // A wantlist may name the film without a release; a collection only when the film has no release to
  // choose (or such an item is already held).
  const hasFilmEntry = list === 'wantlist' || film.releases.length === 0 || heldOf(FILM_ENTRY) !== null;
  const entries: (TReleaseOptionData & { releaseId: string | null })[] = [
    ...film.releases.map((release) => ({ ...releaseOption(release), releaseId: release.id })),
    ...(hasFilmEntry
      ? [{ key: FILM_ENTRY, releaseId: null, releaseTitle: null, coverImageUrl: film.coverImageUrl }]
      : []),
  ];
  const chosen = entries.filter((entry) => selected.has(entry.key) && !heldOf(entry.key));

  async function save() {
    if (chosen.length === 0) {
      setError(texts.nothingSelected);
      return;
    }
    setError(null);
    setIsSaving(true);
    let hasFailed = false;
    for (const entry of chosen) {
      const notes = (selected.get(entry.key) ?? '').trim() || null;
      const target = entry.releaseId ? { releaseId: entry.releaseId } : { titleId: film.id };
      setSavingKey(entry.key);
      try {
        await (list === 'collection'
          ? addToCollection({ ...target, notes })
          : addToWantlist({ ...target, notes }));
      } catch (cause) {
        // Already there (e.g. added in another tab): it is present, which is what was asked.
        if (!(isApiError(cause) && cause.code === 'duplicate')) {
          hasFailed = true;
          setError(texts.failed(errorText(cause)));
          break;
        }
      }
      setAdded((current) => new Set(current).add(entry.key));
      setSelected((current) => {
        const next = new Map(current);
        next.delete(entry.key);
        return next;
      });
    }
    setSavingKey(null);
    await invalidateShelves(queryClient);
    setIsSaving(false);
    if (!hasFailed) {
      notify.success(list === 'collection' ? MSG.addedTitleToCollection(film.title) : MSG.addedToWantlist);
      onDone();
      onClose();
    }
  }

  return (
    <form
      className="flex flex-col gap-5"
      data-testid="release-picker"
      data-mode={list}
      data-dialog-mode="collection"
      onSubmit={(event) => {
        event.preventDefault();
        if (!isSaving) void save();
      }}
    >
      {error && <FormAlert title={error} />}
      {stateQuery.isError ? (
        <FormAlert title={MSG.collectionLoadFailed} />
      ) : !state ? (
        <div className="flex flex-col gap-3" aria-busy="true" aria-label={MSG.loading}>
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : (
        <ul className="flex flex-col gap-2.5" aria-label={`Releases of ${film.title}`}>
          {entries.map((entry) => {
            const held = heldOf(entry.key);
            const isHeld = Boolean(held) || added.has(entry.key);
            const isSelected = selected.has(entry.key);
            return (
              <li key={entry.key}>
                <ReleaseOption
                  option={entry}
                  status={isHeld ? 'held' : isSelected ? 'selected' : 'idle'}
                  statusLabel={isHeld ? texts.held : isSelected ? 'Will be added' : texts.idle}
                  notes={held?.notes}
                  badge={
                    heldOf(entry.key, other) ? (
                      <span className="rounded-sm bg-tape-700 px-1.5 py-0.5 text-xs leading-none text-tape-300">
                        {texts.other}
                      </span>
                    ) : undefined
                  }
                  isDisabled={isHeld || (isSaving && savingKey !== entry.key)}
                  isLocked={savingKey === entry.key}
                  onToggle={() => {
                    setError(null);
                    setSelected((current) => {
                      const next = new Map(current);
                      // Unselecting clears its note.
                      if (next.has(entry.key)) next.delete(entry.key);
                      else next.set(entry.key, '');
                      return next;
                    });
                  }}
                />
              </li>
            );
          })}
        </ul>
      )}
      {state && chosen.length > 0 && (
        <section
          aria-labelledby="add-notes"
          className="rounded-lg border border-tape-700 bg-tape-850 p-4"
          data-testid="picker-pending"
        >
          <h3 id="add-notes" className="font-semibold text-paper">
            {MSG.notesForSelectedReleases}
          </h3>
          <ReleaseNotesFields
            entries={chosen}
            notes={selected}
            placeholder={texts.placeholder}
            isDisabled={isSaving}
            onChange={(key, note) => setSelected((current) => new Map(current).set(key, note))}
          />
        </section>
      )}
      <Footer>
        <Button variant="ghost" onClick={onClose} disabled={isSaving}>
          {MSG.cancel}
        </Button>
        {/* Never disabled for want of a choice: saving with none says why nothing happened. */}
        <Button type="submit" isLoading={isSaving}>
          {MSG.saveChanges}
          {chosen.length > 0 && (
            <span className="rounded-full bg-tape-950/25 px-2 font-counter text-base leading-5">
              {chosen.length}
            </span>
          )}
        </Button>
      </Footer>
    </form>
  );
}
