// What the landing pages draw themselves (their buttons, empty and error states), apart from their dialogs and
// forms, whose texts stay in their area's module: a page then loads its own few texts, not every text of its
// area's dialogs (decision 023).

// The film and release pages
export const movieNotFound = 'Movie not found';
export const releaseNotFound = 'Release not found';

// The collection and wantlist pages, and the shelf buttons of the film and release pages
export const addToCollection = 'Add to Collection';
export const manageCollection = 'Manage Collection';
export const manageWantlist = 'Manage Wantlist';
export const collectionNotesPlaceholder = 'Add personal notes for this release...';
export const wantlistNotesPlaceholder = 'Add notes about why you want this release...';
export const collectionLoadFailed = 'Unable to load collection. Please try refreshing the page.';
export const errorRemovingFromCollection = (message: string) => `Error removing from collection: ${message}`;
export const errorUpdatingNotes = (message: string) => `Error updating notes: ${message}`;
export const removedFromCollection = 'Removed from your collection!';
export const removedFromWantlist = 'Removed from your wantlist!';
export const removeFromWantlistFailed = 'Failed to remove from wantlist';

// Photo galleries
export const imageFailedToLoad = 'Image failed to load';

// Profile pages
export const editProfileTitle = 'Edit Profile';
export const userNotFound = 'User not found';
export const profileSuspended = 'This account is suspended.';
export const memberSince = (monthAndYear: string) => `Member since ${monthAndYear}`;

// The community stats (home and /community). The admin dashboard counts the forum otherwise (topics and replies
// of a period, removed ones too): each label says what it counts, so the two figures read as different things.
export const statRecentTopics = (days: number) => `New topics (${days} days)`;
export const statReplies = 'Forum replies (all time)';
