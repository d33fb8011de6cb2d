import * as MSG from '@rewind/shared/texts';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** The foot of a catalogue form dialog: Cancel (which closes at once, as chosen) and the submit button. */
export function FormButtons({
  onCancel,
  isSaving,
  children,
}: {
  onCancel: () => void;
  isSaving: boolean;
  /** The submit button's label. */
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-tape-700 pt-5 sm:flex-row sm:justify-end">
      <Button variant="ghost" onClick={onCancel}>
        {MSG.cancel}
      </Button>
      <Button type="submit" isLoading={isSaving} className="sm:min-w-40">
        {children}
      </Button>
    </div>
  );
}
