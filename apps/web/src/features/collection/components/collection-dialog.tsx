import { filmWithYear } from '@rewind/shared/film-label';
import type { TTitleDetail } from '@rewind/shared/catalog';
import * as MSG from '@rewind/shared/texts';
import { DEFAULT_RELEASE_TITLE } from '@rewind/shared/options';
import type { TRelease } from '@rewind/shared/releases';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session';
import { addToCollection } from '@/features/collection/api/add-to-collection';
import { useMyTitleState } from '@/features/collection/api/get-my-title-state';
import { invalidateShelves } from '@/features/collection/api/query-keys';
import { SignInPrompt } from '@/features/collection/components/sign-in-prompt';
import {
  ReleaseNotesFields,
  ReleaseOption,
  type TReleaseOptionData,
} from '@/features/collection/components/release-option';
import { FILM_ENTRY, ReleasePicker, type TPickerMode } from '@/features/collection/components/release-picker';
import { addToWantlist } from '@/features/collection/api/add-to-wantlist';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';

/** collection: add releases; release: choose one release; unified: add and remove (Manage Collection/Wantlist). */
export type TCollectionDialogMode = 'collection' | 'release' | 'unified';

const errorText = (error: unknown) => (isApiError(error) ? error.message : MSG.unexpectedError);

const releaseOption = (release: TRelease) => ({
  key: release.id,
  releaseTitle: release.releaseTitle || DEFAULT_RELEASE_TITLE,
  format: release.format,
  studio: release.studio,
  releaseYear: release.releaseYear,
  caseType: release.caseType,
  coverImageUrl: release.coverImageUrl,
});

function Footer({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap justify-end gap-3 border-t border-tape-700 pt-4">{children}</div>;
}

/** 'Select Release': one release of the film, handed to onSelectRelease; the dialog waits for it. */
function SelectReleaseForm({
  film,
  initialReleaseId,
  onSelectRelease,
  onClose,
}: {
  film: TTitleDetail;
  initialReleaseId: string | undefined;
  onSelectRelease: (release: TRelease) => Promise<unknown> | void;
  onClose: () => void;
}) {
  const [selectedId, setSelectedId] = useState(initialReleaseId ?? null);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  async function select() {
    const release = film.releases.find((candidate) => candidate.id === selectedId);
    if (!release) {
      setError(MSG.pleaseSelectRelease);
      return;
    }
    setIsSaving(true);
    try {
      await onSelectRelease(release);
      onClose();
    } catch (cause) {
      // The dialog stays open with the reason, so another release can be chosen.
      setError(errorText(cause));
      setIsSaving(false);
    }
  }

  return (
    <form
      className="flex flex-col gap-5"
      data-testid="select-release-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!isSaving) void select();
      }}
    >
      {error && <FormAlert title={error} />}
      {film.releases.length === 0 ? (
        <p className="text-sm text-tape-300">This film has no releases yet.</p>
      ) : (
        <ul className="flex flex-col gap-2.5" aria-label={`Releases of ${film.title}`}>
          {film.releases.map((release) => {
            const isSelected = release.id === selectedId;
            return (
              <li key={release.id}>
                <ReleaseOption
                  option={releaseOption(release)}
                  status={isSelected ? 'selected' : 'idle'}
                  statusLabel={isSelected ? 'Selected' : 'Select this release'}
                  isDisabled={isSaving}
                  onToggle={() => {
                    setError(null);
                    setSelectedId(isSelected ? null : release.id);
                  }}
                />
              </li>
            );
          })}
        </ul>
      )}
      <Footer>
        <Button variant="ghost" onClick={onClose} disabled={isSaving}>
          {MSG.cancel}
        </Button>
        <Button type="submit" isLoading={isSaving}>
          {MSG.selectRelease}
        </Button>
      </Footer>
    </form>
  );
}

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
function AddToListForm({
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

export type TCollectionDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The film with its releases (GET /api/v1/titles/{idOrSlug}). */
  film: TTitleDetail;
  /**
   * collection: 'Add to Collection' / 'Add to Wantlist'; release: 'Select Release'; unified: 'Manage
   * Collection' / 'Manage Wantlist'.
   */
  mode: TCollectionDialogMode;
  /** Collection and unified modes: which list (default collection). */
  list?: TPickerMode;
  /** Pre-selected release (e.g. opened from a release page); collection and release modes. */
  initialReleaseId?: string;
  /** Release mode: the chosen release; a rejection keeps the dialog open and shows its message. */
  onSelectRelease?: (release: TRelease) => Promise<unknown> | void;
  /** After a successful save (collection and unified modes), before the dialog closes. */
  onDone?: () => void;
};

const TITLES: Record<Exclude<TCollectionDialogMode, 'release'>, Record<TPickerMode, string>> = {
  collection: { collection: MSG.addToCollection, wantlist: 'Add to Wantlist' },
  unified: { collection: MSG.manageCollection, wantlist: MSG.manageWantlist },
};

/** The collection selection dialog in its three modes, and the Manage Collection / Manage Wantlist dialog. */
export function CollectionDialog({
  open,
  onOpenChange,
  film,
  mode,
  list = 'collection',
  initialReleaseId,
  onSelectRelease,
  onDone,
}: TCollectionDialogProps) {
  const { isSignedIn, isPending } = useSession();
  const close = () => onOpenChange(false);
  const done = () => {
    onDone?.();
    close();
  };
  const title = mode === 'release' ? MSG.selectRelease : TITLES[mode][list];
  const needsAccount = mode !== 'release';
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={filmWithYear(film)}
      size="2xl"
      testId="collection-dialog"
    >
      {/* Mounted only while open, so every opening starts from the current state. */}
      {!open ? null : needsAccount && isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : needsAccount && !isSignedIn ? (
        <SignInPrompt list={list} />
      ) : mode === 'release' ? (
        <SelectReleaseForm
          film={film}
          initialReleaseId={initialReleaseId}
          onSelectRelease={(release) => onSelectRelease?.(release)}
          onClose={close}
        />
      ) : mode === 'collection' ? (
        <AddToListForm
          film={film}
          list={list}
          initialReleaseId={initialReleaseId}
          onDone={() => onDone?.()}
          onClose={close}
        />
      ) : (
        <ReleasePicker film={film} mode={list} onDone={done} onCancel={close} />
      )}
    </Modal>
  );
}
