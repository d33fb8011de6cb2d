import type { TAdminTitle, TMergeTitleResult, THoldings } from '@rewind/shared/catalog-admin';
import { filmWithYear } from '@rewind/shared/film-label';
import { countOf } from '@rewind/shared/counts';
import * as MSG from '@rewind/shared/texts';
import { ArrowRight, Check, GitMerge, Search } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FormAlert, TextField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { SkeletonBlocks } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { CoverThumb } from '@/features/catalog';
import { useAdminTitle, useAdminTitles, useMergeTitle } from '@/features/admin/api/titles';

/** What hangs off a film, in words: '2 releases · 5 in collections · 1 wanted · 0 for sale'. */
export function holdingsText(holdings: THoldings) {
  return [
    countOf(holdings.releases, 'release', 'releases'),
    `${holdings.collectionItems} in collections`,
    `${holdings.wants} wanted`,
    `${holdings.listings} for sale`,
  ].join(' · ');
}

function FilmCard({ film, role }: { film: TAdminTitle; role: 'Goes' | 'Stays' }) {
  return (
    <div
      className={cn(
        'flex min-w-0 flex-1 flex-col items-center gap-2 rounded-md border p-3 text-center',
        role === 'Goes' ? 'border-magenta/50' : 'border-cyan/60',
      )}
      data-testid={role === 'Goes' ? 'merge-duplicate' : 'merge-kept'}
    >
      <span
        className={cn(
          'font-counter text-lg leading-none tracking-wider uppercase',
          role === 'Goes' ? 'text-magenta-soft' : 'text-cyan',
        )}
      >
        {role}
      </span>
      <CoverThumb title={film} className="w-24" />
      <p className="font-semibold break-words text-paper">{filmWithYear(film)}</p>
      <p className="text-xs text-tape-300">{holdingsText(film.holdings)}</p>
    </div>
  );
}

function TargetPicker({ duplicateId, onPick }: { duplicateId: string; onPick: (film: TAdminTitle) => void }) {
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const results = useAdminTitles(q, 1, { enabled: q.length > 0 });
  const candidates = (results.data?.items ?? []).filter((film) => film.id !== duplicateId);
  return (
    <div className="flex flex-col gap-3">
      <TextField
        label="Search for the film to keep"
        value={search}
        autoFocus
        onChange={(event) => setSearch(event.target.value)}
        placeholder="Title, director, year…"
      />
      {!q ? (
        <p className="text-sm text-tape-300">Type a few letters of the film that stays.</p>
      ) : results.isPending ? (
        <SkeletonBlocks label="Searching" count={3} blockClassName="h-16" className="flex flex-col gap-2" />
      ) : results.isError ? (
        <FormAlert
          title={isApiError(results.error) ? results.error.message : MSG.unexpectedError}
          testId="merge-search-error"
        />
      ) : candidates.length === 0 ? (
        <EmptyState icon={Search} title="No other film matches" description="Try another word or the year." />
      ) : (
        <ul className="flex max-h-80 flex-col gap-1 overflow-y-auto" aria-label="Films to keep">
          {candidates.map((film) => (
            <li key={film.id}>
              <button
                type="button"
                onClick={() => onPick(film)}
                className="flex w-full items-center gap-3 rounded-md p-2 text-left hover:bg-tape-800 focus-visible:bg-tape-800 focus-visible:outline-2 focus-visible:outline-cyan"
              >
                <CoverThumb title={film} className="w-10" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold text-paper">{filmWithYear(film)}</span>
                  <span className="block truncate text-xs text-tape-300">{holdingsText(film.holdings)}</span>
                </span>
                <ArrowRight aria-hidden className="size-4 shrink-0 text-tape-400" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Merges a duplicate film into the one that stays (decision 029): the admin searches for that film, sees both
 * side by side with what hangs off them, and confirms knowing what moves.
 */
export function MergeTitleDialog({
  open,
  onOpenChange,
  duplicateId,
  onMerged,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  duplicateId: string;
  onMerged?: (result: TMergeTitleResult) => void;
}) {
  // Asked for while open only: once merged, the film is gone.
  const duplicate = useAdminTitle(duplicateId, { enabled: open });
  const merge = useMergeTitle();
  const [kept, setKept] = useState<TAdminTitle | null>(null);
  const close = (next: boolean) => {
    if (!next) {
      merge.reset();
      setKept(null);
    }
    onOpenChange(next);
  };
  const film = duplicate.data;
  // mutateAsync, not mutate's callbacks: those are dropped when the dialog unmounts with its film's row.
  const confirm = async () => {
    if (!film || !kept) return;
    try {
      const result = await merge.mutateAsync({ duplicateId: film.id, into: kept.id });
      notify.success(MSG.titleMerged(filmWithYear(film), filmWithYear(result.title)));
      close(false);
      onMerged?.(result);
    } catch {
      // Shown in the dialog (merge.error).
    }
  };
  const name = film ? `"${filmWithYear(film)}"` : 'this film';
  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={`Merge ${name} into another film`}
      description="For a film entered twice: everything moves to the film that stays, and this one goes."
      size="xl"
      testId="merge-title-dialog"
      footer={
        <>
          <Button variant="ghost" onClick={() => close(false)}>
            {MSG.cancel}
          </Button>
          {kept && (
            <>
              <Button variant="outline" onClick={() => setKept(null)} disabled={merge.isPending}>
                Choose another
              </Button>
              <Button
                variant="danger"
                isLoading={merge.isPending}
                leftIcon={<GitMerge aria-hidden className="size-4" />}
                onClick={() => void confirm()}
              >
                Merge
              </Button>
            </>
          )}
        </>
      }
    >
      {duplicate.isPending ? (
        <SkeletonBlocks label="Loading the film" count={1} blockClassName="h-40" />
      ) : !film ? (
        <FormAlert
          title={isApiError(duplicate.error) ? duplicate.error.message : MSG.unexpectedError}
          testId="merge-load-error"
        />
      ) : !kept ? (
        <TargetPicker duplicateId={film.id} onPick={setKept} />
      ) : (
        <div className="flex flex-col gap-4 text-sm leading-relaxed text-tape-300">
          <div className="flex flex-col items-stretch gap-3 sm:flex-row sm:items-center">
            <FilmCard film={film} role="Goes" />
            <ArrowRight
              aria-hidden
              className="size-6 shrink-0 self-center rotate-90 text-tape-400 sm:rotate-0"
            />
            <FilmCard film={kept} role="Stays" />
          </div>
          <ul className="flex flex-col gap-1.5" aria-label="What the merge does">
            {[
              `${countOf(film.holdings.releases, 'release', 'releases')}, ${countOf(film.holdings.collectionItems, 'collection item', 'collection items')}, ${countOf(film.holdings.wants, 'want', 'wants')} and ${countOf(film.holdings.listings, 'listing', 'listings')} move to "${filmWithYear(kept)}", with its photos, trades and challenge entries.`,
              'A member who had both films without a release keeps one entry: the older one, with its notes (or the other’s, when it had none).',
              `"${filmWithYear(kept)}" keeps its own details and takes this film’s where its own are empty.`,
              `Old links and bookmarks to "${filmWithYear(film)}" lead to "${filmWithYear(kept)}". The merge cannot be undone.`,
            ].map((line) => (
              <li key={line} className="flex gap-2">
                <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-cyan" />
                <span>{line}</span>
              </li>
            ))}
          </ul>
          {merge.error && (
            <FormAlert
              title={isApiError(merge.error) ? merge.error.message : MSG.unexpectedError}
              testId="merge-error"
            />
          )}
        </div>
      )}
    </Modal>
  );
}
