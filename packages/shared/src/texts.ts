// Every user-facing text (docs/product.md, Texts): one export per
// text, written by area in texts/*.ts. Templated texts are functions. Code that runs in the browser imports them
// as `import * as MSG from '@rewind/shared/texts'` and reads `MSG.retry` as before: a page's code then carries
// only the texts it reads, each area's module going with the pages and dialogs that read it, where the one MSG
// object of messages.ts brought every text of every area to every page (decision 023).
export * from './texts/api.ts';
export * from './texts/auth.ts';
export * from './texts/blog.ts';
export * from './texts/catalog.ts';
export * from './texts/collection.ts';
export * from './texts/community.ts';
export * from './texts/forms.ts';
export * from './texts/images.ts';
export * from './texts/lookup.ts';
export * from './texts/marketplace.ts';
export * from './texts/moderation.ts';
export * from './texts/pages.ts';
export * from './texts/profiles.ts';
export * from './texts/shell.ts';
