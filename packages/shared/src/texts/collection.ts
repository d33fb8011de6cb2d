// The collection and the wantlist.

// Collection and wantlist dialogs
export const selectRelease = 'Select Release';
export const notesForSelectedReleases = 'Notes for Selected Releases (optional)';
export const changesPending = 'Changes Pending';
export const changesPendingHint = 'Click Save Changes to apply your modifications.';
export const noChangesToSave = 'No changes to save';
export const selectAtLeastOneRelease = 'Please select at least one release to add to your collection';
export const pleaseSelectRelease = 'Please select a release';
export const activityAddedMovieAndRelease = 'added movie and release to collection';
export const activityAddedMovie = 'added movie to collection';

// Collection, wantlist and listing errors
export const itemAlreadyInWantlist = 'Item already in wantlist';
export const movieAlreadyInWantlist = 'Movie already in wantlist';
export const movieAlreadyInCollection = 'You already have this movie in your collection!';
export const releaseAlreadyInCollection = 'You already have this release in your collection!';
export const itemAlreadyListedRefresh = 'You already have this item listed! Please refresh the page.';
export const alreadyInCollection = 'Already in collection';
export const itemAlreadyListedForSale = 'You already have this item listed for sale!';
export const collectionItemNotFound = 'Collection item not found';
export const collectionItemMissingData =
  'This collection item is missing both release and master data. Please contact support.';
export const errorAddingToCollection = (message: string) => `Error adding to collection: ${message}`;
export const errorRemovingTitleFromCollection = (title: string) => `Error removing ${title} from collection`;
export const errorAddingToWantlist = (message: string) => `Error adding to wantlist: ${message}`;
export const addToWantlistFailed = 'Failed to add to wantlist';
export const addReleaseToWantlistNotProvided = 'addReleaseToWantlist function not provided';
export const errorCreatingListing = (message: string) => `Error creating listing: ${message}`;
export const errorRemovingListing = (message: string) => `Error removing listing: ${message}`;
export const listingRemovalBlocksCollectionRemoval =
  'Error removing marketplace listing. Cannot proceed with collection removal.';
export const errorSavingChanges = (mode: string, message: string) =>
  `Error saving changes to ${mode}: ${message}`;
export const loginToListItems = 'Please log in to list items for sale';
export const missingUserOrMasterItem = 'Error: Missing user or master item';
export const notAuthenticated = 'Not authenticated';

// Success messages
export const addedToWantlist = 'Added to your wantlist!';
export const addedTitleToCollection = (title: string) => `Added "${title}" to your collection!`;
export const addedToCollection = 'Added to your collection!';

// Collection API
export const notesTooLong = 'Notes must be at most 300 characters';
export const collectionTargetRequired = 'Choose a release or a film';
export const wantlistItemNotFound = 'Wantlist item not found';
export const importTooManyRows = 'An import can hold at most 1000 rows';
export const importAddedAtInvalid =
  'Added At must be a date, as the export writes it (for example 2024-05-01)';
export const importAddedAtInFuture = 'Added At cannot be in the future';
export const importRowEmpty = 'The row has neither a UPC nor a title';
export const importNoUpcMatch = 'No release in the catalog has this UPC';
export const importNoTitleMatch = 'No release in the catalog matches this title, year and format';
export const importAmbiguous = 'Several releases match; add the UPC or the release title';
export const importNoFilmMatch = 'No film in the catalog matches this title and year';
export const importAmbiguousFilm = 'Several films match this title; add the year';
export const importFormatUnknown = 'Unknown format';
