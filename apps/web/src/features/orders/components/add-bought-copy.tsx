import { formatDay } from '@rewind/shared/time';
import { formatPrice } from '@rewind/shared/currency';
import * as MSG from '@rewind/shared/texts';
import type { TOrderDetail } from '@rewind/shared/orders';
import { useQueryClient } from '@tanstack/react-query';
import { Library } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { addToCollection } from '@/features/collection';

/**
 * On a completed purchase: the copy goes on the buyer's shelf with one press, its price and date kept in the
 * item's notes.
 */
export function AddBoughtCopy({ order, releaseId }: { order: TOrderDetail; releaseId: string }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<'idle' | 'saving' | 'added'>('idle');
  const completedAt = order.events.at(-1)?.createdAt ?? order.statusChangedAt;
  const notes = `Bought from ${order.seller.username} for ${formatPrice(order.total ?? order.price, order.currency)} on ${formatDay(completedAt)}.`;
  const add = async () => {
    setState('saving');
    try {
      await addToCollection({ releaseId, notes });
      notify.success(MSG.addedToCollection);
      setState('added');
    } catch (error) {
      // Already on the shelf counts as done.
      if (isApiError(error) && error.code === 'duplicate') setState('added');
      else {
        notify.error(isApiError(error) ? error.message : MSG.unexpectedError);
        setState('idle');
      }
    }
    await queryClient.invalidateQueries({ queryKey: ['collection'] });
  };
  return (
    <div className="rounded-lg border border-cyan/40 bg-cyan/5 p-4" data-testid="add-bought-copy">
      <p className="text-sm text-paper">
        {state === 'added' ? 'The copy is in your collection.' : 'It arrived: put it on your shelf?'}
      </p>
      {state !== 'added' && (
        <Button
          className="mt-3"
          variant="outline"
          isLoading={state === 'saving'}
          leftIcon={<Library aria-hidden className="size-4" />}
          onClick={() => void add()}
        >
          {MSG.addToCollection}
        </Button>
      )}
    </div>
  );
}
