import type { TListingDetail } from '@rewind/shared/marketplace';
import { ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { lazyComponent } from '@/components/ui/lazy-component';

// The confirmation's code (the dialog library with it) loads when Buy is first pressed, not with the listing.
const BuyDialog = lazyComponent(
  () => import('@/features/orders/components/buy-dialog').then((module) => module.BuyDialog),
  { drawnOnceOpened: true },
);

/** 'Buy' on a listing someone else sells: a confirmation first (buy-dialog.tsx). */
export function BuyButton({ listing }: { listing: TListingDetail }) {
  const [isConfirming, setIsConfirming] = useState(false);
  return (
    <>
      <Button
        size="lg"
        leftIcon={<ShoppingCart aria-hidden className="size-5" />}
        onClick={() => setIsConfirming(true)}
      >
        Buy
      </Button>
      <BuyDialog listing={listing} open={isConfirming} onOpenChange={setIsConfirming} />
    </>
  );
}
