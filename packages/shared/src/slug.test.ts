import { describe, it, expect } from 'vitest';
import {
  detailPath,
  filmReleasePath,
  isTitleUuid,
  makeSlug,
  makeTitleSlug,
  parseSlugId,
  releaseDetailPath,
  titleDetailPath,
} from './slug.ts';

describe('makeTitleSlug', () => {
  it('lowercases and joins words with single hyphens', () => {
    expect(makeTitleSlug('The Terminator')).toBe('the-terminator');
    expect(makeTitleSlug('Back   to \t the\nFuture')).toBe('back-to-the-future');
  });

  it('removes punctuation without leaving a gap', () => {
    expect(makeTitleSlug("Ferris Bueller's Day Off")).toBe('ferris-buellers-day-off');
    expect(makeTitleSlug('AC/DC')).toBe('acdc');
  });

  it('removes punctuation before collapsing whitespace, so no doubled hyphens appear', () => {
    expect(makeTitleSlug('Mad Max 2: The Road Warrior')).toBe('mad-max-2-the-road-warrior');
    expect(makeTitleSlug('Rock & Roll High School')).toBe('rock-roll-high-school');
    expect(makeTitleSlug('Alien : Resurrection')).toBe('alien-resurrection');
  });

  it('trims hyphens left at the edges', () => {
    expect(makeTitleSlug('  Alien  ')).toBe('alien');
    expect(makeTitleSlug('"Crocodile" Dundee!')).toBe('crocodile-dundee');
    expect(makeTitleSlug('-- Weird --')).toBe('weird');
  });

  it('keeps hyphens inside a title and merges them with surrounding spaces', () => {
    expect(makeTitleSlug('Spider-Man')).toBe('spider-man');
    expect(makeTitleSlug('Spider - Man')).toBe('spider-man');
    expect(makeTitleSlug('X--Men')).toBe('x-men');
  });

  it('reduces accented letters to their base letter and spells out special letters', () => {
    expect(makeTitleSlug('Amélie')).toBe('amelie');
    expect(makeTitleSlug('Æon Flux')).toBe('aeon-flux');
    expect(makeTitleSlug('Das Boot: Straße')).toBe('das-boot-strasse');
  });

  it('reads compatibility digits as digits', () => {
    expect(makeTitleSlug('Alien³')).toBe('alien3');
  });

  it('gives an empty slug for a title with nothing it can keep', () => {
    expect(makeTitleSlug('!!!')).toBe('');
    expect(makeTitleSlug('アキラ')).toBe('');
  });
});

describe('makeSlug', () => {
  it('builds {display_id}-{title-slug}-{year}', () => {
    expect(makeSlug({ displayId: 42, title: 'Alien', year: 1979 })).toBe('42-alien-1979');
    expect(makeSlug({ displayId: 7, title: 'Mad Max 2: The Road Warrior', year: '1981' })).toBe(
      '7-mad-max-2-the-road-warrior-1981',
    );
  });

  it('leaves out the year when there is none', () => {
    expect(makeSlug({ displayId: 42, title: 'Alien', year: null })).toBe('42-alien');
    expect(makeSlug({ displayId: 42, title: 'Alien' })).toBe('42-alien');
  });

  it('leaves out an empty title slug instead of doubling the hyphen', () => {
    expect(makeSlug({ displayId: 9, title: 'アキラ', year: 1988 })).toBe('9-1988');
  });
});

describe('parseSlugId', () => {
  it('reads the digits before the first hyphen', () => {
    expect(parseSlugId('42-alien-1979')).toBe(42);
    expect(parseSlugId('7-mad-max-2-the-road-warrior-1981')).toBe(7);
  });

  it('reads a bare number', () => {
    expect(parseSlugId('42')).toBe(42);
  });

  it('gives null when the part before the first hyphen is not all digits', () => {
    expect(parseSlugId('alien-1979')).toBeNull();
    expect(parseSlugId('12a-alien')).toBeNull();
    expect(parseSlugId('-42-alien')).toBeNull();
    expect(parseSlugId('')).toBeNull();
  });

  it('gives null for a number too large to be exact', () => {
    expect(parseSlugId('99999999999999999999-x')).toBeNull();
  });
});

describe('isTitleUuid', () => {
  it('treats a 36-character UUID as a title id', () => {
    expect(isTitleUuid('0b6a7c1e-2f3d-4e5f-8a9b-0c1d2e3f4a5b')).toBe(true);
    expect(isTitleUuid('0B6A7C1E-2F3D-4E5F-8A9B-0C1D2E3F4A5B')).toBe(true);
  });

  it('treats anything else, even a 36-character slug, as a display id', () => {
    const slug = makeSlug({ displayId: 12, title: 'The Texas Chain Saw Massacre', year: 1974 });
    expect(slug).toHaveLength(36);
    expect(isTitleUuid(slug)).toBe(false);
    expect(isTitleUuid('42-alien-1979')).toBe(false);
    expect(isTitleUuid('0b6a7c1e-2f3d-4e5f-8a9b-0c1d2e3f4a5')).toBe(false);
  });
});

describe('detail paths', () => {
  it('put titles under /catalog and releases under /catalog/release', () => {
    expect(titleDetailPath('42-alien-1979')).toBe('/catalog/42-alien-1979');
    expect(releaseDetailPath('8-alien-1979')).toBe('/catalog/release/8-alien-1979');
    expect(filmReleasePath('42-alien-1979', '8')).toBe('/catalog/42-alien-1979/release/8');
  });

  it('default the section to catalog', () => {
    expect(detailPath('42-alien-1979')).toBe('/catalog/42-alien-1979');
    expect(detailPath('5', 'marketplace/item')).toBe('/marketplace/item/5');
  });

  it('encode a slug that is not URL-safe', () => {
    expect(detailPath('a b/c')).toBe('/catalog/a%20b%2Fc');
  });
});
