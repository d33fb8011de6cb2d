import * as MSG from '@rewind/shared/texts';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { isRefusal } from '@/lib/api-client';

/** Asks before an item leaves the collection or the wantlist. */
export function RemoveItemDialog({
  open,
  onOpenChange,
  itemLabel,
  list,
  isListed = false,
  rules,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  itemLabel: string;
  list: 'collection' | 'wantlist';
  /** The item is for sale: its listing is removed first. */
  isListed?: boolean;
  /** A want's match rules in words, which go with it; none when it takes any copy. */
  rules?: string | undefined;
  /**
   * Resolves when removed (the dialog closes); rejects to keep it open. A refusal (409: an order or a trade
   * under way holds the copy) is shown here, in the server's words, where the member is looking.
   */
  onConfirm: () => Promise<unknown>;
}) {
  const [isRemoving, setIsRemoving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  async function confirm() {
    setIsRemoving(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch (error) {
      // Anything else is reported by the caller.
      if (isRefusal(error)) setRefusal(error.message);
    } finally {
      setIsRemoving(false);
    }
  }
  function close() {
    if (isRemoving) return;
    setRefusal(null);
    onOpenChange(false);
  }
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={`Remove from your ${list}?`}
      size="md"
      testId="remove-item-dialog"
      footer={
        <>
          <Button variant="ghost" onClick={close} disabled={isRemoving}>
            {refusal ? 'Close' : MSG.cancel}
          </Button>
          {!refusal && (
            <Button
              variant="danger"
              isLoading={isRemoving}
              leftIcon={<Trash2 aria-hidden className="size-4" />}
              onClick={() => void confirm()}
            >
              Remove
            </Button>
          )}
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
      {rules && (
        <p className="mt-3 text-sm leading-relaxed text-orange" data-testid="rules-warning">
          Its match rules go with it: {rules}.
        </p>
      )}
      {refusal && (
        <p role="alert" className="mt-3 text-sm leading-relaxed text-danger" data-testid="removal-refused">
          {refusal}
        </p>
      )}
    </Modal>
  );
}
