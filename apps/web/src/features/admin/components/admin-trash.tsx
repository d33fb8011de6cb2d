import type { TTrashedItem } from '@rewind/shared/catalog-admin';
import { LIMITS } from '@rewind/shared/limits';
import * as MSG from '@rewind/shared/texts';
import { formatDay } from '@rewind/shared/time';
import { ArchiveRestore, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ListStates } from '@/components/ui/list-states';
import { NewerOlder } from '@/components/ui/newer-older';
import { SkeletonBlocks } from '@/components/ui/skeleton';
import { notify } from '@/lib/notify';
import { useRestoreTitle, useTrash } from '@/features/admin/api/titles';
import { holdingsText } from '@/features/admin/components/merge-title-dialog';

function TrashedRow({ film }: { film: TTrashedItem }) {
  const restore = useRestoreTitle();
  const restoreFilm = async () => {
    try {
      await restore.mutateAsync(film.id);
      notify.success(MSG.backInCatalogue(film.label));
    } catch (error) {
      notify.fromError(error);
    }
  };
  return (
    <li className="flex flex-wrap items-center gap-3 py-3" data-testid="trashed-title">
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words text-paper">{film.label}</p>
        <p className="text-sm text-tape-300">
          Deleted {formatDay(film.deletedAt)}
          {film.deletedBy ? ` by ${film.deletedBy}` : ''} · removed for good on {formatDay(film.purgeAfter)}
        </p>
        <p className="text-xs text-tape-400">{holdingsText(film.holdings)} when deleted</p>
      </div>
      <Button
        size="sm"
        variant="outline"
        isLoading={restore.isPending}
        leftIcon={<ArchiveRestore aria-hidden className="size-4" />}
        onClick={() => void restoreFilm()}
      >
        Restore
      </Button>
    </li>
  );
}

/** Deleted films and releases, newest first: each restored, with everything it held, until it is removed for good. */
export function AdminTrash() {
  const [page, setPage] = useState(1);
  const trash = useTrash(page);
  return (
    <ListStates
      query={trash}
      isEmpty={(data) => data.items.length === 0}
      skeleton={<SkeletonBlocks label="Loading the trash" count={2} blockClassName="h-16" />}
      empty={
        <EmptyState
          icon={Trash2}
          title="The trash is empty"
          description={`A deleted film or release waits here for ${LIMITS.trashDays} days, with everything it held, before it is removed for good.`}
        />
      }
    >
      {(data) => (
        <>
          <ul className="divide-y divide-tape-700" aria-label="Deleted films and releases">
            {data.items.map((film) => (
              <TrashedRow key={film.id} film={film} />
            ))}
          </ul>
          <NewerOlder page={data.page} hasMore={data.hasMore} onPage={setPage} />
        </>
      )}
    </ListStates>
  );
}
