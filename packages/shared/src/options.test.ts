import { describe, expect, it } from 'vitest';
import { RELEASE_DEFAULTS } from './options.ts';
import { caseTypeMisfit, fitToFormat, ZCreateReleaseRequest } from './releases.ts';

const FILM_ID = '00000000-0000-4000-8000-000000000001';

describe("a new release's defaults", () => {
  it('make a release the catalogue takes as it is: valid, with the case type and speed of its format', () => {
    const release = ZCreateReleaseRequest.parse({ masterMovieId: FILM_ID, ...RELEASE_DEFAULTS });
    expect(release).toMatchObject(RELEASE_DEFAULTS);
    expect(caseTypeMisfit(release.format, release.caseType)).toBeNull();
    expect(fitToFormat(release, release.format)).toEqual(release);
  });
});
