import type { TRelease } from '@rewind/shared/releases';
import { DEFAULT_RELEASE_TITLE, OTHER_EDITION, SALE_TYPE_LABELS } from '@rewind/shared/options';
import { releaseDetailPath } from '@rewind/shared/slug';
import { Heart, Package } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from '@/lib/router';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { cn } from '@/lib/cn';

/** The edition as the box names it: an 'Other' edition by its own name. */
export function editionOf(release: Pick<TRelease, 'edition' | 'editionOther'>): string | null {
  return release.edition === OTHER_EDITION && release.editionOther ? release.editionOther : release.edition;
}

/** 'VHS · Slipcase · NTSC · SP · Rental' : the physical facts of a release that have a value, each with its name. */
export function releaseFacts(release: TRelease): { name: string; value: string }[] {
  const facts: [string, string | null][] = [
    ['Format', release.format],
    ['Case', release.caseType],
    ['Region', release.region],
    ['Speed', release.speed],
    ['Edition', editionOf(release)],
    ['Sale', release.saleType && SALE_TYPE_LABELS[release.saleType]],
  ];
  return facts.flatMap(([name, value]) => (value ? [{ name, value }] : []));
}

export function HaveWantCounts({ release, className }: { release: TRelease; className?: string }) {
  return (
    <div className={cn('flex gap-4 text-sm text-tape-300', className)} data-testid="have-want">
      <span className="inline-flex items-center gap-1.5">
        <Package aria-hidden className="size-4 text-cyan" />
        <span className="font-counter text-lg leading-none text-paper">{release.haveCount}</span> have
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Heart aria-hidden className="size-4 text-magenta" />
        <span className="font-counter text-lg leading-none text-paper">{release.wantCount}</span> want
      </span>
    </div>
  );
}

/**
 * One release of a film: its cover, title, physical facts and have/want counts, and what the page adds under them
 * (`children`, not a link: the card is one); opens the release page.
 */
export function ReleaseCard({ release, children }: { release: TRelease; children?: ReactNode }) {
  const [hasImageFailed, setHasImageFailed] = useState(false);
  const details = [
    release.studio,
    release.releaseYear ? String(release.releaseYear) : null,
    release.upc ? `UPC ${release.upc}` : null,
  ].filter(Boolean);
  return (
    <Link
      to={releaseDetailPath(release.slug)}
      data-testid="release-card"
      className="group flex gap-4 rounded-lg border border-tape-700 bg-tape-900 p-3 transition hover:border-tape-500 hover:bg-tape-850"
    >
      <div className="relative aspect-[2/3] w-20 shrink-0 overflow-hidden rounded border border-tape-700 bg-tape-850 sm:w-24">
        {release.coverImageUrl && !hasImageFailed ? (
          <ResponsiveImage
            src={release.coverImageUrl}
            sizes="(min-width: 640px) 96px, 80px"
            alt=""
            onError={() => setHasImageFailed(true)}
            className="absolute inset-0 size-full object-cover"
          />
        ) : (
          <div aria-hidden className="absolute inset-0 flex items-center justify-center scanlines">
            <span className="font-counter text-lg text-tape-400">{release.format}</span>
          </div>
        )}
      </div>
      <div className="min-w-0 flex-1">
        <p className="font-semibold leading-snug text-paper group-hover:text-magenta-soft">
          {release.releaseTitle || DEFAULT_RELEASE_TITLE}
        </p>
        <div className="mt-1.5 flex flex-wrap gap-1.5">
          {/* By name: a Standard case and a Standard edition are two facts. */}
          {releaseFacts(release).map((fact) => (
            <span
              key={fact.name}
              title={fact.name}
              className="rounded-sm border border-tape-600 px-1.5 py-0.5 text-xs leading-none text-tape-300"
            >
              {fact.value}
            </span>
          ))}
        </div>
        {details.length > 0 && <p className="mt-2 text-sm text-tape-300">{details.join(' · ')}</p>}
        <HaveWantCounts release={release} className="mt-2" />
        {children}
      </div>
    </Link>
  );
}
