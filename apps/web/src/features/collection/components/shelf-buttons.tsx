import { filmWithYear } from '@rewind/shared/film-label';
import type { TTitleDetail } from '@rewind/shared/catalog';
import * as MSG from '@rewind/shared/texts';
import { listingPath } from '@rewind/shared/slug';
import { Heart, Library, Tag } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { Link } from '@/lib/router';
import { ListForSaleDialog } from '@/features/marketplace';
import { useTitle } from '@/features/catalog';
import { useMyTitleState } from '@/features/collection/api/get-my-title-state';
import type { TCollectionDialogMode } from '@/features/collection/components/collection-dialog';
import { lazyComponent } from '@/components/ui/lazy-component';

// The picker (a form with its validation) loads when it first opens.
const CollectionDialog = lazyComponent(
  () =>
    import('@/features/collection/components/collection-dialog').then((module) => module.CollectionDialog),
  { drawnOnceOpened: true },
);

type TList = 'collection' | 'wantlist';
type TOpened = { list: TList; mode: Extract<TCollectionDialogMode, 'collection' | 'unified'> };

const LABELS: Record<TOpened['mode'], Record<TList, string>> = {
  collection: { collection: MSG.addToCollection, wantlist: 'Add to Wantlist' },
  unified: { collection: MSG.manageCollection, wantlist: MSG.manageWantlist },
};

/**
 * 'Add to Collection' / 'Manage Collection' and 'Add to Wantlist' / 'Manage Wantlist' for a film (and, on a
 * release page, for that release). With nothing held yet a button opens the collection selection dialog in
 * collection mode (that release pre-selected); once something is held, the unified picker to add and remove.
 * The have and want counts on the page follow as soon as it saves.
 */
export function ShelfButtons({ film, releaseId }: { film: TTitleDetail; releaseId?: string }) {
  const { data: state, isPending } = useMyTitleState(film.id);
  // The mode is fixed when the dialog opens: a save that flips the button's label must not swap the
  // dialog under the person's hands.
  const [opened, setOpened] = useState<TOpened | null>(null);
  const [last, setLast] = useState<TOpened>({ list: 'collection', mode: 'collection' });
  const holds = (list: TList) => {
    const key = list === 'collection' ? 'inCollection' : 'inWantlist';
    if (!state) return false;
    if (releaseId) {
      return Boolean(state.releases.find((release) => release.releaseId === releaseId)?.[key]);
    }
    return [state[key], ...state.releases.map((release) => release[key])].some(Boolean);
  };
  const modeOf = (list: TList): TOpened['mode'] => (holds(list) ? 'unified' : 'collection');
  const open = (list: TList) => {
    const next = { list, mode: modeOf(list) };
    setLast(next);
    setOpened(next);
  };
  const shown = opened ?? last;
  const heldCopy =
    releaseId && state?.releases.find((release) => release.releaseId === releaseId)?.inCollection;
  return (
    <>
      {heldCopy && releaseId && <SellCopyButton film={film} releaseId={releaseId} copy={heldCopy} />}
      <Button
        variant="outline"
        leftIcon={<Library aria-hidden className="size-4" />}
        disabled={isPending}
        onClick={() => open('collection')}
      >
        {LABELS[modeOf('collection')].collection}
      </Button>
      <Button
        variant="outline"
        leftIcon={<Heart aria-hidden className="size-4" />}
        disabled={isPending}
        onClick={() => open('wantlist')}
      >
        {LABELS[modeOf('wantlist')].wantlist}
      </Button>
      <CollectionDialog
        open={opened !== null}
        onOpenChange={(isOpen) => !isOpen && setOpened(null)}
        film={film}
        mode={shown.mode}
        list={shown.list}
        {...(releaseId && shown.mode === 'collection' ? { initialReleaseId: releaseId } : {})}
        onDone={() => setOpened(null)}
      />
    </>
  );
}

/**
 * On a release page I hold a copy of: 'Sell a copy' opens the listing dialog for it, and once it is listed,
 * 'For sale' links to its listing.
 */
function SellCopyButton({
  film,
  releaseId,
  copy,
}: {
  film: TTitleDetail;
  releaseId: string;
  copy: { itemId: string; listingId: string | null };
}) {
  const [isListing, setIsListing] = useState(false);
  const release = film.releases.find((candidate) => candidate.id === releaseId);
  const label = [filmWithYear(film), release?.releaseTitle].filter(Boolean).join(', ');
  return (
    <>
      {copy.listingId ? (
        <Link to={listingPath({ id: copy.listingId })} className={buttonClasses({ variant: 'outline' })}>
          <Tag aria-hidden className="size-4 text-yellow" />
          For sale
        </Link>
      ) : (
        <Button
          variant="outline"
          leftIcon={<Tag aria-hidden className="size-4" />}
          onClick={() => setIsListing(true)}
        >
          Sell a copy
        </Button>
      )}
      <ListForSaleDialog
        open={isListing}
        onOpenChange={setIsListing}
        collectionItemId={copy.itemId}
        itemLabel={label}
      />
    </>
  );
}

/** The same buttons on a release page, once its film (with every release) has loaded. */
export function ReleaseShelfButtons({ filmSlug, releaseId }: { filmSlug: string; releaseId: string }) {
  const { data: film } = useTitle(filmSlug);
  return film ? <ShelfButtons film={film} releaseId={releaseId} /> : null;
}
