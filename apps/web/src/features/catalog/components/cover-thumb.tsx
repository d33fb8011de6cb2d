import type { TTitleSummary } from '@rewind/shared/catalog';
import { Film } from 'lucide-react';
import { useState } from 'react';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { cn } from '@/lib/cn';

/** The small cover of a search row or list row; a plain sleeve when there is no art. */
export function CoverThumb({ title, className }: { title: TTitleSummary; className?: string }) {
  const [hasFailed, setHasFailed] = useState(false);
  return (
    <div
      className={cn(
        'relative aspect-[2/3] shrink-0 overflow-hidden rounded-sm border border-tape-700 bg-tape-850',
        className,
      )}
    >
      {title.coverImageUrl && !hasFailed ? (
        <ResponsiveImage
          src={title.coverImageUrl}
          // 40 to 80 px wide wherever a row shows it.
          sizes="80px"
          alt=""
          onError={() => setHasFailed(true)}
          className="absolute inset-0 size-full object-cover"
        />
      ) : (
        <Film aria-hidden className="absolute inset-0 m-auto size-4 text-tape-500" />
      )}
    </div>
  );
}

export const titleWithYear = (title: TTitleSummary) =>
  title.year ? `${title.title} (${title.year})` : title.title;
