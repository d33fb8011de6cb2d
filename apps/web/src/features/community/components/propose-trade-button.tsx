import { ArrowLeftRight } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAuthDialog } from '@/lib/auth-dialog';
import { useSession } from '@/lib/session';
import type { TProposeTradeProps } from '@/features/community/components/propose-trade-dialog';
import { lazyComponent } from '@/components/ui/lazy-component';

// Loads when first opened, not with the page that offers it.
const ProposeTradeDialog = lazyComponent(
  () =>
    import('@/features/community/components/propose-trade-dialog').then(
      (module) => module.ProposeTradeDialog,
    ),
  { drawnOnceOpened: true },
);

/** 'Propose a trade' (or 'Counter'): the dialog for a member; a visitor is offered the sign-in. */
export function ProposeTradeButton({
  label = 'Propose a trade',
  variant = 'outline',
  size = 'sm',
  ...props
}: Omit<TProposeTradeProps, 'open' | 'onOpenChange'> & {
  label?: string;
  variant?: 'outline' | 'primary';
  /** 'md' beside a trade's other steps; 'sm' in lists. */
  size?: 'sm' | 'md';
}) {
  const { user } = useSession();
  const { openAuthDialog } = useAuthDialog();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} size={size} onClick={() => (user ? setOpen(true) : openAuthDialog('login'))}>
        <ArrowLeftRight aria-hidden className="size-4" />
        {label}
      </Button>
      <ProposeTradeDialog open={isOpen} onOpenChange={setOpen} {...props} />
    </>
  );
}
