import * as MSG from '@rewind/shared/texts';
import { MailCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

/** Shown over the login form after a successful sign-up. */
export function AccountCreatedDialog({
  open,
  onClose,
  email,
}: {
  open: boolean;
  onClose: () => void;
  email: string;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={MSG.accountCreatedTitle}
      size="sm"
      testId="account-created-dialog"
      showCloseButton={false}
    >
      <div className="flex flex-col items-center gap-4 text-center">
        <div className="flex size-14 items-center justify-center rounded-full border border-success/40 bg-success/10 text-success">
          <MailCheck aria-hidden className="size-7" />
        </div>
        <p className="text-sm leading-relaxed text-paper">{MSG.accountCreated}</p>
        {email && (
          <p className="max-w-full truncate rounded-md bg-tape-850 px-3 py-1.5 font-counter text-lg leading-none text-cyan">
            {email}
          </p>
        )}
        <Button size="lg" className="mt-1 w-full" onClick={onClose}>
          {MSG.gotIt}
        </Button>
      </div>
    </Modal>
  );
}
