import { describe, it, expect } from 'vitest';
import {
  ACTIVITY_TYPES,
  AUTO_USERNAME_PREFIX,
  CASE_TYPES,
  CHALLENGE_TYPES,
  COMPLETION_SELLER_TERMS,
  CONDITIONS,
  DEFAULT_LOG_LEVEL,
  DEFAULT_RELEASE_TITLE,
  DEFAULT_SELLER_TERMS,
  DEFAULT_TITLE_TYPE,
  EDITIONS,
  FORMATS,
  LOG_LEVELS,
  MODAL_SIZES,
  REGIONS,
  RELEASE_DEFAULTS,
  SPEEDS,
  SPINNER_SIZES,
  TOAST_TYPES,
  TRADE_LIST_SEPARATOR,
  TRADE_OFFERS_FALLBACK,
  TRADE_WANTS_DEFAULT,
  WANT_PRIORITIES,
} from './options.ts';

describe('release option lists', () => {
  it('hold the original options, in their order but for the formats', () => {
    // The original six formats come with others collectors hold (decision 038).
    expect(FORMATS).toEqual(
      expect.arrayContaining(['VHS', 'LaserDisc', 'Beta', 'Betamax', 'DVD', 'Blu-ray']),
    );
    expect(CASE_TYPES).toEqual(['Slipcase', 'Clamshell', 'Book Box', 'Big Box', 'Standard', 'Cardboard']);
    expect(REGIONS).toEqual(['NTSC', 'PAL', 'SECAM']);
    expect(SPEEDS).toEqual(['SP', 'LP', 'EP', 'SLP']);
    expect(EDITIONS).toEqual(['Standard', 'Screener', 'Promotional', 'Directors Cut', 'Other']);
  });

  it('default a new release as the product says, each default being one of its list', () => {
    expect(RELEASE_DEFAULTS).toEqual({
      caseType: 'Slipcase',
      format: 'VHS',
      releaseCountry: 'United States',
      screener: false,
      region: 'NTSC',
      speed: 'SP',
      edition: 'Standard',
    });
    expect(CASE_TYPES).toContain(RELEASE_DEFAULTS.caseType);
    expect(FORMATS).toContain(RELEASE_DEFAULTS.format);
    expect(REGIONS).toContain(RELEASE_DEFAULTS.region);
    expect(SPEEDS).toContain(RELEASE_DEFAULTS.speed);
    expect(EDITIONS).toContain(RELEASE_DEFAULTS.edition);
    expect(DEFAULT_RELEASE_TITLE).toBe('Standard Release');
    expect(DEFAULT_TITLE_TYPE).toBe('movie');
  });
});

describe('other option lists', () => {
  it('grade condition from Sealed down to Poor', () => {
    expect(CONDITIONS).toEqual([
      'Sealed',
      'Mint',
      'Near Mint',
      'Very Good Plus',
      'Very Good',
      'Good Plus',
      'Good',
      'Fair',
      'Poor',
    ]);
  });

  it('list priorities, activity types and challenge types', () => {
    expect(WANT_PRIORITIES).toEqual(['low', 'medium', 'high']);
    expect(ACTIVITY_TYPES).toEqual(['collection', 'marketplace', 'catalog', 'master_movie', 'forum']);
    expect(CHALLENGE_TYPES).toEqual([
      'any_collection',
      'horror_movies',
      'action_movies',
      'comedy_movies',
      'sci_fi_movies',
      'decade_1980s',
      'decade_1990s',
    ]);
  });

  it('list UI sizes, toast types and log levels', () => {
    expect(MODAL_SIZES).toEqual(['sm', 'md', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl', '6xl']);
    expect(SPINNER_SIZES).toEqual(['sm', 'md', 'lg', 'xl']);
    expect(TOAST_TYPES).toEqual(['success', 'error', 'info']);
    expect(LOG_LEVELS).toEqual(['ERROR', 'WARN', 'INFO', 'DEBUG']);
    expect(DEFAULT_LOG_LEVEL).toBe('INFO');
  });
});

describe('texts stored as defaults', () => {
  it('keep the product wording', () => {
    expect(AUTO_USERNAME_PREFIX).toBe('user_');
    expect(DEFAULT_SELLER_TERMS).toBe(
      'Standard marketplace terms apply. Contact seller for specific details.',
    );
    expect(COMPLETION_SELLER_TERMS).toBe('Contact seller for terms');
    expect(TRADE_WANTS_DEFAULT).toBe('open to offers');
    expect(TRADE_OFFERS_FALLBACK).toBe('Not specified');
    expect(['A', 'B'].join(TRADE_LIST_SEPARATOR)).toBe('A, B');
  });
});
