import { describeImage } from '@rewind/shared/image-variants';
import type { ImgHTMLAttributes } from 'react';

export type TResponsiveImageProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'loading' | 'fetchPriority' | 'decoding'
> & {
  /** A stored image's URL (or one of its copies'), or any other image URL. */
  src: string;
  /** How wide the image is laid out at each breakpoint, as `sizes` takes it. */
  sizes: string;
  /** The page's largest image above the fold (its LCP): fetched at once and first, not lazily. */
  priority?: boolean;
};

/**
 * Every stored cover, photo and avatar goes through here (decision 007). A stored image's URL names its size
 * and its WebP copies, so the browser gets `srcset` and `sizes` to fetch only the width it shows, and
 * `width`/`height` to keep the box still while it loads. Images below the fold load lazily and decode off
 * the main thread; the `priority` one is fetched eagerly with high priority. Any other URL (typed by
 * someone, a local file being uploaded) is shown as it is.
 */
export function ResponsiveImage({ src, sizes, priority = false, alt, ...rest }: TResponsiveImageProps) {
  const described = describeImage(src);
  return (
    <img
      // `loading` before `src`: a browser that sets them in order must not start the fetch eagerly.
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      // As given: a list's thumbnail stays the fallback where `srcset` goes unread.
      src={src}
      srcSet={described?.srcSet}
      sizes={described ? sizes : undefined}
      width={described?.width}
      height={described?.height}
      alt={alt}
      {...rest}
    />
  );
}
