import { DEFAULT_RELEASE_TITLE } from './options.ts';

/** A film as headings, dialogs and labels name it: 'Aliens (1986)', or just the title when its year is unknown. */
export const filmWithYear = (film: { title: string; year: number | null }): string =>
  film.year ? `${film.title} (${film.year})` : film.title;

type TReleaseFacts = {
  releaseTitle: string;
  format: string;
  caseType: string | null;
  region: string | null;
  edition: string | null;
};

/**
 * A release as a line: 'VHS · Clamshell · NTSC · Director's Cut'. `besideTitle`: the line follows the release's
 * title, so an edition that only repeats it is left out.
 */
export const releaseLine = (release: TReleaseFacts, besideTitle = false): string =>
  [
    release.format,
    release.caseType,
    release.region,
    !(besideTitle && release.edition === release.releaseTitle) && release.edition,
  ]
    .filter(Boolean)
    .join(' · ');

/** How a release is named where it is listed apart from its film: 'Aliens (1986) · Big Box · VHS · NTSC'. */
export const releaseLabel = (
  film: { title: string; year: number | null },
  release: Omit<TReleaseFacts, 'releaseTitle'> & { releaseTitle: string | null },
): string => {
  const releaseTitle = release.releaseTitle ?? DEFAULT_RELEASE_TITLE;
  return [filmWithYear(film), releaseTitle, releaseLine({ ...release, releaseTitle }, true)].join(' · ');
};
