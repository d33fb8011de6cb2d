import { cn } from '@/lib/cn';
import { useState } from 'react';
import { ResponsiveImage } from '@/components/ui/responsive-image';

const SIZES = {
  xs: 'size-7 text-xs',
  sm: 'size-9 text-sm',
  md: 'size-12 text-lg',
  lg: 'size-20 text-3xl',
  xl: 'size-28 text-5xl sm:size-36 sm:text-6xl',
} as const;

// The widths of SIZES, for the image's `sizes`.
const IMAGE_SIZES = {
  xs: '28px',
  sm: '36px',
  md: '48px',
  lg: '80px',
  xl: '(min-width: 640px) 144px, 112px',
} as const;

// The tape-sleeve accents, picked by name so a collector keeps the same colour everywhere.
const ACCENTS = ['bg-magenta', 'bg-orange', 'bg-cyan', 'bg-violet', 'bg-yellow'] as const;

function accentFor(name: string) {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return ACCENTS[hash % ACCENTS.length];
}

export type TUserAvatarProps = {
  username: string;
  avatarUrl?: string | null;
  size?: keyof typeof SIZES;
  className?: string;
  /** Alt text of the picture; decorative (empty) by default, as the name is usually next to it. */
  alt?: string;
};

/** A collector's avatar, or the first letter of their name on a coloured disc when there is none. */
export function UserAvatar({ username, avatarUrl, size = 'sm', className, alt = '' }: TUserAvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = Boolean(avatarUrl) && failedUrl !== avatarUrl;
  const initial = (username.match(/[a-z0-9]/i)?.[0] ?? '?').toUpperCase();
  return (
    <span
      data-testid="user-avatar"
      className={cn(
        'relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full ring-2 ring-tape-700',
        SIZES[size],
        !showImage && [accentFor(username), 'font-display text-tape-950'],
        className,
      )}
    >
      {showImage ? (
        <ResponsiveImage
          src={avatarUrl ?? ''}
          sizes={IMAGE_SIZES[size]}
          alt={alt}
          onError={() => setFailedUrl(avatarUrl ?? null)}
          className="size-full object-cover"
        />
      ) : (
        <span aria-hidden>{initial}</span>
      )}
    </span>
  );
}
