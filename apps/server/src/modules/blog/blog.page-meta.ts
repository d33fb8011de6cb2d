import { AppError } from '../../platform/errors';
import type { PageMeta } from '../../platform/web-app';
import type { BlogService } from './blog.service';

const POST_PAGE = /^\/blog\/([^/]+)$/;

/** Link-preview details (Open Graph) for a published post's page; drafts are described to no one. */
export function blogPageMeta(blog: BlogService) {
  return async (pathname: string): Promise<PageMeta | null> => {
    const match = POST_PAGE.exec(pathname);
    if (!match || match[1] === 'rss.xml') return null;
    try {
      const post = await blog.get(null, decodeURIComponent(match[1]!));
      return {
        title: `${post.title} · Rewind`,
        description: post.excerpt ?? post.title,
        image: post.coverImageUrl,
        type: 'article',
      };
    } catch (error) {
      if (error instanceof AppError && error.status === 404) return null;
      if (error instanceof URIError) return null;
      throw error;
    }
  };
}
