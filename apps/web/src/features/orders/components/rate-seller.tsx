import * as MSG from '@rewind/shared/texts';
import type { TOrderDetail } from '@rewind/shared/orders';
import { RatingForm } from '@/components/ui/rating-form';
import { Stars } from '@/components/ui/stars';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useRateSeller } from '@/features/orders/api/feedback';

/** The buyer's rating of the sale (once, within 60 days), or the rating given. */
export function RateSeller({ order }: { order: TOrderDetail }) {
  const rate = useRateSeller(order.id);
  if (order.feedback) {
    return (
      <div className="rounded-lg border border-tape-600 bg-tape-900 p-4" data-testid="order-feedback">
        <p className="text-sm text-tape-300">Your rating of {order.seller.username}</p>
        <Stars rating={order.feedback.rating} className="mt-1" />
        {order.feedback.review && <p className="mt-2 text-sm text-paper">{order.feedback.review}</p>}
      </div>
    );
  }
  if (!order.mayRate) return null;
  return (
    <RatingForm
      title={`Rate ${order.seller.username}`}
      submitLabel="Rate the seller"
      testId="rate-seller"
      onRate={(rating) =>
        rate.mutateAsync(rating, {
          onSuccess: () => notify.success(MSG.feedbackSaved),
          onError: (cause) => notify.error(isApiError(cause) ? cause.message : MSG.unexpectedError),
        })
      }
    />
  );
}
