import { describe, it, expect } from 'vitest';
import { MSG } from './messages.ts';
import * as TEXTS from './texts.ts';
import { copyrightLine } from './texts/shell.ts';

describe('MSG fixed texts', () => {
  it('keep the product punctuation and apostrophes', () => {
    expect(MSG.pageNotFoundText).toBe("The page you're looking for doesn't exist or may have been moved.");
    expect(MSG.passwordsDontMatch).toBe("Passwords don't match");
    expect(MSG.passwordsDoNotMatch).toBe('Passwords do not match');
    expect(MSG.accountCreated).toBe(
      "Account created! Please check your email to confirm, then create profile information on first login. Don't forget to look in your spam!",
    );
    expect(MSG.loginSignUp).toBe('Login • Sign Up');
    expect(MSG.searchPlaceholder).toBe('Search for anything...add if not found →');
    expect(MSG.noCameraDetected).toBe('No camera detected...');
    expect(MSG.adminRequired).toBe('Access denied. Admin privileges required.');
  });

  it('give the validation texts', () => {
    expect(MSG.usernameInvalidChars).toBe(
      'Username can only contain letters, numbers, hyphens, and underscores',
    );
    expect(MSG.yearInvalid).toBe('Year must be a 4-digit number between 1800 and 2200');
    expect(MSG.imageInvalidType).toBe('Please select a valid image file (JPEG, PNG, GIF, or WebP)');
    expect(MSG.upcManualInvalid).toBe('Please enter a valid 12-digit UPC code');
    expect(MSG.releaseTitleRequired).toBe('Release title is required when adding first release');
  });

  it('name the texts Rewind adds where a rule was given without words', () => {
    expect(MSG.passwordTooLong).toBe('Password must be at most 100 characters');
    expect(MSG.usernameTooShort).toBe('Username must be at least 3 characters');
    expect(MSG.usernameTooLong).toBe('Username must be at most 30 characters');
    expect(MSG.bioTooLong).toBe('Bio must be at most 500 characters');
  });
});

describe('MSG templated texts', () => {
  it('fill search and result counts', () => {
    expect(MSG.resultsFound(12)).toBe('12 results found');
    expect(MSG.resultsFound(1)).toBe('1 result found');
    expect(MSG.moreResults(4)).toBe('+ 4 more');
    expect(MSG.noResultsFor('Alien')).toBe('No results found for "Alien"');
    expect(MSG.noMoviesFoundFor('Alien')).toBe('No movies found for "Alien"');
    expect(MSG.foundMovies(3)).toBe('Found 3 result(s)');
    expect(MSG.directedBy('Ridley Scott')).toBe('Directed by Ridley Scott');
    expect(MSG.hiUser('kim')).toBe('Hi kim!');
  });

  it('fill UPC and barcode texts', () => {
    expect(MSG.upcNotFound('012345678905')).toBe(
      "UPC 012345678905 not found in database. VHS tapes often aren't in UPC databases.",
    );
    expect(MSG.invalidBarcode('12345', 5)).toBe('Invalid barcode: 12345 (5 digits, need 12-13)');
    expect(MSG.upcMovieLookupFailed('timeout')).toBe('Failed to lookup movie data for UPC: timeout');
    expect(MSG.apiError(502, 'Bad Gateway')).toBe('API Error 502: Bad Gateway');
  });

  it("says 'Unknown error' when a movie lookup failed without a reason", () => {
    expect(MSG.lookupMovieFailed('rate limited')).toBe('Failed to lookup movie: rate limited');
    expect(MSG.lookupMovieFailed()).toBe('Failed to lookup movie: Unknown error');
    expect(MSG.lookupMovieFailed('')).toBe('Failed to lookup movie: Unknown error');
    expect(MSG.lookupMovieFailed(null)).toBe('Failed to lookup movie: Unknown error');
  });

  it('fill catalogue, collection and community errors', () => {
    expect(MSG.errorSavingMovie('boom')).toBe('Error saving movie: boom');
    expect(MSG.profileSaveFailed('boom')).toBe('Failed to create/update profile: boom');
    expect(MSG.errorRemovingTitleFromCollection('Alien')).toBe('Error removing Alien from collection');
    expect(MSG.errorSavingChanges('wantlist', 'boom')).toBe('Error saving changes to wantlist: boom');
    expect(MSG.foreignKeyViolation('fk')).toBe('Foreign key constraint violation: fk');
    expect(MSG.databaseError('x')).toBe('Database error: x');
    expect(MSG.chunkLoadFailed('42')).toBe('Loading chunk 42 failed');
  });

  it('fill images and success texts', () => {
    expect(MSG.maxImages(5)).toBe('Maximum 5 images allowed');
    expect(MSG.releaseImageCaption(2)).toBe('Release Image 2');
    expect(MSG.addedTitleToCollection('Alien')).toBe('Added "Alien" to your collection!');
  });

  it('counts time units in the singular for 1 and the plural otherwise', () => {
    expect(MSG.timeAgo(1, 'minute')).toBe('1 minute ago');
    expect(MSG.timeAgo(2, 'hour')).toBe('2 hours ago');
    expect(MSG.timeAgo(1, 'day')).toBe('1 day ago');
  });
});

describe('copyrightLine', () => {
  it('shows only 2025 in 2025', () => {
    expect(copyrightLine(new Date(2025, 11, 31))).toBe('© 2025 Rewind');
  });

  it('runs from 2025 to the current year with an en dash afterwards', () => {
    expect(copyrightLine(new Date(2026, 0, 1))).toBe('© 2025\u20132026 Rewind');
    expect(copyrightLine(new Date(2031, 5, 1))).toBe('© 2025–2031 Rewind');
  });

  it('never shows a year before 2025, even with a wrong clock', () => {
    expect(copyrightLine(new Date(2019, 0, 1))).toBe('© 2025 Rewind');
  });
});

describe('MSG', () => {
  it('holds every text of every area', () => {
    for (const [key, text] of Object.entries(TEXTS)) expect(MSG[key as keyof typeof MSG]).toBe(text);
    expect(Object.keys(MSG).sort()).toEqual(Object.keys(TEXTS).sort());
  });
});

describe('tooManyRequests', () => {
  it('says how long to wait, as Retry-After does', () => {
    expect(MSG.tooManyRequests(30)).toBe(
      'You have done that too often for now. Please try again in a minute.',
    );
    expect(MSG.tooManyRequests(61)).toBe(
      'You have done that too often for now. Please try again in 2 minutes.',
    );
    expect(MSG.tooManyRequests(3540)).toBe(
      'You have done that too often for now. Please try again in 59 minutes.',
    );
    expect(MSG.tooManyRequests(3 * 3600)).toBe(
      'You have done that too often for now. Please try again in 3 hours.',
    );
  });
});

describe('challenge progress', () => {
  it('reads up to the target, and says apart what was collected beyond it', () => {
    expect(MSG.challengeProgress(3, 10)).toBe('3 of 10');
    expect(MSG.challengeProgress(10, 10)).toBe('10 of 10');
    expect(MSG.challengeProgress(11, 10)).toBe('10 of 10 · 11 collected');
    expect(MSG.challengeProgress(1234, 1000)).toBe('1,000 of 1,000 · 1,234 collected');
  });
});
