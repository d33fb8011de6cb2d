import type { TImage } from '@rewind/shared/images';
import { ImageViewer } from '@/components/ui/image-viewer';
import type { TImageViewerState } from '@/features/images/hooks/use-image-viewer';
import { imageAlt } from '@/features/images/lib/image-alt';

/** The image viewer on a gallery's photos: the one `viewer` shows, stepping through the others. */
export function GalleryViewer({
  images,
  subject,
  viewer,
}: {
  images: TImage[];
  subject: string;
  viewer: TImageViewerState;
}) {
  const shown = images[viewer.index];
  if (!shown) return null;
  return (
    <ImageViewer
      open={viewer.isOpen}
      onClose={viewer.close}
      src={shown.url}
      alt={imageAlt(subject, shown, viewer.index)}
      caption={shown.caption}
      sequence={{ index: viewer.index, count: images.length, onShow: viewer.show }}
    />
  );
}
