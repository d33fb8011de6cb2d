import * as MSG from '@rewind/shared/texts';
import type { TTradeProposalDetail, TTradeRating } from '@rewind/shared/trade-proposals';
import { formatDay } from '@rewind/shared/time';
import { RatingForm } from '@/components/ui/rating-form';
import { Stars } from '@/components/ui/stars';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useRateTrade } from '@/features/community/api/trade-proposals';

function RatingLine({ label, rating }: { label: string; rating: TTradeRating }) {
  return (
    <div className="rounded-lg border border-tape-600 bg-tape-900 p-4" data-testid="trade-rating">
      <p className="text-sm text-tape-300">{label}</p>
      <Stars rating={rating.rating} className="mt-1" />
      {rating.review && <p className="mt-2 text-sm text-paper">{rating.review}</p>}
    </div>
  );
}

export function TradeRatings({ trade, partner }: { trade: TTradeProposalDetail; partner: string }) {
  const rate = useRateTrade(trade.id);
  const { mine, theirs, mayRate, closesAt } = trade.rating;
  return (
    <div className="flex flex-col gap-3">
      {mayRate && (
        <RatingForm
          title={`Rate ${partner}`}
          submitLabel="Rate the trade"
          testId="rate-trade"
          onRate={(rating) =>
            rate.mutateAsync(rating, {
              onSuccess: () => notify.success(MSG.tradeRatingSaved(partner)),
              onError: (cause) => notify.error(isApiError(cause) ? cause.message : MSG.unexpectedError),
            })
          }
        />
      )}
      {mine && <RatingLine label={`Your rating of ${partner}`} rating={mine} />}
      {theirs && <RatingLine label={`${partner}'s rating of you`} rating={theirs} />}
      {mine && !theirs && closesAt && (
        <p className="text-sm text-tape-300">
          {partner}&apos;s rating of you shows once they rate, or on {formatDay(closesAt)}.
        </p>
      )}
    </div>
  );
}
