import type { TImage } from '@rewind/shared/images';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { GalleryViewer } from '@/features/images/components/gallery-viewer';
import { useImageViewer } from '@/features/images/hooks/use-image-viewer';
import { imageAlt } from '@/features/images/lib/image-alt';

/**
 * A gallery's first photo as a card shows it (its resized copies, laid out at `sizes`, loaded lazily), with
 * how many more there are: a button that opens the image viewer, which steps through them all. Nothing
 * without photos.
 */
export function GalleryCover({
  images,
  subject,
  sizes,
}: {
  images: TImage[];
  subject: string;
  sizes: string;
}) {
  const viewer = useImageViewer();
  const [first] = images;
  if (!first) return null;
  const more = images.length - 1;
  return (
    <>
      <button
        ref={viewer.openerRef(0)}
        type="button"
        onClick={() => viewer.show(0)}
        aria-label={more ? `View the ${images.length} photos of ${subject}` : `View the photo of ${subject}`}
        className="relative block w-full overflow-hidden rounded-md border border-tape-600 bg-tape-850 transition hover:border-paper"
      >
        <ResponsiveImage
          src={first.thumbUrl}
          sizes={sizes}
          alt={imageAlt(subject, first, 0)}
          className="aspect-[3/4] w-full object-cover"
        />
        {more > 0 && (
          <span className="absolute right-1 bottom-1 rounded-sm bg-tape-950/85 px-1 text-xs font-semibold text-paper">
            +{more}
          </span>
        )}
      </button>
      <GalleryViewer images={images} subject={subject} viewer={viewer} />
    </>
  );
}
