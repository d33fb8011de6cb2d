import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAuthDialog } from '@/lib/auth-dialog';
import { useSession } from '@/lib/session';
import { lazyComponent } from '@/components/ui/lazy-component';

// Loads when first opened, not with the page that offers it.
const NewTradeDialog = lazyComponent(
  () => import('@/features/community/components/new-trade-dialog').then((module) => module.NewTradeDialog),
  { drawnOnceOpened: true },
);

/** 'Post a trade request': the dialog for a member; a visitor is offered the sign-in. */
export function NewTradeButton() {
  const { user } = useSession();
  const { openAuthDialog } = useAuthDialog();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => (user ? setOpen(true) : openAuthDialog('login'))}>
        <Plus aria-hidden className="size-4" />
        Post a trade request
      </Button>
      <NewTradeDialog open={isOpen} onOpenChange={setOpen} />
    </>
  );
}
