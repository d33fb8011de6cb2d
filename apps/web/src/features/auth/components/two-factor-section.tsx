import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/session';
import { cn } from '@/lib/cn';
import { lazyComponent } from '@/components/ui/lazy-component';

// The section is the owner's part of their profile page (`lazyComponent` without a boundary of its own: the page is usable once it is, decision
// 021); the dialogs' code, with the QR code, loads when one opens.
const TwoFactorEnrolDialog = lazyComponent(
  () =>
    import('@/features/auth/components/two-factor-enrol-dialog').then(
      (module) => module.TwoFactorEnrolDialog,
    ),
  { drawnOnceOpened: true },
);
const TwoFactorRemoveDialog = lazyComponent(
  () =>
    import('@/features/auth/components/two-factor-remove-dialog').then(
      (module) => module.TwoFactorRemoveDialog,
    ),
  { drawnOnceOpened: true },
);

/** The owner's two-factor status on their profile page, with set-up and removal. */
export function TwoFactorSection({ headingId }: { headingId: string }) {
  const { hasTwoFactor } = useSession();
  const [dialog, setDialog] = useState<'enrol' | 'remove' | null>(null);
  const Icon = hasTwoFactor ? ShieldCheck : ShieldOff;
  return (
    <div
      className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid="two-factor-section"
    >
      <div className="flex items-start gap-4">
        <div
          className={cn(
            'flex size-11 shrink-0 items-center justify-center rounded-full border',
            hasTwoFactor
              ? 'border-success/40 bg-success/10 text-success'
              : 'border-tape-600 bg-tape-850 text-tape-300',
          )}
        >
          <Icon aria-hidden className="size-5" />
        </div>
        <div>
          <h3 id={headingId} className="flex flex-wrap items-center gap-2 font-semibold text-paper">
            Two-factor authentication
            <span
              data-testid="two-factor-status"
              className={cn(
                'rounded-sm px-1.5 py-px font-counter text-base leading-none',
                hasTwoFactor ? 'bg-success text-tape-950' : 'bg-tape-700 text-tape-300',
              )}
            >
              {hasTwoFactor ? 'ON' : 'OFF'}
            </span>
          </h3>
          <p className="mt-1 max-w-prose text-sm leading-relaxed text-tape-300">
            {hasTwoFactor
              ? 'Sign-in asks for a code from your authenticator app (or a recovery code) after your password.'
              : 'Protect your account with a code from an authenticator app at every sign-in. Admins need it for admin actions.'}
          </p>
        </div>
      </div>
      {hasTwoFactor ? (
        <Button variant="outline" className="shrink-0" onClick={() => setDialog('remove')}>
          Remove two-factor
        </Button>
      ) : (
        <Button variant="secondary" className="shrink-0" onClick={() => setDialog('enrol')}>
          Set up two-factor
        </Button>
      )}
      {/* Mounted per opening: each set-up or removal starts from its first step. */}
      {dialog === 'enrol' && (
        <TwoFactorEnrolDialog open onOpenChange={(isOpen) => !isOpen && setDialog(null)} />
      )}
      {dialog === 'remove' && (
        <TwoFactorRemoveDialog open onOpenChange={(isOpen) => !isOpen && setDialog(null)} />
      )}
    </div>
  );
}
