import { Film } from 'lucide-react';
import { useState } from 'react';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { cn } from '@/lib/cn';

/** A tape box's 2:3 cover, or its format on a blank sleeve when there is no art (or it fails to load). */
export function BoxCover({
  url,
  format,
  sizes,
  priority,
  className,
}: {
  url: string | null | undefined;
  format: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const [hasFailed, setHasFailed] = useState(false);
  return (
    <div
      className={cn(
        'relative aspect-[2/3] overflow-hidden rounded-md border border-tape-700 bg-tape-850 shadow-box',
        className,
      )}
    >
      {url && !hasFailed ? (
        <ResponsiveImage
          src={url}
          sizes={sizes}
          priority={priority}
          alt=""
          onError={() => setHasFailed(true)}
          className="absolute inset-0 size-full object-cover"
        />
      ) : (
        <div
          aria-hidden
          className="absolute inset-0 flex flex-col items-center justify-center gap-2 scanlines"
        >
          <Film className="size-6 text-tape-500" />
          <span className="font-counter text-lg text-tape-400">{format}</span>
        </div>
      )}
    </div>
  );
}
