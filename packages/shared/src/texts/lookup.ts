// Finding a film: movie search, the UPC scanner and its camera.

// Movie search and UPC scanner
export const searchMovies = 'Search Movies';
export const skipMovie = 'Skip Movie';
export const noMoviesFoundFor = (query: string) => `No movies found for "${query}"`;
export const tryDifferentSearchTerm = 'Try a different search term';
export const foundMovies = (n: number) => `Found ${n} result(s)`;
export const scanUpcBarcode = 'Scan UPC Barcode';
export const scan = 'Scan';
export const manual = 'Manual';
export const debugCamera = 'Debug Camera';
export const testCamera = 'Test Camera';
export const stopScanning = 'Stop Scanning';
export const tryAnotherUpc = 'Try Another UPC';
export const searchFailed = 'Search failed';
export const searchFailedRetry = 'Search failed. Please try again.';
export const upcNotFound = (code: string) =>
  `UPC ${code} not found in database. VHS tapes often aren't in UPC databases.`;
export const upcLookupFailed = 'UPC lookup failed';
export const upcMovieLookupFailed = (message: string) => `Failed to lookup movie data for UPC: ${message}`;
export const lookupMovieFailed = (error?: string | null) =>
  `Failed to lookup movie: ${error || 'Unknown error'}`;
export const upcManualInvalid = 'Please enter a valid 12-digit UPC code';
export const invalidBarcode = (code: string, digits: number) =>
  `Invalid barcode: ${code} (${digits} digits, need 12-13)`;
export const apiError = (status: number, text: string) => `API Error ${status}: ${text}`;

// Camera
export const scannerLoadFailed = 'Barcode scanner failed to load. Please refresh the page and try again.';
export const scannerUnavailable = 'Barcode scanner not available. Please refresh the page.';
export const cameraApiUnsupported = 'Camera API not supported in this browser';
export const cameraBlocked = 'Camera access blocked. Please enable camera permission in browser settings.';
export const noCameraDetected = 'No camera detected...';
export const cameraPermissionDenied = 'Camera permission denied. Please allow camera access and try again.';
export const noCameraFound = 'No camera found on this device';
export const cameraAccessFailed = 'Failed to access camera';
export const videoStartFailed = 'Failed to start video';
export const videoElementNotReady = 'Video element not found/ready';
export const scannerStartFailed = 'Failed to start scanner';
export const cameraInUse = 'Camera in use by another app.';

// Rewind's own texts, for rules the original description states without giving a text
export const cameraComingSoon = 'Camera functionality is coming soon.';

// Lookup
// The rule only says the title must be non-blank; this is the text shown when it is.
export const lookupTitleRequired = 'Please enter a movie title to search';
