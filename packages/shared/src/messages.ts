import * as API from './texts/api.ts';
import * as AUTH from './texts/auth.ts';
import * as CATALOG from './texts/catalog.ts';
import * as COLLECTION from './texts/collection.ts';
import * as COMMUNITY from './texts/community.ts';
import * as FORMS from './texts/forms.ts';
import * as IMAGES from './texts/images.ts';
import * as LOOKUP from './texts/lookup.ts';
import * as MARKETPLACE from './texts/marketplace.ts';
import * as PAGES from './texts/pages.ts';
import * as PROFILES from './texts/profiles.ts';
import * as SHELL from './texts/shell.ts';

// Every user-facing text of the spec, word for word, in one object: what the server and the tests read. The texts
// are written by area in texts/*.ts, which the browser's code imports instead (`import * as MSG from
// '@rewind/shared/texts'`), so that a page carries only the texts it reads (decision 022): in the browser, this
// object would bring every text to the page. The community's texts are still written here, until they join
// texts/community.ts.

export const COMMUNITY_MSG = {
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
} as const;

// Marked pure: a chunk that imports this module and reads COMMUNITY_MSG alone keeps neither this object nor the
// texts of every area.
export const MSG = /* @__PURE__ */ Object.assign(
  {},
  API,
  AUTH,
  CATALOG,
  COLLECTION,
  COMMUNITY,
  FORMS,
  IMAGES,
  LOOKUP,
  MARKETPLACE,
  PAGES,
  PROFILES,
  SHELL,
  COMMUNITY_MSG,
);
