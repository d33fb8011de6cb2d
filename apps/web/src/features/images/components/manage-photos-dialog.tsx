import { LIMITS } from '@rewind/shared/limits';
import * as MSG from '@rewind/shared/texts';
import type { TImage } from '@rewind/shared/images';
import { Modal } from '@/components/ui/modal';
import { MultiImageUploader } from '@/features/images/components/multi-image-uploader';
import type { TImageTarget } from '@/features/images/lib/image-target';

const TEXTS: Record<TImageTarget['kind'], { title: string; primary: string }> = {
  titles: { title: 'Film photos', primary: 'the primary photo' },
  releases: { title: MSG.uploadBoxPhotos, primary: 'the primary photo and the release’s front cover' },
  listings: { title: 'Photos of this copy', primary: 'the one buyers see first' },
  trades: { title: 'Photos of this copy', primary: 'the one on its trade request' },
};

/**
 * 'Manage photos' of a film, a release, a listed copy or a trade request: the multi-image uploader in a
 * dialog.
 */
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
  const texts = TEXTS[target.kind];
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={texts.title}
      description={`Up to ${LIMITS.imagesPerItem} photos. The first one is ${texts.primary}.`}
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
