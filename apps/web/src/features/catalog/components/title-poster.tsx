import { useState } from 'react';
import { ImageViewer } from '@/components/ui/image-viewer';
import { ResponsiveImage } from '@/components/ui/responsive-image';

/** A film's cover as a tape box; a click opens it full size. Without cover art, a blank sleeve. */
export function TitlePoster({
  title,
  imageUrl = title.coverImageUrl,
}: {
  title: { title: string; coverImageUrl: string | null };
  imageUrl?: string | null;
}) {
  const [isViewing, setIsViewing] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);
  const box =
    'relative mx-auto block aspect-[2/3] w-48 overflow-hidden rounded-md border border-tape-600 bg-tape-850 shadow-box md:w-full';
  if (!imageUrl || hasFailed) {
    return (
      <div className={box} data-testid="title-poster-placeholder">
        <div className="absolute inset-0 flex items-center p-5 scanlines">
          <p className="font-display text-xl leading-tight text-paper">{title.title}</p>
        </div>
      </div>
    );
  }
  return (
    <>
      <button
        type="button"
        className={box}
        onClick={() => setIsViewing(true)}
        aria-label={`Enlarge the cover of ${title.title}`}
      >
        <ResponsiveImage
          src={imageUrl}
          // w-48 on a phone, the 16rem column of the film page from md up; the page's LCP image.
          sizes="(min-width: 768px) 256px, 192px"
          priority
          alt={`Cover of ${title.title}`}
          onError={() => setHasFailed(true)}
          className="absolute inset-0 size-full object-cover"
        />
      </button>
      <ImageViewer
        open={isViewing}
        onClose={() => setIsViewing(false)}
        src={imageUrl}
        alt={`Cover of ${title.title}`}
        caption={title.title}
      />
    </>
  );
}
