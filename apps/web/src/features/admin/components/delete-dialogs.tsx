import type { THoldings } from '@rewind/shared/catalog-admin';
import { LIMITS } from '@rewind/shared/limits';
import { countOf } from '@rewind/shared/counts';
import * as MSG from '@rewind/shared/texts';
import { GitMerge, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { SkeletonBlocks } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import {
  useAdminRelease,
  useAdminTitle,
  useDeleteRelease,
  useDeleteTitle,
} from '@/features/admin/api/titles';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';

/**
 * Why it was not deleted, in the words for what it is: for a film, the product's for a member who is not (or no
 * longer) an admin.
 */
function deleteRefusal(error: unknown, failed: (message: string) => string): string {
  if (isApiError(error) && error.code === 'forbidden') return MSG.adminOnlyDeleteMaster;
  return failed(isApiError(error) ? error.message : MSG.unexpectedError);
}

/** What goes with the film, one line each, leaving out what nobody holds. */
function heldLines(holdings: THoldings): string[] {
  return [
    holdings.collectionItems &&
      `${countOf(holdings.collectionItems, 'copy', 'copies')} in members' collections`,
    holdings.wants && `${countOf(holdings.wants, 'want', 'wants')} on members' wantlists`,
    holdings.listings &&
      `${countOf(holdings.listings, 'copy', 'copies')} for sale (the listings end; their sellers are told)`,
    holdings.tradeRequests && countOf(holdings.tradeRequests, 'trade request', 'trade requests'),
    holdings.tradeProposals &&
      `${countOf(holdings.tradeProposals, 'trade proposal', 'trade proposals')} under way`,
    holdings.challengeEntries && countOf(holdings.challengeEntries, 'challenge entry', 'challenge entries'),
    holdings.orders &&
      `the link from ${countOf(holdings.orders, 'order', 'orders')} to the film (each keeps what it sold)`,
  ].filter((line): line is string => typeof line === 'string');
}

/** What keeps it from being deleted now, in words; null when nothing does. */
function refusal(
  holdings: THoldings,
  openOrders: (count: number) => string,
  acceptedTrades: (count: number) => string,
): string | null {
  if (holdings.openOrders > 0) return openOrders(holdings.openOrders);
  if (holdings.acceptedTrades > 0) return acceptedTrades(holdings.acceptedTrades);
  return null;
}

type TDeleteDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
};

/**
 * Asks before an admin deletes a film (with all its releases) or a release, saying what goes with it: every
 * collection item, want, listing, trade, challenge entry and order that holds it, and who is told. For a film
 * that members hold anything of, merging it into the film that stays is offered instead (nothing is lost that
 * way). One with an open order or an accepted trade cannot be deleted, and the dialog says why.
 */
function DeleteDialog({
  open,
  onOpenChange,
  onDeleted,
  heading,
  intro,
  holdings: counted,
  remove,
  refusal: refusalOf,
  deleted,
  failed,
  onMerge,
}: TDeleteDialogProps & {
  heading: string;
  intro: (holdings: THoldings) => string;
  holdings: UseQueryResult<{ holdings: THoldings }>;
  remove: UseMutationResult<unknown, Error, void>;
  refusal: (holdings: THoldings) => string | null;
  deleted: string;
  /** The error's words: 'Error deleting movie: …' for a film. */
  failed: (message: string) => string;
  onMerge?: () => void;
}) {
  const close = (next: boolean) => {
    if (!next) remove.reset();
    onOpenChange(next);
  };
  const holdings = counted.data?.holdings;
  const lines = holdings ? heldLines(holdings) : [];
  const blocked = holdings ? refusalOf(holdings) : null;
  // mutateAsync, not mutate's callbacks: in the portal, the row (and this dialog) leaves on the refetch.
  const confirm = async () => {
    try {
      await remove.mutateAsync();
      notify.success(deleted);
      onOpenChange(false);
      onDeleted?.();
    } catch {
      // Shown in the dialog from the mutation's error.
    }
  };
  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={heading}
      size="md"
      testId="delete-dialog"
      footer={
        <>
          <Button variant="ghost" onClick={() => close(false)}>
            {MSG.cancel}
          </Button>
          {onMerge && lines.length > 0 && (
            <Button
              variant="outline"
              leftIcon={<GitMerge aria-hidden className="size-4" />}
              onClick={() => {
                close(false);
                onMerge();
              }}
            >
              Merge into…
            </Button>
          )}
          <Button
            variant="danger"
            isLoading={remove.isPending}
            disabled={!holdings || blocked !== null}
            leftIcon={<Trash2 aria-hidden className="size-4" />}
            onClick={() => void confirm()}
          >
            Delete
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4 text-sm leading-relaxed text-tape-300">
        {!holdings ? (
          counted.isError ? (
            <FormAlert title={deleteRefusal(counted.error, failed)} testId="delete-error" />
          ) : (
            <SkeletonBlocks label="Counting what it holds" count={3} blockClassName="h-5" />
          )
        ) : (
          <>
            <p>
              {intro(holdings)}
              {lines.length === 0 ? ' No member holds, wants, sells or trades it.' : ' With it go:'}
            </p>
            {lines.length > 0 && (
              <>
                <ul className="list-disc space-y-1 pl-5 text-paper">
                  {lines.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
                <p>
                  Each member who holds or wants it is told.
                  {onMerge &&
                    ' If it is a duplicate, merge it into the film that stays instead: everything above moves there.'}
                </p>
              </>
            )}
            <p>
              It stays in the trash for {LIMITS.trashDays} days, where an admin can restore it with all of the
              above; then it is removed for good.
            </p>
            {blocked && <FormAlert title={blocked} testId="delete-blocked" />}
          </>
        )}
        {remove.error && <FormAlert title={deleteRefusal(remove.error, failed)} testId="delete-error" />}
      </div>
    </Modal>
  );
}

/** Deleting a film with all its releases; "Merge into…" opens the merge dialog for it instead. */
export function DeleteTitleDialog({
  title,
  onMerge,
  ...props
}: TDeleteDialogProps & { title: { id: string; title: string }; onMerge: () => void }) {
  // Asked for while open only: once deleted, the film is gone.
  const film = useAdminTitle(title.id, { enabled: props.open });
  const remove = useDeleteTitle(title.id);
  return (
    <DeleteDialog
      {...props}
      heading={`Delete "${title.title}"?`}
      intro={(holdings) =>
        `The film and its ${countOf(holdings.releases, 'release', 'releases')} leave the catalogue for everyone.`
      }
      holdings={film}
      remove={remove}
      refusal={(holdings) => refusal(holdings, MSG.titleHasOpenOrders, MSG.titleHasAcceptedTrades)}
      deleted={MSG.movieDeleted}
      failed={MSG.errorDeletingMovie}
      onMerge={onMerge}
    />
  );
}

/** Deleting one release of a film; the film stays. */
export function DeleteReleaseDialog({
  release,
  ...props
}: TDeleteDialogProps & { release: { id: string; name: string } }) {
  const counted = useAdminRelease(release.id, { enabled: props.open });
  const remove = useDeleteRelease(release.id);
  return (
    <DeleteDialog
      {...props}
      heading={`Delete the release "${release.name}"?`}
      intro={() => 'The release leaves the catalogue for everyone; its film stays.'}
      holdings={counted}
      remove={remove}
      refusal={(holdings) => refusal(holdings, MSG.releaseHasOpenOrders, MSG.releaseHasAcceptedTrades)}
      deleted={MSG.releaseDeleted}
      failed={MSG.errorDeletingRelease}
    />
  );
}
