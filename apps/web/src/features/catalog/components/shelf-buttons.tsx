import type { TTitleDetail } from '@rewind/shared/catalog';
import { MSG } from '@rewind/shared/messages';
import { Heart, Library } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useTitle } from '@/features/catalog/api/get-title';
import { useMyTitleState } from '@/features/collection/api/get-my-title-state';
import { CollectionDialog } from '@/features/collection/components/collection-dialog';

type TList = 'collection' | 'wantlist';

/**
 * 'Add to Collection' / 'Manage Collection' and 'Add to Wantlist' / 'Manage Wantlist' for a film (and, on a
 * release page, that release first). Each opens the release picker (spec sections 2 and 4); the have and
 * want counts on the page follow as soon as it saves.
 */
export function ShelfButtons({ film, releaseId }: { film: TTitleDetail; releaseId?: string }) {
  const { data: state } = useMyTitleState(film.id);
  const [open, setOpen] = useState<TList | null>(null);
  const holds = (list: TList) => {
    const key = list === 'collection' ? 'inCollection' : 'inWantlist';
    if (!state) return false;
    const entries = [state[key], ...state.releases.map((release) => release[key])];
    return releaseId
      ? Boolean(state.releases.find((release) => release.releaseId === releaseId)?.[key])
      : entries.some(Boolean);
  };
  const label = (list: TList) =>
    list === 'collection'
      ? holds('collection')
        ? MSG.manageCollection
        : MSG.addToCollection
      : holds('wantlist')
        ? MSG.manageWantlist
        : 'Add to Wantlist';
  return (
    <>
      <Button
        variant="outline"
        leftIcon={<Library aria-hidden className="size-4" />}
        onClick={() => setOpen('collection')}
      >
        {label('collection')}
      </Button>
      <Button
        variant="outline"
        leftIcon={<Heart aria-hidden className="size-4" />}
        onClick={() => setOpen('wantlist')}
      >
        {label('wantlist')}
      </Button>
      <CollectionDialog
        open={open !== null}
        onOpenChange={(isOpen) => !isOpen && setOpen(null)}
        film={film}
        mode="unified"
        list={open ?? 'collection'}
        onDone={() => setOpen(null)}
      />
    </>
  );
}

/** The same buttons on a release page, once its film (with every release) has loaded. */
export function ReleaseShelfButtons({ filmSlug, releaseId }: { filmSlug: string; releaseId: string }) {
  const { data: film } = useTitle(filmSlug);
  return film ? <ShelfButtons film={film} releaseId={releaseId} /> : null;
}
