import * as MSG from '@rewind/shared/texts';
import type { ReactNode } from 'react';
import { Button, type TButtonVariant } from '@/components/ui/button';

/** A form dialog's last row: Cancel, then the submit button that says what it does (busy while it runs). */
export function FormActions({
  onCancel,
  submitLabel,
  isPending,
  variant,
  disabled,
}: {
  onCancel: () => void;
  submitLabel: ReactNode;
  isPending: boolean;
  variant?: TButtonVariant;
  disabled?: boolean;
}) {
  return (
    <div className="flex justify-end gap-2">
      <Button type="button" variant="ghost" onClick={onCancel} disabled={isPending}>
        {MSG.cancel}
      </Button>
      <Button type="submit" variant={variant} isLoading={isPending} disabled={disabled}>
        {submitLabel}
      </Button>
    </div>
  );
}
