import type { TListingDetail } from '@rewind/shared/marketplace';
import { HandCoins } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/session';
import { useListingOffers } from '@/features/orders/api/listing-offers';
import { lazyComponent } from '@/components/ui/lazy-component';

// The offer form's code (the dialog library with it) loads when it is first opened, not with the listing.
const OfferDialog = lazyComponent(
  () => import('@/features/orders/components/offer-dialog').then((module) => module.OfferDialog),
  { drawnOnceOpened: true },
);
// Only a member who made an offer sees it: a visitor's page never fetches its code.
const MyOffer = lazyComponent(
  () => import('@/features/orders/components/offer-lists').then((module) => module.MyOffer),
  { boundary: 'own' },
);

/**
 * 'Make an offer' on a listing someone else sells, or my offer on it once made (one per copy). A visitor is
 * asked to sign in by the answer, as with Buy.
 */
export function OfferButton({ listing }: { listing: TListingDetail }) {
  const { user } = useSession();
  const [isOpen, setIsOpen] = useState(false);
  const offers = useListingOffers(listing.id, user !== null);
  const mine = offers.data?.items.find((offer) => offer.buyer.userId === user?.id);
  if (mine) return <MyOffer offer={mine} />;
  if (listing.state !== 'active') return null;
  return (
    <>
      <Button
        size="lg"
        variant="outline"
        leftIcon={<HandCoins aria-hidden className="size-5" />}
        onClick={() => setIsOpen(true)}
      >
        Make an offer
      </Button>
      <OfferDialog listing={listing} open={isOpen} onOpenChange={setIsOpen} />
    </>
  );
}
