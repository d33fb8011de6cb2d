import type { TTitleDetail } from '@rewind/shared/catalog';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { DistributorLink } from '@/features/catalog/components/distributor-link';

type TFact = { label: string; value: ReactNode };

/** Every film field that has a value, as a definition list. */
export function TitleDetails({ title }: { title: TTitleDetail }) {
  const facts: (TFact | null)[] = [
    title.director ? { label: 'Director', value: title.director } : null,
    title.producer ? { label: 'Producer', value: title.producer } : null,
    title.writer ? { label: 'Writer', value: title.writer } : null,
    title.actors ? { label: 'Actors', value: title.actors } : null,
    title.genre ? { label: 'Genre', value: title.genre } : null,
    title.studio ? { label: 'Studio', value: <DistributorLink name={title.studio} /> } : null,
    title.distributor ? { label: 'Distributor', value: <DistributorLink name={title.distributor} /> } : null,
    title.released ? { label: 'Released', value: title.released } : null,
    title.runtime ? { label: 'Runtime', value: title.runtime } : null,
    title.rated ? { label: 'Rated', value: title.rated } : null,
    title.imdbRating ? { label: 'Rating', value: `${title.imdbRating} / 10` } : null,
    title.country ? { label: 'Country', value: title.country } : null,
    title.language ? { label: 'Language', value: title.language } : null,
    title.originalTitle ? { label: 'Original Title', value: title.originalTitle } : null,
    title.budget ? { label: 'Budget', value: title.budget } : null,
    title.boxoffice ? { label: 'Box Office', value: title.boxoffice } : null,
    title.productionCompanies?.length
      ? { label: 'Production', value: title.productionCompanies.map((company) => company.name).join(', ') }
      : null,
    title.imdbId ? { label: 'IMDb', value: title.imdbId } : null,
    title.trailerUrl
      ? {
          label: 'Trailer',
          value: (
            <a
              href={title.trailerUrl}
              target="_blank"
              rel="noreferrer noopener"
              className="inline-flex items-center gap-1 text-cyan underline-offset-2 hover:underline"
            >
              Watch the trailer
              <ExternalLink aria-hidden className="size-3.5" />
            </a>
          ),
        }
      : null,
    title.notes ? { label: 'Notes', value: title.notes } : null,
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[9rem_1fr]" data-testid="title-details">
      {facts
        .filter((fact): fact is TFact => fact !== null)
        .map((fact) => (
          <div key={fact.label} className="contents">
            <dt className="font-counter text-lg leading-6 tracking-wider text-tape-400 uppercase">
              {fact.label}
            </dt>
            <dd className="-mt-2 text-paper sm:mt-0">{fact.value}</dd>
          </div>
        ))}
    </dl>
  );
}
