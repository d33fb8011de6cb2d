import * as MSG from '@rewind/shared/texts';
import { Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { useSingleFlight } from '@/lib/use-single-flight';

/**
 * 'Remove this …?': a confirmation with a danger button, and, where the removal must say why (an admin's), a
 * reason that is required before it can go.
 */
export function RemovalDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  reasonLabel,
  isPending,
  onConfirm,
  testId,
  facts,
  canConfirm = true,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string | undefined;
  confirmLabel: string;
  /** Asks for a reason under this label; none: the removal needs no reason. */
  reasonLabel?: string;
  isPending: boolean;
  /**
   * The reason typed (trimmed), or undefined without a reason field. A removal that answers a promise is sent
   * once until it settles, however often the button is clicked.
   */
  onConfirm: (reason: string | undefined) => unknown;
  testId?: string | undefined;
  /** What goes with it (counts read from the server), shown above everything else. */
  facts?: ReactNode;
  /** False while the removal cannot go ahead (its facts still loading, or something refusing it). */
  canConfirm?: boolean;
  /** What the removal means, shown where there is no reason to give. */
  children?: ReactNode;
}) {
  const [reason, setReason] = useState('');
  const once = useSingleFlight();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !isPending && onOpenChange(next)}
      title={title}
      description={description}
      testId={testId}
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={isPending}>
            {MSG.cancel}
          </Button>
          <Button
            variant="danger"
            isLoading={isPending}
            disabled={!canConfirm || (reasonLabel !== undefined && reason.trim() === '')}
            leftIcon={<Trash2 aria-hidden className="size-4" />}
            onClick={() => once(async () => onConfirm(reasonLabel === undefined ? undefined : reason.trim()))}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {facts}
        {reasonLabel !== undefined ? (
          <TextAreaField
            label={reasonLabel}
            rows={3}
            maxLength={300}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        ) : (
          children
        )}
      </div>
    </Modal>
  );
}
