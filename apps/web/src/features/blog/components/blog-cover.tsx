import { Newspaper } from 'lucide-react';
import { ResponsiveImage } from '@/components/ui/responsive-image';

/** A post's cover art, or the blog's own placeholder when it has none: the same 16:9 box either way. */
export function BlogCover({
  url,
  sizes,
  priority,
}: {
  url: string | null;
  sizes: string;
  priority?: boolean;
}) {
  return (
    <div className="aspect-video w-full overflow-hidden rounded-xl border border-tape-700 bg-tape-800">
      {url ? (
        <ResponsiveImage
          src={url}
          sizes={sizes}
          priority={priority}
          alt=""
          className="size-full object-cover"
        />
      ) : (
        <div className="stripes-x flex size-full items-center justify-center opacity-80">
          <Newspaper aria-hidden className="size-12 text-paper" />
        </div>
      )}
    </div>
  );
}
