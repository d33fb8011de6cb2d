import * as API from './texts/api.ts';
import * as AUTH from './texts/auth.ts';
import * as BLOG from './texts/blog.ts';
import * as CATALOG from './texts/catalog.ts';
import * as COLLECTION from './texts/collection.ts';
import * as COMMUNITY from './texts/community.ts';
import * as FORMS from './texts/forms.ts';
import * as IMAGES from './texts/images.ts';
import * as LOOKUP from './texts/lookup.ts';
import * as MARKETPLACE from './texts/marketplace.ts';
import * as MODERATION from './texts/moderation.ts';
import * as PAGES from './texts/pages.ts';
import * as PROFILES from './texts/profiles.ts';
import * as SHELL from './texts/shell.ts';

// Every user-facing text (docs/product.md, Texts), in one object: what the server and the tests read. The texts
// are written by area in texts/*.ts, which the browser's code imports instead (`import * as MSG from
// '@rewind/shared/texts'`), so that a page carries only the texts it reads (decision 023): in the browser, this
// object would bring every text to the page.

export const MSG = /* @__PURE__ */ Object.assign(
  {},
  API,
  AUTH,
  BLOG,
  CATALOG,
  COLLECTION,
  COMMUNITY,
  FORMS,
  IMAGES,
  LOOKUP,
  MARKETPLACE,
  MODERATION,
  PAGES,
  PROFILES,
  SHELL,
);
