import * as MSG from '@rewind/shared/texts';
import { Camera } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

const CLOSE = 'Close';

/** The placeholder 'Take Photo' dialog: taking photos in the browser is not offered yet. */
export function TakePhotoDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={MSG.takePhoto}
      size="sm"
      testId="take-photo-dialog"
      footer={
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          {CLOSE}
        </Button>
      }
    >
      <div className="flex flex-col items-center gap-4 py-2 text-center">
        <div className="flex size-14 items-center justify-center rounded-full border border-tape-600 bg-tape-850 text-cyan">
          <Camera aria-hidden className="size-7" />
        </div>
        <p className="text-paper">{MSG.cameraComingSoon}</p>
      </div>
    </Modal>
  );
}
