import { Store } from 'lucide-react';
import { Link } from '@/lib/router';
import { TitledSection } from '@/components/ui/titled-section';
import { formatPrice } from '@rewind/shared/currency';
import { useSellersWithMyWants } from '@/features/marketplace/api/listings';
import { Grades, SellerRating } from '@/features/marketplace/components/listing-facts';
import { listingPath } from '@rewind/shared/slug';

/**
 * /wantlist: the sellers whose listings match the most of my wants, each with those copies, cheapest first, so
 * that one order can combine them. Nothing while none does.
 */
export function SellersWithMyWants() {
  const { data } = useSellersWithMyWants();
  if (!data || data.sellers.length === 0) return null;
  return (
    <div className="mb-10">
      <TitledSection
        size="md"
        id="sellers-with-my-wants"
        label="Marketplace"
        title="Sellers with the most of your wants"
      >
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" data-testid="sellers-with-my-wants">
          {data.sellers.map(({ seller, wants, listings }) => (
            <li key={seller.username} className="rounded-xl border border-tape-600 bg-tape-900 p-4">
              <div className="flex items-baseline justify-between gap-3">
                <Link to={`/users/${seller.username}`} className="font-semibold text-paper hover:text-cyan">
                  <Store aria-hidden className="mr-1.5 inline size-4 text-tape-400" />
                  {seller.username}
                </Link>
                <span className="text-sm text-tape-300">{wants} of your wants</span>
              </div>
              <p className="mt-0.5 text-xs text-tape-300">
                <SellerRating rating={seller.rating} />
              </p>
              <ul className="mt-3 divide-y divide-tape-700">
                {listings.map((listing) => (
                  <li key={listing.id} className="flex items-center justify-between gap-3 py-2">
                    <div className="min-w-0">
                      <Link
                        to={listingPath(listing)}
                        className="block truncate text-sm text-paper hover:text-magenta-soft"
                      >
                        {listing.film.title} · {listing.release.format}
                      </Link>
                      <Grades listing={listing} />
                    </div>
                    <span className="shrink-0 font-counter text-lg text-yellow">
                      {formatPrice(listing.price, listing.currency)}
                    </span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </TitledSection>
    </div>
  );
}
