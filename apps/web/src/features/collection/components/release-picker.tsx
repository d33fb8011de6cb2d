import type { TTitleDetail } from '@rewind/shared/catalog';
import { filmWithYear } from '@rewind/shared/film-label';
import * as MSG from '@rewind/shared/texts';
import { hasRules } from '@rewind/shared/want-rules';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session';
import { addToCollection } from '@/features/collection/api/add-to-collection';
import { useMyTitleState } from '@/features/collection/api/get-my-title-state';
import { invalidateShelves } from '@/features/collection/api/query-keys';
import { removeFromCollection } from '@/features/collection/api/remove-from-collection';
import { ReleaseOption, type TOptionStatus } from '@/features/collection/components/release-option';
import { SignInPrompt } from '@/features/collection/components/sign-in-prompt';
import { WantRulesButton } from '@/features/collection/components/want-rules-button';
import { addToWantlist } from '@/features/collection/api/add-to-wantlist';
import { removeFromWantlist } from '@/features/collection/api/remove-from-wantlist';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { errorText } from '@/features/collection/components/release-form-parts';
import {
  heldIn,
  heldInOther,
  entriesOf,
  type TPickerMode,
  type THeld,
  TEXTS,
} from '@/features/collection/components/release-picker-entries';
import { PendingChanges } from '@/features/collection/components/release-picker-pending';

function PickerSkeleton() {
  return (
    <div className="flex flex-col gap-3" aria-busy="true" aria-label={MSG.loading}>
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} className="h-24 w-full" />
      ))}
    </div>
  );
}

export type TReleasePickerProps = {
  /** The film with its releases (GET /api/v1/titles/{idOrSlug}). */
  film: TTitleDetail;
  mode: TPickerMode;
  /** After every pending change was saved. */
  onDone: () => void;
  /** The Cancel button; onDone when not given. */
  onCancel?: () => void;
};

/**
 * Manage Collection / Manage Wantlist: a film's releases as cards. A click marks a release to add (with
 * optional notes) or a held one to remove; Save Changes removes first, then adds, updating the cards at once
 * and putting back any that fail.
 */
export function ReleasePicker({ film, mode, onDone, onCancel = onDone }: TReleasePickerProps) {
  const { isSignedIn, isPending: isSessionPending } = useSession();
  const queryClient = useQueryClient();
  const stateQuery = useMyTitleState(film.id, { enabled: isSignedIn });
  // Pending additions with their notes, and pending removals, by entry key.
  const [additions, setAdditions] = useState<ReadonlyMap<string, string>>(new Map());
  const [removals, setRemovals] = useState<ReadonlySet<string>>(new Set());
  // What a save already changed, shown before the refetched state arrives (undefined: as the server says).
  const [overrides, setOverrides] = useState<ReadonlyMap<string, THeld | null>>(new Map());
  const [locked, setLocked] = useState<ReadonlySet<string>>(new Set());
  const [isSaving, setIsSaving] = useState(false);
  const texts = TEXTS[mode];

  if (isSessionPending) return <PickerSkeleton />;
  if (!isSignedIn) return <SignInPrompt list={mode} />;
  if (stateQuery.isError) {
    return (
      <ErrorPanel
        compact
        title={MSG.componentError}
        message={errorText(stateQuery.error)}
        actions={
          <Button variant="outline" onClick={() => void stateQuery.refetch()}>
            {MSG.retry}
          </Button>
        }
      />
    );
  }
  const state = stateQuery.data;
  if (!state) return <PickerSkeleton />;

  const entries = entriesOf(film, state, mode);
  const heldFor = (key: string) =>
    overrides.has(key) ? (overrides.get(key) ?? null) : heldIn(state, mode, key);
  const statusOf = (key: string): TOptionStatus =>
    heldFor(key) ? (removals.has(key) ? 'removing' : 'held') : additions.has(key) ? 'selected' : 'idle';
  const pendingCount = additions.size + removals.size;
  // The wants about to go whose rules go with them: the picker says so before Save Changes.
  const rulesGoing = [...removals.keys()].filter((key) => {
    const rules = heldFor(key)?.rules;
    return rules !== undefined && hasRules(rules);
  }).length;

  const setWith = <T,>(set: ReadonlySet<T>, item: T, isIn: boolean) => {
    const next = new Set(set);
    if (isIn) next.add(item);
    else next.delete(item);
    return next;
  };
  const lock = (key: string, isLockedNow: boolean) =>
    setLocked((current) => setWith(current, key, isLockedNow));
  const override = (key: string, held: THeld | null | undefined) =>
    setOverrides((current) => {
      const next = new Map(current);
      if (held === undefined) next.delete(key);
      else next.set(key, held);
      return next;
    });

  function toggle(key: string) {
    if (isSaving || locked.has(key)) return;
    if (heldFor(key)) {
      setRemovals((current) => setWith(current, key, !current.has(key)));
      return;
    }
    setAdditions((current) => {
      const next = new Map(current);
      // Unselecting clears its note.
      if (next.has(key)) next.delete(key);
      else next.set(key, '');
      return next;
    });
  }

  function setNote(key: string, note: string) {
    setAdditions((current) => (current.has(key) ? new Map(current).set(key, note) : current));
  }

  async function removeEntry(key: string): Promise<boolean> {
    const held = heldFor(key);
    if (!held) return true;
    lock(key, true);
    override(key, null);
    try {
      await (mode === 'collection' ? removeFromCollection(held.itemId) : removeFromWantlist(held.itemId));
      setRemovals((current) => setWith(current, key, false));
      return true;
    } catch (error) {
      // Put the card back as it was.
      override(key, undefined);
      notify.error(MSG.errorSavingChanges(mode, errorText(error)));
      return false;
    } finally {
      lock(key, false);
    }
  }

  async function addEntry(key: string, note: string): Promise<boolean> {
    const entry = entries.find((candidate) => candidate.key === key);
    if (!entry) return true;
    const notes = note.trim() || null;
    const target = entry.releaseId ? { releaseId: entry.releaseId } : { titleId: film.id };
    lock(key, true);
    override(key, { itemId: '', notes });
    try {
      const item = await (mode === 'collection'
        ? addToCollection({ ...target, notes })
        : addToWantlist({ ...target, notes }));
      override(key, { itemId: item.id, notes: item.notes });
      setAdditions((current) => {
        const next = new Map(current);
        next.delete(key);
        return next;
      });
      return true;
    } catch (error) {
      // Already there (e.g. added in another tab): it is present, which is what was asked.
      if (isApiError(error) && error.code === 'duplicate') {
        setAdditions((current) => {
          const next = new Map(current);
          next.delete(key);
          return next;
        });
        return true;
      }
      override(key, undefined);
      notify.error(MSG.errorSavingChanges(mode, errorText(error)));
      return false;
    } finally {
      lock(key, false);
    }
  }

  async function save() {
    if (isSaving) return;
    if (pendingCount === 0) {
      notify.info(MSG.noChangesToSave);
      return;
    }
    setIsSaving(true);
    let removed = 0;
    let added = 0;
    let hasFailed = false;
    for (const key of removals) {
      if (await removeEntry(key)) removed += 1;
      else hasFailed = true;
    }
    for (const [key, note] of additions) {
      if (await addEntry(key, note)) added += 1;
      else hasFailed = true;
    }
    await invalidateShelves(queryClient);
    setOverrides(new Map());
    setIsSaving(false);
    if (removed > 0) notify.success(texts.removed);
    if (added > 0) notify.success(texts.added);
    if (!hasFailed) onDone();
  }

  const selectedEntries = entries.filter((entry) => additions.has(entry.key));
  return (
    <form
      className="flex flex-col gap-5"
      data-testid="release-picker"
      data-mode={mode}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {entries.length === 0 ? (
        <p className="text-sm text-tape-300">This film has no releases yet.</p>
      ) : (
        <ul className="flex flex-col gap-2.5" aria-label={`Releases of ${film.title}`}>
          {entries.map((entry) => {
            const status = statusOf(entry.key);
            const held = heldFor(entry.key);
            return (
              <li key={entry.key}>
                <ReleaseOption
                  option={entry}
                  status={status}
                  statusLabel={
                    status === 'held'
                      ? texts.held
                      : status === 'removing'
                        ? 'Will be removed'
                        : status === 'selected'
                          ? 'Will be added'
                          : `Add to ${mode}`
                  }
                  notes={held?.notes}
                  badge={
                    heldInOther(state, mode, entry.key) ? (
                      <span className="rounded-sm bg-tape-700 px-1.5 py-0.5 text-xs leading-none text-tape-300">
                        {texts.other}
                      </span>
                    ) : undefined
                  }
                  isLocked={locked.has(entry.key)}
                  isDisabled={isSaving && !locked.has(entry.key)}
                  onToggle={() => toggle(entry.key)}
                />
                {status === 'held' && held?.rules && (
                  <div className="mt-1.5 flex items-center gap-2 pl-1 text-xs text-tape-400">
                    Match rules:
                    <WantRulesButton
                      itemId={held.itemId}
                      itemLabel={`${filmWithYear(film)}, ${entry.releaseTitle ?? 'any release'}`}
                      rules={held.rules}
                    />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}

      {pendingCount > 0 && (
        <PendingChanges
          entries={selectedEntries}
          additions={additions}
          removals={removals.size}
          rulesGoing={rulesGoing}
          placeholder={texts.placeholder}
          isSaving={isSaving}
          onNoteChange={setNote}
        />
      )}

      <div className="flex flex-wrap justify-end gap-3 border-t border-tape-700 pt-4">
        <Button variant="ghost" onClick={onCancel} disabled={isSaving}>
          {MSG.cancel}
        </Button>
        <Button type="submit" isLoading={isSaving} disabled={pendingCount === 0}>
          {MSG.saveChanges}
          {pendingCount > 0 && (
            <span className="rounded-full bg-tape-950/25 px-2 font-counter text-base leading-5">
              {pendingCount}
            </span>
          )}
        </Button>
      </div>
    </form>
  );
}
