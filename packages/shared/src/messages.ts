import { FOOTER_FIRST_YEAR } from './options.ts';

type TTimeUnit = 'minute' | 'hour' | 'day';

// Every user-facing text of the spec, word for word. Templated texts are functions.
export const MSG = {
  // Pages, loading and error fallbacks (spec section 2)
  pageNotFound: 'Page Not Found',
  pageNotFoundText: "The page you're looking for doesn't exist or may have been moved.",
  goHome: 'Go Home',
  loading: 'Loading...',
  loadingCollection: 'Loading your VHS collection...',
  somethingWentWrong: 'Something went wrong',
  tryAgain: 'Try Again',
  pageError: 'Page Error',
  componentError: 'Component Error',
  retry: 'Retry',

  // Header, navigation and footer
  searchPlaceholder: 'Search for anything...add if not found →',
  searchPlaceholderMobile: 'Search...',
  searching: 'Searching...',
  // The spec's "N results found", in the singular for one.
  resultsFound: (n: number) => `${n} ${n === 1 ? 'result' : 'results'} found`,
  moreResults: (n: number) => `+ ${n} more`,
  showLess: 'Show less',
  directedBy: (director: string) => `Directed by ${director}`,
  noResultsFor: (query: string) => `No results found for "${query}"`,
  addTitle: 'Add Title',
  hiUser: (username: string) => `Hi ${username}!`,
  viewProfile: 'View Profile',
  logout: 'Logout',
  loginSignUp: 'Login • Sign Up',
  navFullCatalog: 'Full Catalog',
  navMyCollection: 'My Collection',
  navWantlist: 'Wantlist',
  navMarketplace: 'Marketplace',
  navCommunity: 'Community',
  navAdminPortal: 'Admin Portal',
  adminBadge: 'ADMIN',
  about: 'About',

  // Common buttons
  cancel: 'Cancel',
  submit: 'Submit',
  search: 'Search',
  saveChanges: 'Save Changes',
  refreshPage: 'Refresh Page',

  // Auth dialog and its validation (sections 2, 5 and 8)
  accountCreatedTitle: 'Account Created Successfully',
  gotIt: 'Got it',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordsDontMatch: "Passwords don't match",
  passwordsDoNotMatch: 'Passwords do not match',
  loginFailed: 'Login failed. Please check your credentials.',
  accountCreationFailed: 'Account creation failed. Please try again.',
  passwordResetFailed: 'Failed to send password reset email. Please try again.',
  passwordResetSent: 'Password reset email sent! Check your inbox.',
  accountCreated:
    "Account created! Please check your email to confirm, then create profile information on first login. Don't forget to look in your spam!",
  authSessionMissing: 'Auth session missing!',

  // Profile dialogs and their validation
  editProfileTitle: 'Edit Profile',
  completeYourProfileTitle: 'Complete Your Profile',
  createProfile: 'Create Profile',
  updateProfile: 'Update Profile',
  completeProfile: 'Complete Profile',
  usernameRequired: 'Username is required',
  usernameInvalidChars: 'Username can only contain letters, numbers, hyphens, and underscores',
  usernameTaken: 'Username is already taken',
  usernameNotAvailable: 'Please choose a valid, available username',
  avatarNotImage: 'Please select an image file',
  avatarTooLarge: 'Image must be less than 5MB',
  avatarUploadFailed: 'Failed to upload image. Please try again.',
  profileSaveFailed: (message: string) => `Failed to create/update profile: ${message}`,
  unexpectedError: 'An unexpected error occurred',
  profileStatusCheckFailed: 'Failed to verify profile status',
  profileCompletedElsewhere: 'Profile has already been completed in another tab. Please refresh the page.',
  profileUpdateFailed: 'Failed to update profile',

  // Movie search and UPC scanner
  searchMovies: 'Search Movies',
  skipMovie: 'Skip Movie',
  noMoviesFoundFor: (query: string) => `No movies found for "${query}"`,
  tryDifferentSearchTerm: 'Try a different search term',
  foundMovies: (n: number) => `Found ${n} result(s)`,
  scanUpcBarcode: 'Scan UPC Barcode',
  scan: 'Scan',
  manual: 'Manual',
  debugCamera: 'Debug Camera',
  testCamera: 'Test Camera',
  stopScanning: 'Stop Scanning',
  tryAnotherUpc: 'Try Another UPC',
  searchFailed: 'Search failed',
  searchFailedRetry: 'Search failed. Please try again.',
  upcNotFound: (code: string) =>
    `UPC ${code} not found in database. VHS tapes often aren't in UPC databases.`,
  upcLookupFailed: 'UPC lookup failed',
  upcMovieLookupFailed: (message: string) => `Failed to lookup movie data for UPC: ${message}`,
  lookupMovieFailed: (error?: string | null) => `Failed to lookup movie: ${error || 'Unknown error'}`,
  upcManualInvalid: 'Please enter a valid 12-digit UPC code',
  invalidBarcode: (code: string, digits: number) => `Invalid barcode: ${code} (${digits} digits, need 12-13)`,
  apiError: (status: number, text: string) => `API Error ${status}: ${text}`,

  // Camera
  scannerLoadFailed: 'Barcode scanner failed to load. Please refresh the page and try again.',
  scannerUnavailable: 'Barcode scanner not available. Please refresh the page.',
  cameraApiUnsupported: 'Camera API not supported in this browser',
  cameraBlocked: 'Camera access blocked. Please enable camera permission in browser settings.',
  noCameraDetected: 'No camera detected...',
  cameraPermissionDenied: 'Camera permission denied. Please allow camera access and try again.',
  noCameraFound: 'No camera found on this device',
  cameraAccessFailed: 'Failed to access camera',
  videoStartFailed: 'Failed to start video',
  videoElementNotReady: 'Video element not found/ready',
  scannerStartFailed: 'Failed to start scanner',
  cameraInUse: 'Camera in use by another app.',

  // Catalogue
  addNewTitleToCatalog: 'Add New Title to Catalog',
  editMovieDetails: 'Edit Movie Details',
  quickSearch: 'Quick Search',
  adminEditBanner: 'Admin Mode: You can edit all fields including those with existing data',
  titleRequired: 'Title is required',
  movieTitleRequired: 'Movie title is required',
  releasedRequired: 'Movie release date is required',
  yearInvalid: 'Year must be a 4-digit number between 1800 and 2200',
  yearRequired: 'Year is required',
  validationErrors: 'Validation errors:',
  releaseTitleRequired: 'Release title is required when adding first release',
  saveMovieFailed: 'Failed to save movie',
  errorSavingMovie: (message: string) => `Error saving movie: ${message}`,
  errorDeletingMovie: (message: string) => `Error deleting movie: ${message}`,
  imageError: (message: string) => `Image error: ${message}`,
  imageUploadFailed: (message: string) => `Failed to upload image: ${message}`,
  cropFailed: 'Failed to crop image',
  rotateFailed: 'Failed to rotate image',
  releaseNotFound: 'Release not found',
  movieNotFound: 'Movie not found',
  movieDuplicateExternalIdOrTitleYear:
    'A movie with this external database ID or title/year already exists in the catalog!',
  movieDuplicateTitleYear: 'A movie with this title and year already exists in the catalog!',
  movieDuplicate: 'This movie already exists in the catalog!',
  movieUpdated: 'Movie updated successfully!',
  titleAdded: (title: string) => `"${title}" was added to the catalog!`,
  releaseAdded: 'Release added to the catalog!',
  releaseUpdated: 'Release updated successfully!',
  editRelease: 'Edit Release',
  movieDeleted: 'Movie deleted successfully!',
  adminOnlyDeleteMaster: 'Only admins can delete master items',
  adminRequired: 'Access denied. Admin privileges required.',

  // Images
  applyCrop: 'Apply Crop',
  applyRotation: 'Apply Rotation',
  uploadBoxPhotos: 'Upload VHS Box Photos',
  useTheseImages: 'Use These Images',
  takePhoto: 'Take Photo',
  imageInvalidType: 'Please select a valid image file (JPEG, PNG, GIF, or WebP)',
  imageTooLarge: 'File size must be less than 5MB',
  maxImages: (n: number) => `Maximum ${n} images allowed`,
  releaseImageCaption: (n: number) => `Release Image ${n}`,
  imageFailedToLoad: 'Image failed to load',

  // Collection and wantlist dialogs
  addToCollection: 'Add to Collection',
  selectRelease: 'Select Release',
  manageCollection: 'Manage Collection',
  manageWantlist: 'Manage Wantlist',
  collectionNotesPlaceholder: 'Add personal notes for this release...',
  wantlistNotesPlaceholder: 'Add notes about why you want this release...',
  notesForSelectedReleases: 'Notes for Selected Releases (optional)',
  changesPending: 'Changes Pending',
  changesPendingHint: 'Click Save Changes to apply your modifications.',
  noChangesToSave: 'No changes to save',
  selectAtLeastOneRelease: 'Please select at least one release to add to your collection',
  pleaseSelectRelease: 'Please select a release',
  activityAddedMovieAndRelease: 'added movie and release to collection',
  activityAddedMovie: 'added movie to collection',

  // Collection, wantlist and listing errors (section 8)
  itemAlreadyInWantlist: 'Item already in wantlist',
  movieAlreadyInWantlist: 'Movie already in wantlist',
  movieAlreadyInCollection: 'You already have this movie in your collection!',
  releaseAlreadyInCollection: 'You already have this release in your collection!',
  itemAlreadyListedRefresh: 'You already have this item listed! Please refresh the page.',
  alreadyInCollection: 'Already in collection',
  itemAlreadyListedForSale: 'You already have this item listed for sale!',
  collectionItemNotFound: 'Collection item not found',
  collectionItemMissingData:
    'This collection item is missing both release and master data. Please contact support.',
  errorAddingToCollection: (message: string) => `Error adding to collection: ${message}`,
  errorRemovingFromCollection: (message: string) => `Error removing from collection: ${message}`,
  errorRemovingTitleFromCollection: (title: string) => `Error removing ${title} from collection`,
  errorAddingToWantlist: (message: string) => `Error adding to wantlist: ${message}`,
  addToWantlistFailed: 'Failed to add to wantlist',
  removeFromWantlistFailed: 'Failed to remove from wantlist',
  addReleaseToWantlistNotProvided: 'addReleaseToWantlist function not provided',
  errorCreatingListing: (message: string) => `Error creating listing: ${message}`,
  errorRemovingListing: (message: string) => `Error removing listing: ${message}`,
  listingRemovalBlocksCollectionRemoval:
    'Error removing marketplace listing. Cannot proceed with collection removal.',
  errorUpdatingNotes: (message: string) => `Error updating notes: ${message}`,
  errorSavingChanges: (mode: string, message: string) => `Error saving changes to ${mode}: ${message}`,
  collectionLoadFailed: 'Unable to load collection. Please try refreshing the page.',
  loginToListItems: 'Please log in to list items for sale',
  missingUserOrMasterItem: 'Error: Missing user or master item',
  notAuthenticated: 'Not authenticated',

  // Success messages
  removedFromCollection: 'Removed from your collection!',
  addedToWantlist: 'Added to your wantlist!',
  removedFromWantlist: 'Removed from your wantlist!',
  addedTitleToCollection: (title: string) => `Added "${title}" to your collection!`,
  addedToCollection: 'Added to your collection!',
  itemListed: 'Item listed for sale successfully!',
  listingRemoved: 'Listing removed successfully!',
  listingRemovedByAdmin: 'Listing removed by admin!',

  // Community
  loginToPost: 'Please log in to post',
  completeProfileFirst: 'Please complete your profile setup first',
  enterPostTitle: 'Please enter a post title',
  errorSavingPost: (message: string) => `Error saving post: ${message}`,
  errorCreatingPost: (message: string) => `Error creating post: ${message}`,
  foreignKeyViolation: (message: string) => `Foreign key constraint violation: ${message}`,
  databaseError: (message: string) => `Database error: ${message}`,
  unknownUser: 'Unknown User',
  unknownTitle: 'Unknown Title',

  // Other
  unknownError: 'Unknown error',
  chunkLoadFailed: (chunk: string) => `Loading chunk ${chunk} failed`,
  justNow: 'Just now',
  timeAgo: (n: number, unit: TTimeUnit) => `${n} ${unit}${n === 1 ? '' : 's'} ago`,

  // Rewind's own texts, for rules the spec states without giving a text
  passwordTooLong: 'Password must be at most 100 characters',
  usernameTooShort: 'Username must be at least 3 characters',
  usernameTooLong: 'Username must be at most 30 characters',
  usernameAutoPrefix: 'Please choose a username that does not start with user_',
  bioTooLong: 'Bio must be at most 500 characters',
  locationTooLong: 'Location must be at most 100 characters',
  sellerTermsTooLong: 'Seller terms must be at most 1000 characters',
  avatarUrlInvalid: 'Avatar must be an http(s) URL or a path on this site',
  cameraComingSoon: 'Camera functionality is coming soon.',
  imageUploadHint: 'Only upload your own photos or public-domain images without watermarks.',
  signInRequired: 'Please sign in to continue.',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  databaseUnavailable: 'The database is unavailable. Please try again in a moment.',
  passwordTooCommon: 'This password is too common. Please choose a less guessable one.',
  adminNeedsTwoFactor: 'Admin actions need two-factor authentication. Enable it on your profile page first.',
  adminSessionNeedsTwoFactor:
    'Admin actions need a sign-in with your two-factor code. Sign out, then sign in again with your code.',
  twoFactorNotEnabled: 'Two-factor authentication is not turned on for your account.',
  twoFactorCodeInvalid:
    'That code is not valid. Enter the current code from your authenticator app or an unused recovery code.',
  // The only avatar a profile may point at is the one uploaded through POST /api/v1/me/avatar.
  avatarNotUploaded: 'Please upload the avatar image again.',
  userNotFound: 'User not found',
  captionTooLong: 'Caption must be at most 40 characters',
  imageEmpty: 'The file is empty. Please choose another image.',
  imageTooManyPixels: 'The image is too large in dimensions. Please choose one under 50 megapixels.',
  imageNotFound: 'Image not found',
  imageNotYours: 'Only the person who uploaded an image, or an admin, can change or delete it.',
  imageOrderMismatch: 'The images changed while you were editing. Please reload and try again.',
  posterUrlInvalid: 'The poster address must be an https URL.',
  posterHostNotAllowed: 'Posters can only be fetched from the configured image hosts.',
  posterFetchFailed: 'Could not fetch the poster image.',
  onlyAdminsChangeFilledFields: (fields: string) =>
    `Only admins can change fields that already have data (${fields}). Suggest the change to the community instead.`,

  // Lookup
  // The spec only says the title must be non-blank; this is the text shown when it is.
  lookupTitleRequired: 'Please enter a movie title to search',

  // Collection API
  notesTooLong: 'Notes must be at most 300 characters',
  collectionTargetRequired: 'Choose a release or a film',
  wantlistItemNotFound: 'Wantlist item not found',
  importTooManyRows: 'An import can hold at most 1000 rows',
  importAddedAtInvalid: 'Added At must be a date, as the export writes it (for example 2024-05-01)',
  importAddedAtInFuture: 'Added At cannot be in the future',
  importRowEmpty: 'The row has neither a UPC nor a title',
  importNoUpcMatch: 'No release in the catalog has this UPC',
  importNoTitleMatch: 'No release in the catalog matches this title, year and format',
  importAmbiguous: 'Several releases match; add the UPC or the release title',
  importNoFilmMatch: 'No film in the catalog matches this title and year',
  importAmbiguousFilm: 'Several films match this title; add the year',
  importFormatUnknown: 'Unknown format',

  // Requests the API refuses whatever the route
  crossOriginWrite:
    'This request came from another website, so it was refused. Please use Rewind itself to make changes.',
  invalidValue: 'A value in the request cannot be saved. Please check what you entered and try again.',
  malformedMultipart: 'The upload did not arrive whole or is not a proper form upload. Please try again.',
  nestedTooDeep: (field: string) => `${field} is nested too deeply to be read.`,
  unstorableText: (field: string) =>
    `${field} contains a character that cannot be saved (a NUL character or broken Unicode). Please remove it.`,
} as const;

// DECISIONS.md item 10: the line starts at 2025 and runs to the current year.
export function copyrightLine(now: Date = new Date()): string {
  const year = now.getFullYear();
  const years = year > FOOTER_FIRST_YEAR ? `${FOOTER_FIRST_YEAR}–${year}` : `${FOOTER_FIRST_YEAR}`;
  return `© ${years} Rewind`;
}
