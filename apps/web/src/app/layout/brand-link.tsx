import { cn } from '@/lib/cn';
import { Link } from '@/lib/router';

/** The VHS-tape glyph, the same drawing as the favicon. */
export function TapeGlyph({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={className}>
      <rect
        x="1.5"
        y="6"
        width="29"
        height="20"
        rx="3"
        fill="#16141c"
        stroke="currentColor"
        strokeWidth="1.6"
      />
      <rect
        x="6"
        y="9.5"
        width="20"
        height="8.5"
        rx="4.25"
        fill="#0c0b10"
        stroke="currentColor"
        strokeWidth="1.3"
      />
      <circle cx="10.6" cy="13.75" r="2.7" fill="currentColor" />
      <circle cx="21.4" cy="13.75" r="2.7" fill="currentColor" />
      <circle cx="10.6" cy="13.75" r="1" fill="#0c0b10" />
      <circle cx="21.4" cy="13.75" r="1" fill="#0c0b10" />
      <rect x="13.6" y="12.9" width="4.8" height="1.7" fill="currentColor" />
      <rect x="4.5" y="20" width="23" height="1.5" fill="#ff8a1f" />
      <rect x="4.5" y="21.9" width="23" height="1.5" fill="#ff2e88" />
      <rect x="4.5" y="23.8" width="23" height="1.3" fill="#2de2e6" />
    </svg>
  );
}

/** The brand: goes to the home page. */
export function BrandLink({ className }: { className?: string }) {
  return (
    <Link
      to="/"
      aria-label="Rewind home"
      data-testid="brand"
      className={cn('group flex shrink-0 items-center gap-2 rounded-md text-paper', className)}
    >
      <TapeGlyph className="size-8 transition group-hover:-rotate-6 sm:size-9" />
      <span className="font-display text-lg leading-none tracking-wide sm:text-2xl">
        Re<span className="text-magenta">wind</span>
      </span>
    </Link>
  );
}
