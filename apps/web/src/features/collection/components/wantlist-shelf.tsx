import * as MSG from '@rewind/shared/texts';
import { Heart } from 'lucide-react';
import { Link, useSearchParams } from '@/lib/router';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useSession } from '@/lib/session';
import { ShelfBrowser, readShelfParams, shelfQueryOf } from '@/features/collection/components/shelf-browser';
import { ShelfItemsSkeleton } from '@/features/collection/components/shelf-items';
import type { TShelfActions } from '@/features/collection/components/shelf-item';
import { SignInPrompt } from '@/features/collection/components/sign-in-prompt';
import { WantMatches } from '@/features/collection/components/want-matches';
import { useWantlist } from '@/features/collection/api/get-wantlist';
import { useRemoveFromWantlist } from '@/features/collection/api/remove-from-wantlist';
import { useUpdateWantlistItem } from '@/features/collection/api/update-wantlist-item';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';

const errorText = (error: unknown) => (isApiError(error) ? error.message : MSG.unexpectedError);

function WantlistList() {
  const [params] = useSearchParams();
  const query = useWantlist(shelfQueryOf(readShelfParams(params)));
  const update = useUpdateWantlistItem();
  const remove = useRemoveFromWantlist();
  const actions: TShelfActions = {
    list: 'wantlist',
    notesPlaceholder: MSG.wantlistNotesPlaceholder,
    wantMatches: (item) => <WantMatches item={item} />,
    saveNotes: (item, notes) =>
      update.mutateAsync({ itemId: item.id, notes }).catch((error: unknown) => {
        notify.error(MSG.errorUpdatingNotes(errorText(error)));
        throw error;
      }),
    setPriority: (item, priority) =>
      update.mutateAsync({ itemId: item.id, priority }).catch((error: unknown) => {
        notify.fromError(error);
        throw error;
      }),
    remove: (item) =>
      remove.mutateAsync(item.id).then(
        () => notify.success(MSG.removedFromWantlist),
        (error: unknown) => {
          notify.error(MSG.removeFromWantlistFailed);
          throw error;
        },
      ),
  };
  return (
    <ShelfBrowser
      query={query}
      actions={actions}
      noun={['wanted item', 'wanted items']}
      emptyState={
        <EmptyState
          icon={Heart}
          title="Your wantlist is empty"
          description="Add the releases you are still hunting for from any film page in the catalogue."
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

/** The wantlist part of /wantlist: my wants, or the sign-in prompt. */
export function WantlistShelf() {
  const { isSignedIn, isPending } = useSession();
  if (isPending) return <ShelfItemsSkeleton view="grid" />;
  return isSignedIn ? <WantlistList /> : <SignInPrompt list="wantlist" />;
}
