import type { TImage } from '@rewind/shared/images';
import { LIMITS } from '@rewind/shared/limits';
import { ImagePlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { TitledSection } from '@/components/ui/titled-section';
import { ImageGallery } from '@/features/images/components/image-gallery';
import type { TImageTarget } from '@/features/images/lib/image-target';
import { ManagePhotosDialog } from '@/features/images/lazy/manage-photos-dialog';

/**
 * The photos of a film, a release or a listed copy: the gallery for everyone, and for who may change it
 * (any member for the catalogue, the seller for a listing) 'Manage photos', which opens the multi-image
 * uploader. The first photo of a release is its front cover.
 */
export function PhotosSection({
  target,
  images,
  subject,
  canManage,
}: {
  target: TImageTarget;
  images: TImage[];
  subject: string;
  canManage: boolean;
}) {
  const [isManaging, setIsManaging] = useState(false);
  const manage = canManage ? (
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
      {canManage && (
        <ManagePhotosDialog
          open={isManaging}
          onClose={() => setIsManaging(false)}
          target={target}
          images={images}
        />
      )}
    </TitledSection>
  );
}
