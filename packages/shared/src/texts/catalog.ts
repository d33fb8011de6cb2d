// The catalogue: films, releases and their forms.

// Catalogue
export const addNewTitleToCatalog = 'Add New Title to Catalog';
export const editMovieDetails = 'Edit Movie Details';
export const quickSearch = 'Quick Search';
export const adminEditBanner = 'Admin Mode: You can edit all fields including those with existing data';
export const titleRequired = 'Title is required';
export const movieTitleRequired = 'Movie title is required';
export const releasedRequired = 'Movie release date is required';
export const yearInvalid = 'Year must be a 4-digit number between 1800 and 2200';
export const yearRequired = 'Year is required';
export const validationErrors = 'Validation errors:';
export const releaseTitleRequired = 'Release title is required when adding first release';
export const saveMovieFailed = 'Failed to save movie';
export const errorSavingMovie = (message: string) => `Error saving movie: ${message}`;
export const errorDeletingMovie = (message: string) => `Error deleting movie: ${message}`;
export const errorDeletingRelease = (message: string) => `Error deleting release: ${message}`;
export const imageError = (message: string) => `Image error: ${message}`;
export const imageUploadFailed = (message: string) => `Failed to upload image: ${message}`;
export const cropFailed = 'Failed to crop image';
export const rotateFailed = 'Failed to rotate image';
export const movieDuplicateExternalIdOrTitleYear =
  'A movie with this external database ID or title/year already exists in the catalog!';
export const movieDuplicateTitleYear = 'A movie with this title and year already exists in the catalog!';
export const movieDuplicate = 'This movie already exists in the catalog!';
export const movieUpdated = 'Movie updated successfully!';
export const titleAdded = (title: string) => `"${title}" was added to the catalog!`;
export const releaseAdded = 'Release added to the catalog!';
export const releaseUpdated = 'Release updated successfully!';
export const editRelease = 'Edit Release';
export const movieDeleted = 'Movie deleted successfully!';
export const releaseDeleted = 'Release deleted. It stays in the trash for 30 days.';
export const adminOnlyDeleteMaster = 'Only admins can delete master items';

// Merging a duplicate film into another (the admin portal's catalogue)
export const mergeIntoItself = 'A film cannot be merged into itself.';
export const mergeTargetNotFound = 'The film to keep was not found. It may have been deleted or merged.';
export const titleMerged = (duplicate: string, kept: string) => `"${duplicate}" was merged into "${kept}".`;

// Deleting a film into the trash, and restoring it
export const titleHasOpenOrders = (orders: number) =>
  `This film cannot be deleted while ${orders === 1 ? 'an order of one of its releases is' : `${orders} orders of its releases are`} under way. Wait until ${orders === 1 ? 'it is' : 'they are'} completed or cancelled.`;
export const titleHasAcceptedTrades = (trades: number) =>
  `This film cannot be deleted while ${trades === 1 ? 'an accepted trade holds a copy' : `${trades} accepted trades hold copies`} of it. Wait until ${trades === 1 ? 'it is' : 'they are'} completed or cancelled.`;
export const trashedItemNotFound =
  'This is no longer in the trash. It may have been restored or removed for good.';
export const restoreReleaseWithoutFilm = (release: string) =>
  `"${release}" cannot be restored: its film is no longer in the catalogue. Restore the film first.`;
export const restoreTitleConflict = (film: string) =>
  `"${film}" cannot be restored: a film with the same title and year, TMDB id or address is in the catalogue now. Merge or rename that one first.`;
export const backInCatalogue = (item: string) => `"${item}" is back in the catalogue.`;
export const filmRemovedNotice = (film: string, days: number) =>
  `"${film}" was removed from the catalogue by an admin, and with it from your collection and wantlist. If it was a mistake, an admin can restore it within ${days} days.`;
export const restoredNotice = (item: string) =>
  `"${item}" is back in the catalogue, and in your collection and wantlist as they were.`;
export const releaseRemovedNotice = (release: string, days: number) =>
  `The release "${release}" was removed from the catalogue by an admin, and with it from your collection and wantlist. If it was a mistake, an admin can restore it within ${days} days.`;
export const releaseHasOpenOrders = (orders: number) =>
  `This release cannot be deleted while ${orders === 1 ? 'an order of it is' : `${orders} orders of it are`} under way. Wait until ${orders === 1 ? 'it is' : 'they are'} completed or cancelled.`;
export const releaseHasAcceptedTrades = (trades: number) =>
  `This release cannot be deleted while ${trades === 1 ? 'an accepted trade holds a copy' : `${trades} accepted trades hold copies`} of it. Wait until ${trades === 1 ? 'it is' : 'they are'} completed or cancelled.`;

// Rewind's own texts, for rules the original description states without giving a text
export const posterUrlInvalid = 'The poster address must be an https URL.';
export const posterHostNotAllowed = 'Posters can only be fetched from the configured image hosts.';
export const posterFetchFailed = 'Could not fetch the poster image.';
export const imdbRatingInvalid = 'IMDb rating must be a number of at most 4 characters, such as 8.4';
export const upcInvalid = 'UPC must be digits only, at most 12';
export const languageCodeInvalid = 'Languages must be ISO 639-1 codes, such as en or ja';
export const runtimeMinutesInvalid = 'Runtime must be a whole number of minutes, at most 1500';
export const caseTypeNotForFormat = (format: string, caseTypes: readonly string[]) =>
  `A ${format} release's case type is one of ${caseTypes.join(', ')}`;
export const onlyAdminsChangeFilledFields = (fields: string) =>
  `Only admins can change fields that already have data (${fields}). If one is wrong, report it to the admins from its page (Report, 'Wrong catalogue data').`;
// What a member's edit form says it lets them do (suggesting edits to the community is not built yet).
export const memberEditHint =
  "Fields that already have data are read-only; fill in what is missing. If a filled field is wrong, use Report on the page and choose 'Wrong catalogue data': the admins correct it.";
export const filmImageNotShown =
  'The image must be uploaded here, or an https address of an image host Rewind allows (a film database)';
