// The admin portal's blog section, fetched when the portal draws it: the blog's admin code (the form, the
// preview) never comes with the portal's other sections or with the blog's pages.
export const loadBlogAdmin = () =>
  import('@/features/blog/components/blog-admin').then((module) => module.BlogAdmin);
