import type { TImage } from '@rewind/shared/images';
import * as MSG from '@rewind/shared/texts';
import { ImageOff, Images, Star } from 'lucide-react';
import { useState, type ReactNode, type Ref } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { GalleryViewer } from '@/features/images/components/gallery-viewer';
import { useImageViewer } from '@/features/images/hooks/use-image-viewer';
import { imageAlt } from '@/features/images/lib/image-alt';
import { PRIMARY_BADGE } from '@/features/images/lib/primary-badge';
import { cn } from '@/lib/cn';

export const NO_IMAGES_TITLE = 'No photos yet';
const NO_IMAGES_TEXT = 'Nobody has added photos here so far.';
// A column of the gallery grid below (2 to 5 columns, gap-3) in the page column (max-w-7xl, px-4 sm:px-6).
const GALLERY_COLUMN_SIZES =
  '(min-width: 1280px) 237px, (min-width: 1024px) calc((100vw - 96px) / 5), ' +
  '(min-width: 768px) calc((100vw - 84px) / 4), (min-width: 640px) calc((100vw - 72px) / 3), ' +
  'calc((100vw - 44px) / 2)';

function GalleryThumb({
  image,
  index,
  subject,
  onOpen,
  buttonRef,
}: {
  image: TImage;
  index: number;
  subject: string;
  onOpen: () => void;
  buttonRef: Ref<HTMLButtonElement>;
}) {
  const [hasFailed, setHasFailed] = useState(false);
  return (
    <li data-testid="gallery-image" className="min-w-0">
      <figure className="flex flex-col gap-2">
        <button
          ref={buttonRef}
          type="button"
          onClick={onOpen}
          aria-label={`Enlarge ${imageAlt(subject, image, index)}`}
          className="group relative block aspect-[3/4] w-full overflow-hidden rounded-md border border-tape-600 bg-tape-850 shadow-box transition hover:border-paper"
        >
          {hasFailed ? (
            <span className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-3 text-center text-tape-400 scanlines">
              <ImageOff aria-hidden className="size-6" />
              <span className="text-xs">{MSG.imageFailedToLoad}</span>
            </span>
          ) : (
            <ResponsiveImage
              src={image.thumbUrl}
              sizes={GALLERY_COLUMN_SIZES}
              alt={imageAlt(subject, image, index)}
              onError={() => setHasFailed(true)}
              className="absolute inset-0 size-full object-cover transition duration-200 group-hover:scale-[1.03]"
            />
          )}
          {index === 0 && (
            <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-sm bg-magenta px-1.5 py-0.5 font-counter text-base leading-none text-tape-950 uppercase">
              <Star aria-hidden className="size-3 fill-current" />
              {PRIMARY_BADGE}
            </span>
          )}
        </button>
        {image.caption && (
          <figcaption className="truncate text-sm text-tape-300" title={image.caption}>
            {image.caption}
          </figcaption>
        )}
      </figure>
    </li>
  );
}

export type TImageGalleryProps = {
  /** The title's or release's images, in order (first = primary). */
  images: TImage[];
  /** What they show, for alternative texts: the film or release title. */
  subject: string;
  /** Shown in the empty state, e.g. a button that opens the uploader. */
  emptyAction?: ReactNode;
  className?: string;
};

/**
 * Film and release photos as a grid of thumbnails with their captions; a thumbnail opens the full image
 * in the image viewer, which steps through the others. Without images, an empty state.
 */
export function ImageGallery({ images, subject, emptyAction, className }: TImageGalleryProps) {
  const viewer = useImageViewer();

  if (!images.length) {
    return (
      <EmptyState
        icon={Images}
        title={NO_IMAGES_TITLE}
        description={NO_IMAGES_TEXT}
        action={emptyAction}
        compact
        className={className}
      />
    );
  }
  return (
    <>
      <ul
        data-testid="image-gallery"
        className={cn('grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5', className)}
      >
        {images.map((image, index) => (
          <GalleryThumb
            key={image.id}
            image={image}
            index={index}
            subject={subject}
            onOpen={() => viewer.show(index)}
            buttonRef={viewer.openerRef(index)}
          />
        ))}
      </ul>
      <GalleryViewer images={images} subject={subject} viewer={viewer} />
    </>
  );
}
