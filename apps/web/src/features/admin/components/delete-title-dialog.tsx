import type { THoldings } from '@rewind/shared/catalog-admin';
import { LIMITS } from '@rewind/shared/limits';
import * as MSG from '@rewind/shared/texts';
import { GitMerge, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { SkeletonBlocks } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useAdminTitle, useDeleteTitle } from '@/features/admin/api/titles';

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** Why the film was not deleted: the spec's words for a member who is not (or no longer) an admin. */
function deleteRefusal(error: unknown): string {
  if (isApiError(error) && error.code === 'forbidden') return MSG.adminOnlyDeleteMaster;
  return MSG.errorDeletingMovie(isApiError(error) ? error.message : MSG.unexpectedError);
}

/** What goes with the film, one line each, leaving out what nobody holds. */
function heldLines(holdings: THoldings): string[] {
  return [
    holdings.collectionItems &&
      `${plural(holdings.collectionItems, 'copy', 'copies')} in members' collections`,
    holdings.wants && `${plural(holdings.wants, 'want')} on members' wantlists`,
    holdings.listings &&
      `${plural(holdings.listings, 'copy', 'copies')} for sale (the listings end; their sellers are told)`,
    holdings.tradeRequests && plural(holdings.tradeRequests, 'trade request'),
    holdings.tradeProposals && `${plural(holdings.tradeProposals, 'trade proposal')} under way`,
    holdings.challengeEntries && plural(holdings.challengeEntries, 'challenge entry', 'challenge entries'),
    holdings.orders &&
      `the link from ${plural(holdings.orders, 'order')} to the film (each keeps what it sold)`,
  ].filter((line): line is string => typeof line === 'string');
}

/** What keeps the film from being deleted now, in words; null when nothing does. */
function refusal(holdings: THoldings): string | null {
  if (holdings.openOrders > 0) return MSG.titleHasOpenOrders(holdings.openOrders);
  if (holdings.acceptedTrades > 0) return MSG.titleHasAcceptedTrades(holdings.acceptedTrades);
  return null;
}

/**
 * Asks before an admin deletes a film with all its releases, saying what goes with it: every collection item,
 * want, listing, trade, challenge entry and order that holds it, and who is told. When members hold anything
 * of it, merging it into the film that stays is offered instead (nothing is lost that way). A film with an
 * open order or an accepted trade cannot be deleted, and the dialog says why.
 */
export function DeleteTitleDialog({
  open,
  onOpenChange,
  title,
  onMerge,
  onDeleted,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: { id: string; title: string };
  /** Opens the merge dialog for this film instead. */
  onMerge: () => void;
  onDeleted?: () => void;
}) {
  // Asked for while open only: once deleted, the film is gone.
  const film = useAdminTitle(title.id, { enabled: open });
  const remove = useDeleteTitle();
  const close = (next: boolean) => {
    if (!next) remove.reset();
    onOpenChange(next);
  };
  const holdings = film.data?.holdings;
  const lines = holdings ? heldLines(holdings) : [];
  const blocked = holdings ? refusal(holdings) : null;
  // mutateAsync, not mutate's callbacks: in the portal, the film's row (and this dialog) leaves on the refetch.
  const confirm = async () => {
    try {
      await remove.mutateAsync(title.id);
      notify.success(MSG.movieDeleted);
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
      title={`Delete "${title.title}"?`}
      size="md"
      testId="delete-title-dialog"
      footer={
        <>
          <Button variant="ghost" onClick={() => close(false)}>
            {MSG.cancel}
          </Button>
          {lines.length > 0 && (
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
      <div
        className="flex flex-col gap-4 text-sm leading-relaxed text-tape-300"
        data-testid="delete-title-holdings"
      >
        {!holdings ? (
          film.isError ? (
            <FormAlert title={deleteRefusal(film.error)} testId="delete-error" />
          ) : (
            <SkeletonBlocks label="Counting what the film holds" count={3} blockClassName="h-5" />
          )
        ) : (
          <>
            <p>
              The film and its {plural(holdings.releases, 'release')} leave the catalogue for everyone.
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
                  Each member who holds or wants it is told. If it is a duplicate, merge it into the film that
                  stays instead: everything above moves there.
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
        {remove.error && <FormAlert title={deleteRefusal(remove.error)} testId="delete-error" />}
      </div>
    </Modal>
  );
}
