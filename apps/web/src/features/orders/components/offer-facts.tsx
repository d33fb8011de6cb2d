import { formatPrice } from '@rewind/shared/currency';
import * as MSG from '@rewind/shared/texts';
import { OFFER_STATUS_LABELS, type TOfferStatus } from '@rewind/shared/order-states';
import type { TOffer } from '@rewind/shared/orders';
import { formatDay, formatRelativeTime } from '@rewind/shared/time';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { RemovalDialog } from '@/components/ui/removal-dialog';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { Link, useNavigate } from '@/lib/router';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useAnswerOffer, useWithdrawOffer } from '@/features/orders/api/offers';

const OFFER_TONES: Record<TOfferStatus, string> = {
  pending: 'border-cyan/60 text-cyan',
  accepted: 'border-green-400/60 text-green-300',
  declined: 'border-tape-500 text-tape-300',
  expired: 'border-tape-500 text-tape-300',
  withdrawn: 'border-tape-500 text-tape-300',
};

/**
 * Where an offer stands, as a tape-label badge; a waiting one says so when the copy was sold or removed
 * meanwhile, or while another buyer's order holds it.
 */
export function OfferStatus({ offer }: { offer: Pick<TOffer, 'status' | 'isListingGone' | 'listing'> }) {
  const isWaiting = offer.status === 'pending';
  const isLapsing = isWaiting && offer.isListingGone;
  const isOnHold = isWaiting && offer.listing.state === 'reserved';
  return (
    <span
      className={cn(
        'inline-flex rounded-sm border px-2 py-0.5 text-xs font-semibold',
        OFFER_TONES[isLapsing ? 'expired' : offer.status],
      )}
      data-testid="offer-status"
    >
      {isLapsing
        ? 'No longer for sale'
        : isOnHold
          ? 'On hold: another order holds the copy'
          : OFFER_STATUS_LABELS[offer.status]}
    </span>
  );
}

/** When it was made and, while it waits, until when. */
export const offerTiming = (offer: TOffer) =>
  offer.status === 'pending' && !offer.isListingGone
    ? `${formatRelativeTime(offer.createdAt)} · answer by ${formatDay(offer.expiresAt)}`
    : formatRelativeTime(offer.createdAt);

const ANSWERS = [
  { verdict: 'accept', label: 'Accept', variant: 'primary' },
  { verdict: 'decline', label: 'Decline', variant: 'outline' },
] as const;

/**
 * The seller's Accept (while the copy is for sale) and Decline of a pending offer; accepting goes on to the
 * order it opens.
 */
export function AnswerOffer({ offer }: { offer: TOffer }) {
  const answer = useAnswerOffer(offer.id);
  const navigate = useNavigate();
  const once = useSingleFlight();
  // Awaited here, not in mutate's callbacks: the answer refetches the list, which may drop this row first.
  const send = (verdict: 'accept' | 'decline') =>
    once(async () => {
      try {
        const { orderId } = await answer.mutateAsync({ answer: verdict });
        notify.success(verdict === 'accept' ? MSG.offerAccepted : MSG.offerDeclined);
        if (orderId) navigate(`/orders/${orderId}`);
      } catch (error) {
        notify.error(isApiError(error) ? error.message : MSG.unexpectedError);
      }
    });
  const amount = formatPrice(offer.amount, offer.currency);
  return (
    <div className="flex flex-wrap gap-2">
      {ANSWERS.filter(({ verdict }) => offer.abilities[verdict]).map(({ verdict, label, variant }) => (
        <Button
          key={verdict}
          size="sm"
          variant={variant}
          isLoading={answer.isPending && answer.variables?.answer === verdict}
          disabled={answer.isPending}
          onClick={() => send(verdict)}
          aria-label={`${label} ${offer.buyer.username}'s offer of ${amount}`}
        >
          {label}
        </Button>
      ))}
    </div>
  );
}

/**
 * The buyer's Withdraw of a pending offer, after a confirmation: there is one offer per buyer and copy, so
 * it cannot be made again.
 */
export function WithdrawOffer({ offer }: { offer: TOffer }) {
  const withdraw = useWithdrawOffer(offer.id);
  const once = useSingleFlight();
  const [isOpen, setIsOpen] = useState(false);
  const amount = formatPrice(offer.amount, offer.currency);
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => setIsOpen(true)}
        aria-label={`Withdraw your offer of ${amount}`}
      >
        Withdraw
      </Button>
      <RemovalDialog
        open={isOpen}
        onOpenChange={setIsOpen}
        title="Withdraw your offer?"
        description={`${offer.seller.username} can no longer accept your offer of ${amount}.`}
        confirmLabel="Withdraw offer"
        isPending={withdraw.isPending}
        // Awaited, not in mutate's callbacks: the answer refetches the offer, which drops this button first.
        onConfirm={() =>
          once(async () => {
            try {
              await withdraw.mutateAsync();
              setIsOpen(false);
              notify.success(MSG.offerWithdrawn);
            } catch (error) {
              notify.error(isApiError(error) ? error.message : MSG.unexpectedError);
            }
          })
        }
        testId="withdraw-offer-dialog"
      >
        <p className="text-sm text-tape-300">
          You make one offer per copy, so you cannot offer on this one again. Buying it at its price stays
          open.
        </p>
      </RemovalDialog>
    </>
  );
}

/** One offer in a list: who offered how much, where it stands, and the seller's answer or the order it opened. */
export function OfferLine({ offer, role }: { offer: TOffer; role: 'received' | 'sent' }) {
  const other = role === 'received' ? offer.buyer : offer.seller;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2" data-testid="offer-line">
      <span className="font-counter text-xl text-yellow">{formatPrice(offer.amount, offer.currency)}</span>
      <div className="min-w-0 flex-1">
        <p className="text-sm text-paper">
          {role === 'received' ? 'From' : 'To'} {other.username}
          <span className="text-tape-400"> · {offerTiming(offer)}</span>
        </p>
        <div className="mt-1">
          <OfferStatus offer={offer} />
        </div>
      </div>
      {(offer.abilities.accept || offer.abilities.decline) && <AnswerOffer offer={offer} />}
      {offer.abilities.withdraw && <WithdrawOffer offer={offer} />}
      {offer.orderId && (
        <Link to={`/orders/${offer.orderId}`} className="text-sm text-cyan underline underline-offset-2">
          View order
        </Link>
      )}
    </div>
  );
}
