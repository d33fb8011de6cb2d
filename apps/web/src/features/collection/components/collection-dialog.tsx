import type { TTitleDetail } from '@rewind/shared/catalog';
import { LIMITS } from '@rewind/shared/limits';
import { MSG } from '@rewind/shared/messages';
import { DEFAULT_RELEASE_TITLE } from '@rewind/shared/options';
import type { TRelease } from '@rewind/shared/releases';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert, TextAreaField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/features/auth/api/get-session';
import { addToCollection } from '@/features/collection/api/add-to-collection';
import { useMyTitleState } from '@/features/collection/api/get-my-title-state';
import { invalidateShelves } from '@/features/collection/api/query-keys';
import { SignInPrompt } from '@/features/collection/components/sign-in-prompt';
import { ReleaseOption } from '@/features/collection/components/release-option';
import { ReleasePicker, type TPickerMode } from '@/features/collection/components/release-picker';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';

/** collection: add releases; release: choose one release; unified: add and remove (Manage Collection/Wantlist). */
export type TCollectionDialogMode = 'collection' | 'release' | 'unified';

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

/** 'Select Release': one release of the film, handed to onSelectRelease. */
function SelectReleaseForm({
  film,
  initialReleaseId,
  onSelectRelease,
  onClose,
}: {
  film: TTitleDetail;
  initialReleaseId: string | undefined;
  onSelectRelease: (release: TRelease) => void;
  onClose: () => void;
}) {
  const [selectedId, setSelectedId] = useState(initialReleaseId ?? null);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="flex flex-col gap-5"
      data-testid="select-release-form"
      onSubmit={(event) => {
        event.preventDefault();
        const release = film.releases.find((candidate) => candidate.id === selectedId);
        if (!release) {
          setError(MSG.pleaseSelectRelease);
          return;
        }
        onSelectRelease(release);
        onClose();
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
        <Button variant="ghost" onClick={onClose}>
          {MSG.cancel}
        </Button>
        <Button type="submit">{MSG.selectRelease}</Button>
      </Footer>
    </form>
  );
}

/** 'Add to Collection': several releases at once, each with optional notes; held ones cannot be chosen. */
function AddReleasesForm({
  film,
  initialReleaseId,
  onDone,
  onClose,
}: {
  film: TTitleDetail;
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
  const [savingId, setSavingId] = useState<string | null>(null);
  const state = stateQuery.data;
  const heldOf = (releaseId: string) =>
    state?.releases.find((release) => release.releaseId === releaseId)?.inCollection ?? null;

  async function save() {
    const chosen = [...selected].filter(([releaseId]) => !heldOf(releaseId));
    if (chosen.length === 0) {
      setError(MSG.selectAtLeastOneRelease);
      return;
    }
    setIsSaving(true);
    let hasFailed = false;
    for (const [releaseId, note] of chosen) {
      setSavingId(releaseId);
      try {
        await addToCollection({ releaseId, notes: note.trim() || null });
        setSelected((current) => {
          const next = new Map(current);
          next.delete(releaseId);
          return next;
        });
      } catch (cause) {
        if (isApiError(cause) && cause.code === 'duplicate') continue;
        hasFailed = true;
        setError(MSG.errorAddingToCollection(isApiError(cause) ? cause.message : MSG.unexpectedError));
        break;
      }
    }
    setSavingId(null);
    await invalidateShelves(queryClient);
    setIsSaving(false);
    if (!hasFailed) {
      notify.success(MSG.addedTitleToCollection(film.title));
      onDone();
      onClose();
    }
  }

  return (
    <form
      className="flex flex-col gap-5"
      data-testid="add-to-collection-form"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
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
      ) : film.releases.length === 0 ? (
        <p className="text-sm text-tape-300">This film has no releases yet.</p>
      ) : (
        <ul className="flex flex-col gap-2.5" aria-label={`Releases of ${film.title}`}>
          {film.releases.map((release) => {
            const held = heldOf(release.id);
            const isSelected = selected.has(release.id);
            return (
              <li key={release.id}>
                <ReleaseOption
                  option={releaseOption(release)}
                  status={held ? 'held' : isSelected ? 'selected' : 'idle'}
                  statusLabel={
                    held ? 'In your collection' : isSelected ? 'Will be added' : 'Add to collection'
                  }
                  notes={held?.notes}
                  isDisabled={Boolean(held) || (isSaving && savingId !== release.id)}
                  isLocked={savingId === release.id}
                  onToggle={() => {
                    setError(null);
                    setSelected((current) => {
                      const next = new Map(current);
                      if (next.has(release.id)) next.delete(release.id);
                      else next.set(release.id, '');
                      return next;
                    });
                  }}
                />
              </li>
            );
          })}
        </ul>
      )}
      {selected.size > 0 && (
        <section aria-labelledby="add-notes" className="rounded-lg border border-tape-700 bg-tape-850 p-4">
          <h3 id="add-notes" className="font-semibold text-paper">
            {MSG.notesForSelectedReleases}
          </h3>
          <div className="mt-3 flex flex-col gap-4">
            {film.releases
              .filter((release) => selected.has(release.id))
              .map((release) => {
                const note = selected.get(release.id) ?? '';
                return (
                  <TextAreaField
                    key={release.id}
                    label={release.releaseTitle || DEFAULT_RELEASE_TITLE}
                    placeholder={MSG.collectionNotesPlaceholder}
                    value={note}
                    maxLength={LIMITS.notes}
                    count={note.length}
                    rows={2}
                    disabled={isSaving}
                    className="min-h-16"
                    onChange={(event) =>
                      setSelected((current) => new Map(current).set(release.id, event.target.value))
                    }
                  />
                );
              })}
          </div>
        </section>
      )}
      <Footer>
        <Button variant="ghost" onClick={onClose} disabled={isSaving}>
          {MSG.cancel}
        </Button>
        <Button type="submit" isLoading={isSaving}>
          {MSG.addToCollection}
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
  /** collection: 'Add to Collection'; release: 'Select Release'; unified: 'Manage Collection' / 'Manage Wantlist'. */
  mode: TCollectionDialogMode;
  /** Unified mode only: which list is managed (default collection). */
  list?: TPickerMode;
  /** Pre-selected release (e.g. opened from a release page); collection and release modes. */
  initialReleaseId?: string;
  /** Release mode: the chosen release. */
  onSelectRelease?: (release: TRelease) => void;
  /** After a successful save (collection and unified modes), before the dialog closes. */
  onDone?: () => void;
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
  const title =
    mode === 'collection'
      ? MSG.addToCollection
      : mode === 'release'
        ? MSG.selectRelease
        : list === 'wantlist'
          ? MSG.manageWantlist
          : MSG.manageCollection;
  const needsAccount = mode !== 'release';
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={`${film.title}${film.year ? ` (${film.year})` : ''}`}
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
        <AddReleasesForm
          film={film}
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
