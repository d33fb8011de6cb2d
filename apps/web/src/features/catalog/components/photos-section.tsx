import type { TImage } from '@rewind/shared/images';
import { LIMITS } from '@rewind/shared/limits';
import { MSG } from '@rewind/shared/messages';
import { ImagePlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TitledSection } from '@/components/ui/titled-section';
import { ImageGallery } from '@/features/images/components/image-gallery';
import { MultiImageUploader } from '@/features/images/components/multi-image-uploader';
import type { TImageTarget } from '@/features/images/lib/image-target';

/**
 * The photos of a film or a release: the gallery for everyone, and for members 'Manage photos', which
 * opens the multi-image uploader (spec section 2). The first photo of a release is its front cover.
 */
export function PhotosSection({
  target,
  images,
  subject,
  isSignedIn,
}: {
  target: TImageTarget;
  images: TImage[];
  subject: string;
  isSignedIn: boolean;
}) {
  const [isManaging, setIsManaging] = useState(false);
  const manage = isSignedIn ? (
    <Button
      variant="outline"
      size="sm"
      leftIcon={<ImagePlus aria-hidden className="size-4" />}
      onClick={() => setIsManaging(true)}
    >
      {images.length ? 'Manage photos' : 'Add photos'}
    </Button>
  ) : undefined;
  return (
    <TitledSection
      id={`${target.kind}-photos-heading`}
      label={`${images.length} of ${LIMITS.imagesPerItem}`}
      title="Photos"
      action={images.length ? manage : undefined}
    >
      <ImageGallery images={images} subject={subject} emptyAction={manage} />
      {isSignedIn && (
        <Modal
          open={isManaging}
          onOpenChange={setIsManaging}
          title={target.kind === 'releases' ? MSG.uploadBoxPhotos : 'Film photos'}
          description={`Up to ${LIMITS.imagesPerItem} photos. The first one is the primary photo${target.kind === 'releases' ? ' and the release’s front cover' : ''}.`}
          size="4xl"
          testId="manage-photos-dialog"
        >
          {/* Keyed by the stored images so each opening starts from the gallery as it is. */}
          <MultiImageUploader
            key={images.map((image) => image.id).join()}
            target={target}
            existing={images}
            onSaved={() => setIsManaging(false)}
            onCancel={() => setIsManaging(false)}
          />
        </Modal>
      )}
    </TitledSection>
  );
}
