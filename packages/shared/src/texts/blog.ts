// The blog and the About page: Rewind's own words, as the original description names the pages only.

export const blogTitle = 'Blog';
export const blogIntro = 'News, stories and guides from the Rewind team.';
export const blogEmpty = 'No posts published yet';
export const blogEmptyHint = 'News and stories from Rewind will be published here.';
export const blogPostNotFound = 'This blog post does not exist or is not published.';
export const blogBackToList = 'All posts';
export const blogByline = (author: string) => `By ${author}`;
export const blogTitleRequired = 'Please enter a post title';
export const blogSlugInvalid = 'A slug is lowercase letters, digits and single hyphens';
export const blogBodyRequired = 'Please write the post';
export const blogCoverInvalid =
  'The cover must be an uploaded image, or an https address of an image host Rewind allows';
export const blogSlugTaken = 'Another post already has this slug';
export const blogStatusLabels = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' } as const;
export const blogSaved = 'Post saved!';
export const blogDeleted = 'Post deleted';
export const blogDeleteConfirm = (title: string) => `Delete "${title}"? This cannot be undone.`;
