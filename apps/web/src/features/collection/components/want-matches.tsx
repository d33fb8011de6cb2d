import { listingPath } from '@rewind/shared/slug';
import { formatPrice } from '@rewind/shared/currency';
import { formatDay } from '@rewind/shared/time';
import { Check, Tag } from 'lucide-react';
import { Link } from '@/lib/router';
import { itemLabel, type TShelfItem } from '@/features/collection/components/shelf-item';
import { WantRulesButton } from '@/features/collection/components/want-rules-button';

/**
 * My wantlist: a want's match rules (which copies count), and the copies for sale that pass them, with the
 * lowest price linking to the cheapest.
 */
export function WantMatches({ item }: { item: TShelfItem }) {
  if (!item.rules) return null;
  const label = itemLabel(item);
  return (
    <div className="mt-1.5 flex flex-wrap items-center gap-1.5">
      {item.fulfilledAt && (
        <span
          className="inline-flex items-center gap-1 rounded-sm border border-cyan/60 px-1.5 py-0.5 text-xs text-cyan"
          title="Bought through the marketplace: no longer matched with listings"
          data-testid="want-fulfilled"
        >
          <Check aria-hidden className="size-3" />
          Fulfilled {formatDay(item.fulfilledAt)}
        </span>
      )}
      {item.forSale && (
        <Link
          to={listingPath({ id: item.forSale.listingId })}
          className="inline-flex items-center gap-1 rounded-sm border border-yellow/60 px-1.5 py-0.5 text-xs text-yellow hover:bg-yellow/10"
          data-testid="want-for-sale"
        >
          <Tag aria-hidden className="size-3" />
          For sale from {formatPrice(item.forSale.lowestPrice, item.forSale.currency)}
          {item.forSale.count > 1 && ` (${item.forSale.count})`}
        </Link>
      )}
      <WantRulesButton itemId={item.id} itemLabel={label} rules={item.rules} />
    </div>
  );
}
