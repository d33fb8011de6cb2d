import { LIMITS } from '@rewind/shared/limits';
import { MSG } from '@rewind/shared/messages';
import type { TImage } from '@rewind/shared/images';
import { Modal } from '@/components/ui/modal';
import { MultiImageUploader } from '@/features/images/components/multi-image-uploader';
import type { TImageTarget } from '@/features/images/lib/image-target';

/** 'Manage photos' of a film or a release: the multi-image uploader in a dialog (spec section 2). */
export function ManagePhotosDialog({
  open,
  onClose,
  target,
  images,
}: {
  open: boolean;
  onClose: () => void;
  target: TImageTarget;
  images: TImage[];
}) {
  const isRelease = target.kind === 'releases';
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={isRelease ? MSG.uploadBoxPhotos : 'Film photos'}
      description={`Up to ${LIMITS.imagesPerItem} photos. The first one is the primary photo${isRelease ? ' and the release’s front cover' : ''}.`}
      size="4xl"
      testId="manage-photos-dialog"
    >
      {/* Keyed by the stored images so each opening starts from the gallery as it is. */}
      <MultiImageUploader
        key={images.map((image) => image.id).join()}
        target={target}
        existing={images}
        onSaved={onClose}
        onCancel={onClose}
      />
    </Modal>
  );
}
