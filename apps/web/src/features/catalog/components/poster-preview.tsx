import { ImageOff } from 'lucide-react';
import { useState } from 'react';

/** The poster area of the add and edit dialogs: the cover URL as it will look, or an empty sleeve. */
export function PosterPreview({ imageUrl, title }: { imageUrl: string; title: string }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const url = imageUrl.trim();
  const isShown = /^(https?:\/\/|\/)/.test(url) && failedUrl !== url;
  return (
    <div className="mx-auto w-36 md:mx-0 md:w-full">
      <div className="relative aspect-[2/3] overflow-hidden rounded-md border border-tape-600 bg-tape-850 shadow-box">
        {isShown ? (
          <img
            src={url}
            alt={title ? `Poster of ${title}` : 'Poster'}
            onError={() => setFailedUrl(url)}
            className="absolute inset-0 size-full object-cover"
          />
        ) : (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-3 text-center text-tape-400 scanlines">
            <ImageOff aria-hidden className="size-7" />
            <p className="text-xs leading-snug">Paste a cover image URL to see the poster here.</p>
          </div>
        )}
      </div>
    </div>
  );
}
