import { describe, expect, it } from 'vitest';
import { filmWithYear, releaseLine } from './film-label.ts';

describe('film and release labels', () => {
  it('name a film with its year when it is known', () => {
    expect(filmWithYear({ title: 'Aliens', year: 1986 })).toBe('Aliens (1986)');
    expect(filmWithYear({ title: 'Aliens', year: null })).toBe('Aliens');
  });

  it('write a release as a line, without an edition that repeats the title it follows', () => {
    const release = {
      releaseTitle: "Widescreen Collector's Edition",
      format: 'LaserDisc',
      caseType: 'Cardboard',
      region: null,
      edition: "Widescreen Collector's Edition",
    };
    expect(releaseLine(release)).toBe("LaserDisc · Cardboard · Widescreen Collector's Edition");
    expect(releaseLine(release, true)).toBe('LaserDisc · Cardboard');
    expect(releaseLine({ ...release, edition: "Director's Cut" }, true)).toBe(
      "LaserDisc · Cardboard · Director's Cut",
    );
  });
});
