import * as MSG from '@rewind/shared/texts';
import { DEFAULT_RELEASE_TITLE } from '@rewind/shared/options';
import { useQueryClient } from '@tanstack/react-query';
import { Download, FileUp, Library } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from '@/lib/router';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { useSession } from '@/lib/session';
import { addToCollection } from '@/features/collection/api/add-to-collection';
import { useCollection } from '@/features/collection/api/get-collection';
import { invalidateShelves } from '@/features/collection/api/query-keys';
import {
  removeFromCollection,
  useRemoveFromCollection,
} from '@/features/collection/api/remove-from-collection';
import { useSetForTrade } from '@/features/collection/api/set-for-trade';
import { useUpdateCollectionNotes } from '@/features/collection/api/update-collection-notes';
import { ShelfBrowser, readShelfParams, shelfQueryOf } from '@/features/collection/components/shelf-browser';
import { ShelfItemsSkeleton } from '@/features/collection/components/shelf-items';
import type { TShelfActions } from '@/features/collection/components/shelf-item';
import { apiUrl, isApiError, isRefusal } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useDocumentTitle } from '@/lib/use-document-title';
import { lazyComponent } from '@/components/ui/lazy-component';

// Only a visitor sees it: a member's first load does without its code (decision 021).
const SignInPrompt = lazyComponent(() =>
  import('@/features/collection/components/sign-in-prompt').then((module) => module.SignInPrompt),
);

// The import (a CSV reader and its validation) loads when it is first opened.
const ImportCollectionDialog = lazyComponent(
  () =>
    import('@/features/collection/components/import-collection-dialog').then(
      (module) => module.ImportCollectionDialog,
    ),
  { drawnOnceOpened: true },
);

const errorText = (error: unknown) => (isApiError(error) ? error.message : MSG.unexpectedError);

function CollectionList() {
  const [params] = useSearchParams();
  const query = useCollection(shelfQueryOf(readShelfParams(params)));
  const updateNotes = useUpdateCollectionNotes();
  const remove = useRemoveFromCollection();
  const setForTrade = useSetForTrade();
  const queryClient = useQueryClient();
  const actions: TShelfActions = {
    list: 'collection',
    notesPlaceholder: MSG.collectionNotesPlaceholder,
    saveNotes: (item, notes) =>
      updateNotes.mutateAsync({ itemId: item.id, notes }).catch((error: unknown) => {
        notify.error(MSG.errorUpdatingNotes(errorText(error)));
        throw error;
      }),
    remove: (item) =>
      remove.mutateAsync(item.id).then(
        () => notify.success(MSG.removedFromCollection),
        (error: unknown) => {
          // A listing that could not be ended stops the removal with the product's own text; a refusal the
          // dialog shows itself.
          if (!isRefusal(error))
            notify.error(
              isApiError(error) && error.code === 'listing_removal_failed'
                ? error.message
                : MSG.errorRemovingFromCollection(errorText(error)),
            );
          throw error;
        },
      ),
    setForTrade: (item, forTrade) =>
      setForTrade.mutateAsync({ itemId: item.id, forTrade }).then(
        () => notify.success(forTrade ? 'Offered for trade' : 'No longer offered for trade'),
        (error: unknown) => notify.fromError(error),
      ),
    // The release is added with the item's notes, then the film-level item goes. Adding first means a
    // failure never loses the item; a duplicate ('You already have this release...') keeps both as they are.
    chooseRelease: async (item, release) => {
      try {
        await addToCollection({ releaseId: release.id, notes: item.notes });
        await removeFromCollection(item.id);
      } finally {
        await invalidateShelves(queryClient);
      }
      notify.success(`Release chosen: ${release.releaseTitle || DEFAULT_RELEASE_TITLE}`);
    },
  };
  return (
    <ShelfBrowser
      query={query}
      actions={actions}
      noun={['item', 'items']}
      emptyState={
        <EmptyState
          icon={Library}
          title="Your collection is empty"
          description="Find a film in the catalogue and mark the releases you own to start your shelf."
          action={
            <Link to="/catalog" className={buttonClasses()}>
              Browse the catalogue
            </Link>
          }
        />
      }
    />
  );
}

/** /collection: the releases I own, with my notes. */
export function CollectionPage() {
  useDocumentTitle(MSG.navMyCollection);
  const { isSignedIn, isPending } = useSession();
  const [isImporting, setIsImporting] = useState(false);
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Your shelf"
        title={MSG.navMyCollection}
        description="The tapes and discs you own, with your own notes on each release."
        actions={
          isSignedIn && (
            <>
              <Button
                variant="outline"
                leftIcon={<FileUp aria-hidden className="size-4" />}
                onClick={() => setIsImporting(true)}
              >
                Import CSV
              </Button>
              <a
                href={apiUrl('/me/collection.csv')}
                download="rewind-collection.csv"
                className={buttonClasses({ variant: 'outline' })}
              >
                <Download aria-hidden className="size-4" />
                Export CSV
              </a>
            </>
          )
        }
      />
      {isPending ? (
        <ShelfItemsSkeleton view="grid" />
      ) : isSignedIn ? (
        <CollectionList />
      ) : (
        <SignInPrompt list="collection" />
      )}
      <ImportCollectionDialog open={isImporting} onOpenChange={setIsImporting} />
    </PageContainer>
  );
}
