import { LIMITS } from '@rewind/shared/limits';
import { Modal } from '@/components/ui/modal';
import { MultiImageUploader } from '@/features/images/components/multi-image-uploader';
import type { TImageTarget } from '@/features/images/lib/image-target';

/**
 * The step after something of mine is made (a listing, a trade request): photos of this very copy, optional,
 * up to the gallery's maximum; saving them or 'Not now' ends it.
 */
export function AddPhotosDialog({
  open,
  target,
  description,
  onDone,
  testId,
}: {
  open: boolean;
  target: TImageTarget;
  /** What was made, and what photos of it are for. */
  description: string;
  onDone: () => void;
  testId: string;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onDone()}
      title="Add photos of this copy"
      description={`${description} Up to ${LIMITS.imagesPerItem}.`}
      size="4xl"
      testId={testId}
    >
      <MultiImageUploader
        target={target}
        existing={[]}
        onSaved={onDone}
        onCancel={onDone}
        cancelLabel="Not now"
      />
    </Modal>
  );
}
