// What the shell says on every page (header, navigation, footer, fallbacks, the API client and the checks of
// who may do what that it makes), whatever page it is: the one module of texts every page loads.

type TTimeUnit = 'minute' | 'hour' | 'day';

// Pages, loading and error fallbacks
export const pageNotFound = 'Page Not Found';
export const pageNotFoundText = "The page you're looking for doesn't exist or may have been moved.";
export const goHome = 'Go Home';
export const loading = 'Loading...';
export const loadingCollection = 'Loading your VHS collection...';
export const somethingWentWrong = 'Something went wrong';
export const tryAgain = 'Try Again';
export const pageError = 'Page Error';
export const componentError = 'Component Error';
export const retry = 'Retry';

// Header, navigation and footer
export const searchPlaceholder = 'Search for anything...add if not found →';
export const searchPlaceholderMobile = 'Search...';
export const searching = 'Searching...';
// "N results found", in the singular for one.
export const resultsFound = (n: number) => `${n} ${n === 1 ? 'result' : 'results'} found`;
export const moreResults = (n: number) => `+ ${n} more`;
export const showLess = 'Show less';
export const directedBy = (director: string) => `Directed by ${director}`;
export const noResultsFor = (query: string) => `No results found for "${query}"`;
export const addTitle = 'Add Title';
export const hiUser = (username: string) => `Hi ${username}!`;
export const viewProfile = 'View Profile';
export const logout = 'Logout';
export const loginSignUp = 'Login • Sign Up';
export const navFullCatalog = 'Full Catalog';
export const navMyCollection = 'My Collection';
export const navWantlist = 'Wantlist';
export const navMarketplace = 'Marketplace';
export const navCommunity = 'Community';
export const navAdminPortal = 'Admin Portal';
export const adminBadge = 'ADMIN';
export const about = 'About';
export const blog = 'Blog';

// Auth dialog and its validation (sections 2, 5 and 8)
export const authSessionMissing = 'Auth session missing!';

// Profile dialogs and their validation
export const unexpectedError = 'An unexpected error occurred';
export const profileStatusCheckFailed = 'Failed to verify profile status';

// Catalogue
export const adminRequired = 'Access denied. Admin privileges required.';

// Other
export const unknownError = 'Unknown error';
export const chunkLoadFailed = (chunk: string) => `Loading chunk ${chunk} failed`;
export const justNow = 'Just now';
export const timeAgo = (n: number, unit: TTimeUnit) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

// Rewind's own texts, for rules the original description states without giving a text
export const signInRequired = 'Please sign in to continue.';
export const adminNeedsTwoFactor =
  'Admin actions need two-factor authentication. Enable it on your profile page first.';
export const adminSessionNeedsTwoFactor =
  'Admin actions need a sign-in with your two-factor code. Sign out, then sign in again with your code.';

// Requests the API refuses whatever the route
export const networkFailure = 'Could not reach Rewind. Check your connection and try again.';

// The footer's year (docs/product.md, Pages): the line starts at 2025 and runs to the current year. (Here, not
// in options.ts: every page draws the footer, and a module the shell imports is in every page's first load with
// all it holds.)
const FOOTER_FIRST_YEAR = 2025;

export function copyrightLine(now: Date = new Date()): string {
  const year = now.getFullYear();
  const years = year > FOOTER_FIRST_YEAR ? `${FOOTER_FIRST_YEAR}–${year}` : `${FOOTER_FIRST_YEAR}`;
  return `© ${years} Rewind`;
}

// An admin's restrictions
export const accountSuspended = (until: string) =>
  `Your account is suspended until ${until}. The e-mail from the admins says why.`;
export const accountSilenced = (until: string) =>
  `Your account is silenced until ${until}: you can read, but not post or change what others see.`;
export const cannotRestrictAdmin =
  'Revoke their admin rights first: admins are not warned, silenced or suspended.';
export const cannotRevokeOwnAdmin = 'You cannot revoke your own admin rights; another admin can.';
export const restrictionNotInForce = 'This member is not under that restriction.';
export const sanctionUntilInPast = 'Choose a time in the future.';
export const memberNotFound = 'This member does not exist.';
