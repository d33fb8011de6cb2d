import * as MSG from '@rewind/shared/texts';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

/** Asks before an item leaves the collection or the wantlist. */
export function RemoveItemDialog({
  open,
  onOpenChange,
  itemLabel,
  list,
  isListed = false,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  itemLabel: string;
  list: 'collection' | 'wantlist';
  /** The item is for sale: its listing is removed first (spec section 4). */
  isListed?: boolean;
  /** Resolves when removed (the dialog closes); rejects to keep it open. */
  onConfirm: () => Promise<unknown>;
}) {
  const [isRemoving, setIsRemoving] = useState(false);
  async function confirm() {
    setIsRemoving(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch {
      // Reported by the caller.
    } finally {
      setIsRemoving(false);
    }
  }
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!isRemoving) onOpenChange(next);
      }}
      title={`Remove from your ${list}?`}
      size="md"
      testId="remove-item-dialog"
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={isRemoving}>
            {MSG.cancel}
          </Button>
          <Button
            variant="danger"
            isLoading={isRemoving}
            leftIcon={<Trash2 aria-hidden className="size-4" />}
            onClick={() => void confirm()}
          >
            Remove
          </Button>
        </>
      }
    >
      <p className="text-sm leading-relaxed text-tape-300">
        <span className="font-semibold text-paper">{itemLabel}</span> leaves your {list}, with its notes.
      </p>
      {isListed && (
        <p className="mt-3 text-sm leading-relaxed text-orange" data-testid="listed-warning">
          It is listed for sale: its listing is removed from the marketplace first.
        </p>
      )}
    </Modal>
  );
}
