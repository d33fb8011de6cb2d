// The admin portal's Forum section, fetched when the portal draws it: never with the forum's own pages.
export const loadForumAdmin = () =>
  import('@/features/community/components/forum-admin').then((module) => module.ForumAdmin);
